// Links the screens of §2 answer to, in the shape recognize() reads back.
import type { StoreCode } from '@storefront/store-config';
import { withStore } from './store-prefix';

export type ListingParams = Record<string, string | readonly string[] | undefined>;

export function productUrl(slug: string, store: StoreCode): string {
  return withStore(`/${encodeURIComponent(slug)}.html`, store);
}

export function brandUrl(slug: string, store: StoreCode): string {
  return withStore(`/brands/${encodeURIComponent(slug)}`, store);
}

export function categoryUrl(slug: string, store: StoreCode): string {
  return withStore(`/${encodeURIComponent(slug)}`, store);
}

/** Arrays become repeated keys (`customizations[]=a&customizations[]=b`); undefined values are dropped. */
export function listingUrl(params: ListingParams, store: StoreCode, base = '/'): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (typeof value === 'string') query.append(key, value);
    else for (const item of value) query.append(key, item);
  }
  const text = query.toString();
  const joiner = base.includes('?') ? '&' : '?';
  return withStore(text === '' ? base : `${base}${joiner}${text}`, store);
}
