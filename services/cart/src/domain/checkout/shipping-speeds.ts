import type { ShippingSpeed, ShippingSpeedCode } from '@storefront/contracts';
import { SPEED_PRICES, transitDayRange } from '@storefront/delivery';
import { STORES } from '@storefront/store-config';
import type { StoreCode } from '../cart-owner';

interface SpeedRate {
  code: ShippingSpeedCode;
  name: string;
  description: string;
  /** minor units in the store's currency */
  price: number;
}

const SPEED_NAMES: Record<ShippingSpeedCode, string> = { standard: 'Standard', expedited: 'Expedited', overnight: 'Overnight' };

/** "1–5 business days", "Next business day": the delivery engine's range, so the text and the dates shown beside it agree. */
function transitText(store: StoreCode, code: ShippingSpeedCode): string {
  const [min, max] = transitDayRange(store === 'ca' ? 'CA' : 'US', code);
  if (max === 1) return 'Next business day';
  return min === max ? `${max} business days` : `${min}–${max} business days`;
}

function ratesOf(store: StoreCode): SpeedRate[] {
  return (['standard', 'expedited', 'overnight'] as const).map((code) => ({
    code,
    name: SPEED_NAMES[code],
    description: transitText(store, code),
    price: SPEED_PRICES[store][code],
  }));
}

/**
 * Shipping speeds per store, priced in the store's currency (Canadian carriers cost more, so the
 * CAD prices are not a conversion). Listed cheapest first. Prices and transit texts are the
 * delivery engine's (`SPEED_PRICES`, `transitDayRange`), so badges, dates and checkout agree.
 */
export const SHIPPING_RATES: Record<StoreCode, readonly SpeedRate[]> = { us: ratesOf('us'), ca: ratesOf('ca') };

/** Standard shipping is free from this much shipped merchandise (after its share of the coupon; `shippableMerchandise`), minor units: the store's own figure, so every screen shows the one the checkout applies. */
export const FREE_STANDARD_SHIPPING_FROM: Record<StoreCode, number> = { us: STORES.us.freeShippingFrom, ca: STORES.ca.freeShippingFrom };

/**
 * How far shipped merchandise (`shippableMerchandise`) is from free standard shipping, minor units; remaining
 * is 0 once reached. The cart and checkout views show it and shippingSpeedsFor decides by it, so the
 * "away from free shipping" figure and the price of standard shipping never disagree.
 */
export function freeShippingProgress(store: StoreCode, merchandise: number): { threshold: number; remaining: number } {
  const threshold = FREE_STANDARD_SHIPPING_FROM[store];
  return { threshold, remaining: Math.max(0, threshold - merchandise) };
}

/**
 * What a cart of digital assets alone is delivered by: nothing ships, so the checkout offers this
 * one free "speed" (already chosen) instead of the carriers'. It keeps the standard code, so the
 * order's speed column, the contracts' three codes and every reader of them stay as they are; the
 * name and price say what it is, and an order of digital lines only is shown with it.
 */
export function digitalDeliverySpeed(store: StoreCode): ShippingSpeed {
  return { code: 'standard', name: 'Digital delivery', description: 'Instant download, nothing ships', price: { amount: 0, currency: STORES[store].currency } };
}

/**
 * The store's speeds priced for a cart whose shipped merchandise (`shippableMerchandise`) comes to `merchandise`;
 * `digitalOnly` (every line a digital asset): the one free digital delivery instead.
 */
export function shippingSpeedsFor(store: StoreCode, merchandise: number, digitalOnly = false): ShippingSpeed[] {
  if (digitalOnly) return [digitalDeliverySpeed(store)];
  const currency = STORES[store].currency;
  const freeStandard = freeShippingProgress(store, merchandise).remaining === 0;
  return SHIPPING_RATES[store].map((r) => ({
    code: r.code,
    name: r.name,
    description: r.description,
    price: { amount: r.code === 'standard' && freeStandard ? 0 : r.price, currency },
  }));
}
