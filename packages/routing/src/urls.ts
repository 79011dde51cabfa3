// Links the screens of §2 answer to, in the shape recognize() reads back.
import type { StoreCode } from '@storefront/store-config';
import { recognize } from './recognize';
import { withStore } from './store-prefix';

export type ListingParams = Record<string, string | readonly string[] | undefined>;

/** A product's page; a digital asset (kind `digital_asset`) has its own page under /digital-assets. */
export function productUrl(slug: string, store: StoreCode, kind?: string): string {
  if (kind === 'digital_asset') return digitalAssetUrl(slug, store);
  return withStore(`/${encodeURIComponent(slug)}.html`, store);
}

/** A digital asset's page: /digital-assets/{slug}.html (§2: the slug is the last segment before .html). */
export function digitalAssetUrl(slug: string, store: StoreCode): string {
  return withStore(`/digital-assets/${encodeURIComponent(slug)}.html`, store);
}

/** The sign-in (or sign-up) page that comes back to `current` (path + query) afterwards. */
export function signInUrl(store: StoreCode, current: string, form: 'sign-in' | 'sign-up' = 'sign-in'): string {
  return `${withStore(`/account/${form}`, store)}?return_to=${encodeURIComponent(current)}`;
}

export function brandUrl(slug: string, store: StoreCode): string {
  return withStore(`/brands/${encodeURIComponent(slug)}`, store);
}

/**
 * `/{slug}` when that path is the category's listing; otherwise (the slug names a reserved page such
 * as `made`, a collection or a buy-flow screen) the query form `/?category={slug}`, which §2 always
 * reads as a listing, so no category link can land on another page.
 */
export function categoryUrl(slug: string, store: StoreCode): string {
  const path = `/${encodeURIComponent(slug)}`;
  const route = recognize(path, '');
  const isListing = route.screen === 'listing' && route.params.category === slug;
  return withStore(isListing ? path : listingUrl({ category: slug }, 'us'), store);
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
