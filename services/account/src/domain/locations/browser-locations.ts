import type { Location } from '@storefront/contracts';
import { parseDeliverToCode, type DeliverToCode } from './deliver-to-code';
import { MAX_LOCATIONS } from './location-limits';
import { locationLabel } from './place-names';

/**
 * A guest's locations live in their browser: a cookie of comma-joined codes, the current one
 * first, then the most recently current. The cookie is the shopper's own, so it is read
 * defensively (bad or repeated entries dropped, at most MAX_LOCATIONS kept) rather than signed.
 */
export function readBrowserLocations(cookie: string | undefined): DeliverToCode[] {
  const seen = new Set<string>();
  const codes: DeliverToCode[] = [];
  for (const part of (cookie ?? '').split(',')) {
    const code = parseDeliverToCode(part);
    if (!code || seen.has(code.zipcode)) continue;
    seen.add(code.zipcode);
    codes.push(code);
  }
  return codes.slice(0, MAX_LOCATIONS);
}

export function writeBrowserLocations(codes: DeliverToCode[]): string {
  return codes.map((c) => c.zipcode).join(',');
}

/** A guest location's id: its code without the space ("M5H2N2"), safe in a path. */
export function browserLocationId(zipcode: string): string {
  return zipcode.replace(' ', '');
}

export function browserLocationsView(codes: DeliverToCode[]): Location[] {
  return codes.map((c, i) => ({ id: browserLocationId(c.zipcode), zipcode: c.zipcode, country: c.country, label: locationLabel(c.zipcode, c.country), current: i === 0 }));
}

/** `code` made current (moved or added to the front); null when it is new and the list is full. */
export function saveBrowserLocation(codes: DeliverToCode[], code: DeliverToCode): DeliverToCode[] | null {
  const others = codes.filter((c) => c.zipcode !== code.zipcode);
  if (others.length === codes.length && codes.length >= MAX_LOCATIONS) return null;
  return [code, ...others];
}

/** The list without `zipcode` (the next one becomes current); null when it was not there. */
export function deleteBrowserLocation(codes: DeliverToCode[], zipcode: string): DeliverToCode[] | null {
  const left = codes.filter((c) => c.zipcode !== zipcode);
  return left.length === codes.length ? null : left;
}
