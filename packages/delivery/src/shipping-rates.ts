import type { Money } from '@storefront/contracts';
import { STORES, type StoreCode } from '@storefront/store-config';
import type { SpeedCode } from './cutoffs';

/**
 * The price of each speed per store, minor units: the one source for the estimates and the cart's
 * checkout speeds (services/cart/src/domain/checkout/shipping-speeds.ts imports it). Estimates show
 * the undiscounted price: free standard shipping depends on the cart, which a badge does not know.
 */
export const SPEED_PRICES: Record<StoreCode, Record<SpeedCode, number>> = {
  us: { standard: 795, expedited: 1695, overnight: 3495 },
  ca: { standard: 1195, expedited: 2295, overnight: 4495 },
};

export function shippingRate(store: StoreCode, speed: SpeedCode): Money {
  return { amount: SPEED_PRICES[store][speed], currency: STORES[store].currency };
}
