import type { ShippingSpeed, ShippingSpeedCode } from '@storefront/contracts';
import { SPEED_PRICES } from '@storefront/delivery';
import { STORES } from '@storefront/store-config';
import type { StoreCode } from '../cart-owner';

interface SpeedRate {
  code: ShippingSpeedCode;
  name: string;
  description: string;
  /** minor units in the store's currency */
  price: number;
}

/**
 * Shipping speeds per store, priced in the store's currency (Canadian carriers cost more, so the
 * CAD prices are not a conversion). Listed cheapest first. The prices are the delivery engine's
 * (`SPEED_PRICES`), so a badge's shipping rate and the checkout's never disagree.
 */
export const SHIPPING_RATES: Record<StoreCode, readonly SpeedRate[]> = {
  us: [
    { code: 'standard', name: 'Standard', description: '5–7 business days', price: SPEED_PRICES.us.standard },
    { code: 'expedited', name: 'Expedited', description: '2–3 business days', price: SPEED_PRICES.us.expedited },
    { code: 'overnight', name: 'Overnight', description: '1 business day', price: SPEED_PRICES.us.overnight },
  ],
  ca: [
    { code: 'standard', name: 'Standard', description: '5–9 business days', price: SPEED_PRICES.ca.standard },
    { code: 'expedited', name: 'Expedited', description: '2–4 business days', price: SPEED_PRICES.ca.expedited },
    { code: 'overnight', name: 'Overnight', description: '1–2 business days', price: SPEED_PRICES.ca.overnight },
  ],
};

/** Standard shipping is free from this much merchandise (after the coupon), minor units. */
export const FREE_STANDARD_SHIPPING_FROM: Record<StoreCode, number> = { us: 7500, ca: 9900 };

/** The store's speeds priced for a cart whose merchandise (subtotal − discount) comes to `merchandise`. */
export function shippingSpeedsFor(store: StoreCode, merchandise: number): ShippingSpeed[] {
  const currency = STORES[store].currency;
  return SHIPPING_RATES[store].map((r) => ({
    code: r.code,
    name: r.name,
    description: r.description,
    price: { amount: r.code === 'standard' && merchandise >= FREE_STANDARD_SHIPPING_FROM[store] ? 0 : r.price, currency },
  }));
}
