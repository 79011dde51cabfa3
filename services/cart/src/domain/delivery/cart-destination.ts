import { parseDestination, storeDefaultDestination, type Destination } from '@storefront/delivery';
import type { StoreCode } from '../cart-owner';

const STORE_COUNTRY: Record<StoreCode, Destination['country']> = { us: 'US', ca: 'CA' };

export type CartDestinationSource = 'ship_address' | 'deliver_to' | 'store_default';

/**
 * Where the cart goes, most specific first: the checkout's ship address, else the shopper's
 * deliver-to code (the `delivery_zip` cookie), else the store's default; with which it was, so a
 * date for the default is never shown as the shopper's own. A code of the other country than the
 * store is skipped: the store does not ship there.
 */
export function cartDestination(
  store: StoreCode,
  shipPostalCode: string | null | undefined,
  deliveryZip: string | undefined,
): { destination: Destination; source: CartDestinationSource } {
  const candidates: [string | null | undefined, CartDestinationSource][] = [
    [shipPostalCode, 'ship_address'],
    [deliveryZip, 'deliver_to'],
  ];
  for (const [candidate, source] of candidates) {
    const d = candidate ? parseDestination(candidate) : null;
    if (d && d.country === STORE_COUNTRY[store]) return { destination: d, source };
  }
  return { destination: storeDefaultDestination(store), source: 'store_default' };
}
