import type { Location } from '@storefront/contracts';
import type { Database } from '@storefront/db';
import { failed, succeeded, type Outcome } from '@storefront/server-kit';
import { browserLocationsView, deleteBrowserLocation, readBrowserLocations, saveBrowserLocation, writeBrowserLocations } from './browser-locations';
import type { DeliverToCode } from './deliver-to-code';
import { TOO_MANY_LOCATIONS } from './location-limits';
import { currentUserLocation, deleteUserLocation, findUserLocation, listUserLocations, saveUserLocation } from './saved-locations';

/** Whose locations: a signed-in user's (the database) or a guest's (their browser's cookie). */
export type LocationsOwner = { userId: string } | { userId: null; browserCookie: string | undefined };

/**
 * What a call leaves behind: the shopper's current code (to mirror in `delivery_zip`), and for a
 * guest the new value of the browser's locations cookie.
 */
export interface LocationsEffect {
  current: DeliverToCode | null;
  browserCookie?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const asCode = (l: Location | undefined | null): DeliverToCode | null => (l ? { zipcode: l.zipcode, country: l.country } : null);

export async function listLocations(db: Database, owner: LocationsOwner): Promise<{ locations: Location[] } & LocationsEffect> {
  if (owner.userId === null) {
    const locations = browserLocationsView(readBrowserLocations(owner.browserCookie));
    return { locations, current: asCode(locations[0]) };
  }
  const locations = await listUserLocations(db, owner.userId);
  return { locations, current: asCode(locations.find((l) => l.current)) };
}

export async function getLocation(db: Database, owner: LocationsOwner, id: string): Promise<Location | null> {
  if (owner.userId === null) return browserLocationsView(readBrowserLocations(owner.browserCookie)).find((l) => l.id === id) ?? null;
  return UUID.test(id) ? findUserLocation(db, owner.userId, id) : null;
}

export type AddedLocation = { location: Location } & LocationsEffect;

/** Saves `code` (if new) and makes it the current location. */
export async function addLocation(db: Database, owner: LocationsOwner, code: DeliverToCode): Promise<Outcome<AddedLocation>> {
  if (owner.userId === null) {
    const next = saveBrowserLocation(readBrowserLocations(owner.browserCookie), code);
    if (!next) return failed(TOO_MANY_LOCATIONS);
    return succeeded({ location: browserLocationsView(next)[0]!, current: code, browserCookie: writeBrowserLocations(next) });
  }
  const saved = await saveUserLocation(db, owner.userId, code);
  if (!saved.ok) return saved;
  return succeeded({ location: saved.value, current: code });
}

/** Removes the location with this code; null when the shopper has none such. */
export async function removeLocation(db: Database, owner: LocationsOwner, zipcode: string): Promise<({ locations: Location[] } & LocationsEffect) | null> {
  if (owner.userId === null) {
    const next = deleteBrowserLocation(readBrowserLocations(owner.browserCookie), zipcode);
    if (!next) return null;
    return { locations: browserLocationsView(next), current: next[0] ?? null, browserCookie: writeBrowserLocations(next) };
  }
  if (!(await deleteUserLocation(db, owner.userId, zipcode))) return null;
  return listLocations(db, owner);
}

/** The shopper's current code, or null when they have not chosen one. */
export async function currentLocationCode(db: Database, owner: LocationsOwner): Promise<DeliverToCode | null> {
  if (owner.userId === null) return readBrowserLocations(owner.browserCookie)[0] ?? null;
  return asCode(await currentUserLocation(db, owner.userId));
}
