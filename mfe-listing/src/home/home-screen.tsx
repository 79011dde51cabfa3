import { useEffect } from 'react';
import { useStore } from 'zustand';
import { withStore } from '@storefront/routing';
import { formatNumber } from '@storefront/store-config';
import { AppLink, LoadFailed, ResponsiveImage, Spinner, useShop } from '@storefront/ui';
import { useArea } from '../area-context';
import { ProductGrid } from '../listing/product-card';
import { HomeHero } from './home-hero';
import { loadHome } from './home.store';
import { useDocumentTitle } from '@storefront/ui';
import { HOME_TITLE } from '@storefront/store-config';

// five tiles: two across on phones, five across on wide screens
const TILE_SIZES = '(max-width: 767px) 50vw, 20vw';

/** Home (§2 "/"): the business lines as image tiles, then featured products. */
export function HomeScreen() {
  const { home, api } = useArea();
  const store = useShop();
  const state = useStore(home);
  useDocumentTitle(HOME_TITLE);

  useEffect(() => {
    void loadHome(home, api, store.code);
  }, [home, api, store.code]);

  if (!state.data) {
    if (state.status === 'error') {
      return (
        <LoadFailed
          className="mfl-error"
          message={`We couldn't load the home page${state.error ? `: ${state.error}` : '.'}`}
          onRetry={() => void loadHome(home, api, store.code, { force: true })}
        />
      );
    }
    return (
      <div className="mfl-home" aria-busy="true">
        <Spinner label="Loading" />
      </div>
    );
  }

  const { lines, featured, promotions } = state.data;
  return (
    <div className="mfl-home">
      <HomeHero lines={lines} promotions={promotions} />
      <section className="mfl-home__section" aria-labelledby="mfl-home-lines">
        <h2 id="mfl-home-lines" className="mfl-home__heading">
          Shop by line
        </h2>
        <ul className="mfl-lines">
          {lines.map((line, i) => (
            <li key={line.key} className="mfl-lines__item">
              <AppLink href={withStore(line.url, store.code)} className="mfl-tile">
                <ResponsiveImage image={{ ...line.image, alt: '' }} sizes={TILE_SIZES} priority={i === 0} className="mfl-tile__image" />
                <span className="mfl-tile__label">{line.label}</span>
                <span className="mfl-tile__count">{formatNumber(line.product_count, store.code)} products</span>
              </AppLink>
            </li>
          ))}
        </ul>
      </section>
      {featured.length > 0 ? (
        <section className="mfl-home__section" aria-labelledby="mfl-home-featured">
          <h2 id="mfl-home-featured" className="mfl-home__heading">
            Featured products
          </h2>
          {/* the line tiles above hold the LCP image; these load lazily */}
          <ProductGrid products={featured} label="Featured products" priorityFirst={false} />
        </section>
      ) : null}
    </div>
  );
}
