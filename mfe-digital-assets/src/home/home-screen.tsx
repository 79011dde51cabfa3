import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { ScreenData } from '@storefront/contracts';
import type { HttpClient } from '@storefront/http';
import { withStore } from '@storefront/routing';
import { AppLink, LoadFailed, useShop } from '@storefront/ui';
import type { DigitalAssetsApi } from '../api';
import { AssetSlider } from '../cards/asset-slider';
import { ShopperSection } from '../shopper/shopper-section';
import { FeaturedCarousel } from './featured-carousel';
import { createHomeModel, firstHomeState } from './home.store';

/** Every design, as the catalog lists them (routing reads /digital-designs as that category's listing). */
export const BROWSE_ALL_PATH = '/digital-designs';

/**
 * /digital-assets: the featured designs (carousel) and the newest (slider), rendered on the server
 * from the inlined answer, with a way to every design; then, per shopper, their files and printing.
 */
export function HomeScreen({ api, http, csrfToken, initialData }: { api: DigitalAssetsApi; http: HttpClient; csrfToken: string; initialData: ScreenData | null }) {
  const { code } = useShop();
  const [model] = useState(() => createHomeModel(api, code, firstHomeState(code, initialData)));
  const { status, home, problem } = useStore(model.store);
  useEffect(() => {
    void model.start();
  }, [model]);

  return (
    <div className="da-home">
      <section className="da-home__intro" aria-labelledby="da-home-title">
        <div className="da-home__lead">
          <h1 id="da-home-title">Digital assets</h1>
          <p>Print-ready designs with a licence for your products: standard up to a cap of printed units, extended with none.</p>
          <p>
            <AppLink href={withStore(BROWSE_ALL_PATH, code)} className="sf-button">
              Browse all designs
            </AppLink>
          </p>
        </div>
        {status === 'ready' && home ? <FeaturedCarousel cards={home.featured} /> : null}
      </section>
      {status === 'loading' ? (
        <p role="status" className="da-muted">
          Loading designs…
        </p>
      ) : null}
      {status === 'failed' ? <LoadFailed message={problem ?? 'Unexpected error'} onRetry={() => void model.load()} /> : null}
      {status === 'ready' && home ? <AssetSlider title="New designs" cards={home.newest} /> : null}
      <ShopperSection http={http} csrfToken={csrfToken} slug={null} />
    </div>
  );
}
