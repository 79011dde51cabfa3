// The listing's query keys and the one function that builds the /api/products query, with no
// schema library behind them: the gateway and the listing remote both call `listingRequest`, and
// the remote bundles no zod. The query's zod schema (listing.ts) uses the same keys.
import { MATERIALS } from './taxonomy';

export const MATERIAL_RANGE_KEYS = MATERIALS.map((m) => `${m}_range` as const);

/**
 * A `{material}_range` value as `[min, max]`, or null when it is not two percentages 0..100 with
 * min ≤ max: what the `materialRange` schema accepts, for browser code that must not bundle zod.
 */
export function readMaterialRange(value: string): [number, number] | null {
  const match = /^(\d{1,3}),(\d{1,3})$/.exec(value);
  if (!match) return null;
  const lo = Number(match[1]);
  const hi = Number(match[2]);
  return lo <= hi && hi <= 100 ? [lo, hi] : null;
}

/** Route params that identify a listing, in the order they are sent. */
const ROUTE_KEYS = ['search', 'category', 'brand', 'collection'] as const;
/** Identity keys that are refinements when the route does not name them (a category on /designs). */
const REFINING_ROUTE_KEYS: ReadonlySet<string> = new Set(['category', 'brand']);

/** Keys a shopper adds by filtering (not the search term, sort or paging). */
export const FILTER_KEYS: readonly string[] = ['line', 'line_filter', 'color', 'size', 'format', 'tag', 'price_min', 'price_max', ...MATERIAL_RANGE_KEYS];

/** Page query keys passed through to the API, in the order they are sent. */
export const REFINEMENT_KEYS: readonly string[] = ['sort', 'page', 'per_page', ...FILTER_KEYS];

/**
 * The GET /api/products query for a listing page — one function for the gateway (first page,
 * inlined) and the listing remote (every later one), so both ask for the same thing. What
 * identifies the page comes from the route params, refinements from the page's own query keys;
 * anything else (tracking keys …) is dropped, and so are `dropped` keys (rejected by an earlier
 * 400 for this address). The order is fixed so `toString()` is a stable cache key.
 */
export function listingRequest(
  routeParams: Record<string, string>,
  search: string | URLSearchParams,
  store: 'us' | 'ca',
  dropped: readonly string[] = [],
): URLSearchParams {
  const page = new URLSearchParams(search);
  const out = new URLSearchParams({ store });
  for (const key of ROUTE_KEYS) {
    const value = routeParams[key] ?? (REFINING_ROUTE_KEYS.has(key) ? (page.get(key) ?? undefined) : undefined);
    if (value !== undefined && value !== '' && !dropped.includes(key)) out.set(key, value);
  }
  for (const key of REFINEMENT_KEYS) {
    if (dropped.includes(key)) continue;
    for (const value of page.getAll(key)) if (value !== '') out.append(key, value);
  }
  return out;
}
