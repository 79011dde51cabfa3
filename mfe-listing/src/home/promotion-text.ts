import type { HomePromotion } from '@storefront/contracts';
import { formatMoney, STORES, type StoreCode } from '@storefront/store-config';

/** Coupons end at an instant; shoppers read the day in the store's home zone. */
const ZONE: Record<StoreCode, string> = { us: 'America/New_York', ca: 'America/Toronto' };

/**
 * The sentence for one live promotion, built only from its data (the cart's coupon): what it takes
 * off, on which orders, how often, until when. "10% off any order · once per customer".
 */
export function promotionText(p: HomePromotion, store: StoreCode): string {
  const off = p.kind === 'percent' ? `${p.percent_off ?? 0}% off` : `${formatMoney(p.amount_off?.amount ?? 0, store)} off`;
  const orders = p.min_subtotal ? `orders of ${formatMoney(p.min_subtotal.amount, store)} or more` : 'any order';
  const parts = [`${off} ${orders}`];
  if (p.once_per_customer) parts.push('once per customer');
  if (p.expires_at) {
    const day = new Intl.DateTimeFormat(STORES[store].locale, { month: 'short', day: 'numeric', timeZone: ZONE[store] }).format(new Date(p.expires_at));
    parts.push(`ends ${day}`);
  }
  return parts.join(' · ');
}
