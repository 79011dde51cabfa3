import { parseDestination, storeDefaultDestination, type Destination } from '@storefront/delivery';
import type { StoreCode } from '../cart-owner';

const STORE_COUNTRY: Record<StoreCode, Destination['country']> = { us: 'US', ca: 'CA' };

/**
 * Where the cart goes, most specific first: the checkout's ship address, else the shopper's
 * deliver-to code (the `delivery_zip` cookie), else the store's default. A code of the other
 * country than the store is skipped: the store does not ship there.
 */
export function cartDestination(store: StoreCode, shipPostalCode: string | null | undefined, deliveryZip: string | undefined): Destination {
  for (const candidate of [shipPostalCode, deliveryZip]) {
    const d = candidate ? parseDestination(candidate) : null;
    if (d && d.country === STORE_COUNTRY[store]) return d;
  }
  return storeDefaultDestination(store);
}
