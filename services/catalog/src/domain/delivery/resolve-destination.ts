import { parseDestination, storeDefaultDestination, type Destination } from '@storefront/delivery';
import type { StoreCode } from '@storefront/store-config';

/** The cookie the locations API keeps the shopper's chosen ZIP or postal code in (same format as `zipcode`). */
export const DELIVERY_ZIP_COOKIE = 'delivery_zip';

export const ZIPCODE_MESSAGE = 'zipcode must be a US ZIP code (12345 or 12345-6789) or a Canadian postal code (A1A 1A1, or its first three characters)';

export type ResolvedDestination = { ok: true; destination: Destination } | { ok: false; message: string };

/**
 * Where to estimate for: the `zipcode` asked for (malformed → an error to answer as a 400), else
 * the saved `delivery_zip` cookie (a stale or tampered cookie is ignored, not an error: the shopper
 * did not type it in this request), else the store's default.
 */
export function resolveDestination(store: StoreCode, zipcode: string | undefined, cookieHeader: string | undefined): ResolvedDestination {
  if (zipcode !== undefined && zipcode.trim() !== '') {
    const asked = parseDestination(zipcode);
    return asked ? { ok: true, destination: asked } : { ok: false, message: ZIPCODE_MESSAGE };
  }
  const saved = cookieValue(cookieHeader, DELIVERY_ZIP_COOKIE);
  const fromCookie = saved ? parseDestination(saved) : null;
  return { ok: true, destination: fromCookie ?? storeDefaultDestination(store) };
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}
