import type { CurrentLocationResponse } from '@storefront/contracts';
import type { Database } from '@storefront/db';
import { storeDefaultDestination } from '@storefront/delivery';
import { parseDeliverToCode, storeCountry, type DeliverToCode, type StoreCode } from './deliver-to-code';
import { locationLabel } from './place-names';
import { currentLocationCode, type LocationsOwner } from './shopper-locations';

/**
 * Where a store's estimates are computed for: the shopper's current location when it is in the
 * store's country, else the store's default destination (the engine's, so both agree).
 * `current` is the shopper's own choice, whatever the store, for the `delivery_zip` mirror.
 */
export async function currentLocation(db: Database, owner: LocationsOwner, store: StoreCode): Promise<{ response: CurrentLocationResponse; current: DeliverToCode | null }> {
  const current = await currentLocationCode(db, owner);
  if (current && current.country === storeCountry(store)) {
    return { response: { ...current, label: locationLabel(current.zipcode, current.country), source: 'saved' }, current };
  }
  const fallback = parseDeliverToCode(storeDefaultDestination(store).postalCode)!;
  return { response: { ...fallback, label: locationLabel(fallback.zipcode, fallback.country), source: 'default' }, current };
}
