import { hourText, PRODUCTION_DAYS, STOCK_CUTOFFS } from '@storefront/delivery';
import type { HomeResponse } from '@storefront/contracts';
import { withStore } from '@storefront/routing';
import { formatMoney, STORES } from '@storefront/store-config';
import { AppLink, useShop } from '@storefront/ui';
import { promotionText } from './promotion-text';

/**
 * The home page's opening: what the store does, the promises it keeps (from the constants the
 * checkout and the delivery engine apply), calls to action into the lines, and the promotions live
 * now (from the data, never written here). Its data comes inlined with the page, so nothing below
 * moves when it renders; the illustration is inline SVG in a box of fixed ratio.
 */
export function HomeHero({ lines, promotions }: Pick<HomeResponse, 'lines' | 'promotions'>) {
  const { code } = useShop();
  const cutoff = STOCK_CUTOFFS.blanks.standard;
  const lineUrl = (key: string) => lines.find((l) => l.key === key)?.url;
  const blanks = lineUrl('blanks');
  const transfers = lineUrl('transfers');
  const days = PRODUCTION_DAYS.made;
  return (
    <section className="mfl-hero" aria-labelledby="mfl-hero-title">
      <div className="mfl-hero__text">
        <h1 id="mfl-hero-title" className="mfl-hero__title">
          Custom printing and blank apparel, shipped fast
        </h1>
        <p className="mfl-hero__lead">DTF transfers, stickers, spangles and print made to order, and blanks from the brands decorators trust.</p>
        <ul className="mfl-hero__promises" aria-label="Our promises">
          <li>Free standard shipping on orders of {formatMoney(STORES[code].freeShippingFrom, code, { showCode: code === 'ca' })} or more</li>
          <li>In-stock blanks ship the same business day when ordered by {hourText(cutoff.hour)}</li>
          <li>
            Printed goods ship after {days} business day{days === 1 ? '' : 's'} of production
          </li>
        </ul>
        <div className="mfl-hero__actions">
          {blanks ? (
            <AppLink href={withStore(blanks, code)} className="sf-button sf-button--primary">
              Shop blanks
            </AppLink>
          ) : null}
          {transfers ? (
            <AppLink href={withStore(transfers, code)} className="sf-button">
              Shop custom transfers
            </AppLink>
          ) : null}
        </div>
      </div>
      <HeroArt />
      {promotions.length > 0 ? (
        // id: the header's promotions badge links here
        <section id="promotions" className="mfl-hero__deals" aria-labelledby="mfl-hero-deals">
          <h2 id="mfl-hero-deals" className="mfl-hero__deals-title">
            Current promotions
          </h2>
          <ul className="mfl-hero__deal-list">
            {promotions.map((p) => (
              <li key={p.code} className="mfl-hero__deal">
                <span>{promotionText(p, code)}</span>
                <span className="mfl-hero__code">
                  Code <strong>{p.code}</strong>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

/** A tee with a print on it beside a roll of transfers: decoration only. */
function HeroArt() {
  return (
    <div className="mfl-hero__art" aria-hidden="true">
      <svg viewBox="0 0 320 240" focusable="false">
        <rect x="0" y="0" width="320" height="240" rx="16" fill="#fde7ef" />
        <path d="M110 50 140 40Q160 58 180 40L210 50 250 80 230 108 212 98V206H108V98L90 108 70 80Z" fill="#1b1e24" />
        <circle cx="160" cy="122" r="28" fill="#c2185b" />
        <path d="M146 122l10 10 18-20" stroke="#fff" strokeWidth="7" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        <rect x="236" y="150" width="64" height="64" rx="10" fill="#fff" stroke="#c2185b" strokeWidth="4" />
        <circle cx="268" cy="182" r="14" fill="#f7b6cc" />
      </svg>
    </div>
  );
}
