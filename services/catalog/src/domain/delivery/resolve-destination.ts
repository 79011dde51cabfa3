import { parseDestination, storeDefaultDestination, type Destination } from '@storefront/delivery';
import { failed, succeeded, type Outcome } from '@storefront/server-kit';
import type { StoreCode } from '@storefront/store-config';

/** The cookie the locations API keeps the shopper's chosen ZIP or postal code in (same format as `zipcode`). */
export const DELIVERY_ZIP_COOKIE = 'delivery_zip';

export const ZIPCODE_MESSAGE = 'zipcode must be a US ZIP code (12345 or 12345-6789) or a Canadian postal code (A1A 1A1, or its first three characters)';

/**
 * Where to estimate for: the `zipcode` asked for (malformed → a problem, answered as a 400), else
 * the code saved in the `delivery_zip` cookie (a stale or tampered one is ignored, not an error:
 * the shopper did not type it in this request), else the store's default.
 */
export function resolveDestination(store: StoreCode, zipcode: string | undefined, savedCode: string | undefined): Outcome<Destination> {
  if (zipcode !== undefined && zipcode.trim() !== '') {
    const asked = parseDestination(zipcode);
    return asked ? succeeded(asked) : failed({ kind: 'malformed', code: 'invalid_request', message: ZIPCODE_MESSAGE, fieldErrors: { zipcode: [ZIPCODE_MESSAGE] } });
  }
  const fromCookie = savedCode ? parseDestination(savedCode) : null;
  return succeeded(fromCookie ?? storeDefaultDestination(store));
}
