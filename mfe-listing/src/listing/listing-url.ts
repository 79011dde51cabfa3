// Links a listing page makes to itself: toggled facets, sort, pages, material range, cleared filters.
// Every builder starts from the page's own query (minus keys the API rejected) and keeps the path,
// so the store prefix and the page identity stay as they are.
import { FILTER_KEYS, MATERIAL_RANGE_KEYS, type Material, type Sort } from '@storefront/contracts';

export interface PageLocation {
  /** as in the address bar, store prefix included */
  pathname: string;
  /** the page query with rejected keys already removed */
  params: URLSearchParams;
}

/** Which identity keys are refinements on this page (a category on a search page) and so may be toggled or cleared. */
export interface FilterScope {
  categoryIsFilter: boolean;
  brandIsFilter: boolean;
}

export function hrefOf(pathname: string, params: URLSearchParams): string {
  const qs = params.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

/** Values of a list key, whether repeated (?color=a&color=b) or comma-joined (?color=a,b). */
export function listValues(params: URLSearchParams, key: string): string[] {
  return params
    .getAll(key)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

function next(loc: PageLocation): URLSearchParams {
  const params = new URLSearchParams(loc.params);
  // a changed result set starts on its first page
  params.delete('page');
  return params;
}

/** Link of one facet value: adds it, or removes it when already chosen (radios hold one value). */
export function toggleHref(loc: PageLocation, key: string, value: string, multiple: boolean): string {
  const params = next(loc);
  const current = listValues(loc.params, key);
  params.delete(key);
  const chosen = current.includes(value) ? current.filter((v) => v !== value) : multiple ? [...current, value] : [value];
  for (const v of chosen) params.append(key, v);
  return hrefOf(loc.pathname, params);
}

export function sortHref(loc: PageLocation, sort: Sort): string {
  const params = next(loc);
  if (sort === 'relevance') params.delete('sort');
  else params.set('sort', sort);
  return hrefOf(loc.pathname, params);
}

export function pageHref(loc: PageLocation, page: number): string {
  const params = new URLSearchParams(loc.params);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  return hrefOf(loc.pathname, params);
}

export interface MaterialRange {
  material: Material;
  min: number;
  max: number;
}

/**
 * §5: the material filter writes `{material}_range=min,max` and drops page, per_page and query.
 * One material at a time, so any other material range goes too; `null` clears the filter.
 */
export function materialHref(loc: PageLocation, range: MaterialRange | null): string {
  const params = new URLSearchParams(loc.params);
  for (const key of [...MATERIAL_RANGE_KEYS, 'page', 'per_page', 'query']) params.delete(key);
  if (range) params.set(`${range.material}_range`, `${range.min},${range.max}`);
  return hrefOf(loc.pathname, params);
}

/** Keys a shopper adds by filtering (never the search term, sort or page size). */
export function filterKeys(scope: FilterScope): string[] {
  return [
    ...FILTER_KEYS,
    ...(scope.categoryIsFilter ? ['category'] : []),
    ...(scope.brandIsFilter ? ['brand'] : []),
  ];
}

export function hasFilters(loc: PageLocation, scope: FilterScope): boolean {
  return filterKeys(scope).some((key) => loc.params.has(key));
}

export function clearFiltersHref(loc: PageLocation, scope: FilterScope): string {
  const params = next(loc);
  for (const key of filterKeys(scope)) params.delete(key);
  return hrefOf(loc.pathname, params);
}
