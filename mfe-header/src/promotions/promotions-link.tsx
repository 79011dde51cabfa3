import { useEffect, useState } from 'react';
import { withStore } from '@storefront/routing';
import { formatNumber } from '@storefront/store-config';
import { useShop } from '@storefront/ui';
import type { HeaderApi } from '../api';

/** The id of home's "Current promotions" section, where the badge leads. */
export const PROMOTIONS_ANCHOR = 'promotions';

/**
 * The promotions count badge (§2): how many promotions a shopper of this store can use now,
 * linking to home's list of them. Shown only when there are some; a failed count is logged and
 * shows nothing (§8). A plain link: from home it scrolls, elsewhere it loads home at the list.
 */
export function PromotionsLink({ api, initial }: { api: HeaderApi; initial?: { store: string; count?: number } }) {
  const { code: store } = useShop();
  // the gateway renders the page's count with the first screen (no late badge shifting the bar)
  const given = initial?.store === store ? initial.count : undefined;
  const [count, setCount] = useState<number | null>(given ?? null);

  useEffect(() => {
    if (given !== undefined) return;
    let live = true;
    api.promotionCount(store).then(
      (n) => live && setCount(n),
      (err: unknown) => console.warn('Promotion count failed', err),
    );
    return () => {
      live = false;
    };
  }, [api, store, given]);

  if (!count) return null;
  return (
    <a href={`${withStore('/', store)}#${PROMOTIONS_ANCHOR}`} className="hdr-deals" aria-label={`Promotions, ${count} available`}>
      <svg className="hdr-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M3 12V4h8l10 10-8 8L3 12z" />
        <circle cx="7.5" cy="8.5" r="1.5" />
      </svg>
      <span className="hdr-deals__text">Deals</span>
      <span className="sf-count-badge hdr-deals__badge" aria-hidden="true">
        {count > 99 ? '99+' : formatNumber(count, store)}
      </span>
    </a>
  );
}
