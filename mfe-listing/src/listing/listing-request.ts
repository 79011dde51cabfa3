// The GET /api/products query for a listing URL: what identifies the page comes from the route
// params, the refinements (sort, paging, facets, material ranges) from the page's own query keys.
import { MATERIAL_RANGE_KEYS } from '@storefront/contracts';
import type { Route } from '../navigation/route';
import type { StoreCode } from '@storefront/store-config';

/** Route params that identify a listing, in the order they are sent. */
const ROUTE_KEYS = ['search', 'category', 'brand', 'collection'] as const;
/** Identity keys that are refinements when the route does not name them (a category on /designs). */
const REFINING_ROUTE_KEYS: ReadonlySet<string> = new Set(['category', 'brand']);

/** Page query keys passed through to the API, in the order they are sent. */
export const REFINEMENT_KEYS: readonly string[] = [
  'sort',
  'page',
  'per_page',
  'line',
  'line_filter',
  'color',
  'size',
  'price_min',
  'price_max',
  ...MATERIAL_RANGE_KEYS,
];

/**
 * The API query for a page. Keys in `dropped` (rejected by an earlier 400 on this URL) are left
 * out. The order is fixed so `toString()` is a stable cache and request key.
 */
export function listingRequest(route: Route, search: string, store: StoreCode, dropped: readonly string[] = []): URLSearchParams {
  const page = new URLSearchParams(search);
  const out = new URLSearchParams({ store });
  for (const key of ROUTE_KEYS) {
    const value = route.params[key] ?? (REFINING_ROUTE_KEYS.has(key) ? (page.get(key) ?? undefined) : undefined);
    if (value !== undefined && value !== '' && !dropped.includes(key)) out.set(key, value);
  }
  for (const key of REFINEMENT_KEYS) {
    if (dropped.includes(key)) continue;
    for (const value of page.getAll(key)) if (value !== '') out.append(key, value);
  }
  return out;
}

/** The page's own query with rejected keys removed: the base every link on the page builds on. */
export function pageQuery(search: string, dropped: readonly string[]): URLSearchParams {
  const params = new URLSearchParams(search);
  for (const key of dropped) params.delete(key);
  return params;
}
