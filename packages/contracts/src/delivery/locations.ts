import { z } from 'zod';
import { addressCountry } from '../account/address';
import { storeCode } from '../common';

/** A destination for estimates: a US ZIP (5 digits) or a Canadian postal code ("A1A 1A1", or its FSA "A1A"). */
export const location = z.object({
  id: z.string(),
  zipcode: z.string(),
  country: addressCountry,
  /** "Austin, TX 78701" or the code alone when the place is unknown */
  label: z.string(),
  current: z.boolean(),
});
export type Location = z.infer<typeof location>;

/** GET /api/locations.json → the shopper's saved locations (signed in: the account's; guests: the browser's cookie) */
export const locationsResponse = z.object({ locations: z.array(location) });
export type LocationsResponse = z.infer<typeof locationsResponse>;

/** POST /api/locations.json {zipcode, store} → 201 {location}, now current. A malformed code is a 400 with a message. */
export const createLocationBody = z.object({ zipcode: z.string().trim().min(1, 'is required').max(10), store: storeCode.default('us') }).strict();
export type CreateLocationBody = z.input<typeof createLocationBody>;
export const locationResponse = z.object({ location });
export type LocationResponse = z.infer<typeof locationResponse>;

/** GET /api/locations/current_location?store= → where estimates are computed for, and why */
export const currentLocationResponse = z.object({
  zipcode: z.string(),
  country: addressCountry,
  label: z.string(),
  /** 'saved': the shopper chose it; 'default': the store's default destination */
  source: z.enum(['saved', 'default']),
});
export type CurrentLocationResponse = z.infer<typeof currentLocationResponse>;

/** The cookie mirroring the shopper's current deliver-to code ("10001", "M5H 2N2"), read by the estimate endpoints. */
export const DELIVERY_ZIP_COOKIE = 'delivery_zip';
