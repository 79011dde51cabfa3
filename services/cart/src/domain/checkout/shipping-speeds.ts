import type { ShippingSpeed, ShippingSpeedCode } from '@storefront/contracts';
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
 * CAD prices are not a conversion). Listed cheapest first.
 */
export const SHIPPING_RATES: Record<StoreCode, readonly SpeedRate[]> = {
  us: [
    { code: 'standard', name: 'Standard', description: '5–7 business days', price: 795 },
    { code: 'expedited', name: 'Expedited', description: '2–3 business days', price: 1695 },
    { code: 'overnight', name: 'Overnight', description: '1 business day', price: 3495 },
  ],
  ca: [
    { code: 'standard', name: 'Standard', description: '5–9 business days', price: 1195 },
    { code: 'expedited', name: 'Expedited', description: '2–4 business days', price: 2295 },
    { code: 'overnight', name: 'Overnight', description: '1–2 business days', price: 4495 },
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
