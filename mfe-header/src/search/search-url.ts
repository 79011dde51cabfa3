import type { LINE_FILTERS } from '@storefront/contracts';
import { MAX_SEARCH_LENGTH } from '@storefront/contracts/limits';
import { listingUrl } from '@storefront/routing';
import type { StoreCode } from '@storefront/store-config';

type LineFilter = keyof typeof LINE_FILTERS;

/** The header's category buttons (§2): custom-shirts → line_filter=Customizable, blank-apparel → Blanks. */
export const SEARCH_CATEGORIES = [
  { key: 'all', label: 'All', lineFilter: undefined },
  { key: 'custom-shirts', label: 'Custom shirts', lineFilter: 'Customizable' },
  { key: 'blank-apparel', label: 'Blank apparel', lineFilter: 'Blanks' },
] as const satisfies readonly { key: string; label: string; lineFilter: LineFilter | undefined }[];

export type SearchCategory = (typeof SEARCH_CATEGORIES)[number]['key'];

/** Shortest search worth running; one letter matches nearly everything. */
export const MIN_SEARCH_LENGTH = 2;
export { MAX_SEARCH_LENGTH };

/** The listing's `line_filter` a category searches with (none for All). */
export function lineFilterOf(category: SearchCategory): LineFilter | undefined {
  return SEARCH_CATEGORIES.find((c) => c.key === category)?.lineFilter;
}

export function searchUrl(term: string, category: SearchCategory, store: StoreCode): string {
  return listingUrl({ search: term, line_filter: lineFilterOf(category) }, store);
}

/** What the form shows for the current URL, so a results page keeps its search and category. */
export function searchFromQuery(search: string): { term: string; category: SearchCategory } {
  const query = new URLSearchParams(search);
  const term = (query.get('search') || query.get('q') || '').slice(0, MAX_SEARCH_LENGTH);
  const lineFilter = query.get('line_filter');
  const category = SEARCH_CATEGORIES.find((c) => c.lineFilter !== undefined && c.lineFilter === lineFilter)?.key ?? 'all';
  return { term, category };
}
