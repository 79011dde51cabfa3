import type { PrintMethod, ReviewKind, ReviewSort } from '@storefront/contracts';
import { MAX_PAGE, REVIEW_SEARCH_MAX } from '@storefront/contracts/limits';

// The §2 review list query as the screen holds it, and its URL form. The contract's lists are values
// of the zod module, which this page does not bundle: they are repeated here, and the checks below
// fail to compile if the contract gains a value these lists lack.

export const REVIEW_SORT_CHOICES = ['newest', 'oldest', 'highest', 'lowest', 'most_helpful'] as const satisfies readonly ReviewSort[];
export const REVIEW_KIND_CHOICES = ['photos', 'verified'] as const satisfies readonly ReviewKind[];
export const PRINT_METHOD_CHOICES = ['blank', 'custom_print', 'dtf_transfer', 'sticker', 'spangle', 'letters', 'gang_sheet'] as const satisfies readonly PrintMethod[];

type Covers<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : false;
const _sortsCovered: Covers<ReviewSort, (typeof REVIEW_SORT_CHOICES)[number]> = true;
const _kindsCovered: Covers<ReviewKind, (typeof REVIEW_KIND_CHOICES)[number]> = true;
const _methodsCovered: Covers<PrintMethod, (typeof PRINT_METHOD_CHOICES)[number]> = true;

/** The contract's limits on the production-fact filters (reviewListQuery). */
const COLOR_MAX = 60;
const SIZE_MAX = 20;

export interface ReviewQuery {
  page: number;
  sort: ReviewSort;
  /** null: all reviews */
  kind: ReviewKind | null;
  /** '' when not searching */
  search: string;
  color: string | null;
  size: string | null;
  /** the print methods to show (any of them); empty: every method */
  customizations: readonly PrintMethod[];
}

export const DEFAULT_REVIEW_QUERY: ReviewQuery = { page: 1, sort: 'newest', kind: null, search: '', color: null, size: null, customizations: [] };

/** A page change, or any other edit of the query (which starts again from page 1, §5). */
export type ReviewQueryChange = { page: number } | Partial<Omit<ReviewQuery, 'page'>>;

const isPageChange = (change: ReviewQueryChange): change is { page: number } => {
  const keys = Object.keys(change);
  return keys.length === 1 && keys[0] === 'page';
};

const clampPage = (page: number) => (Number.isInteger(page) ? Math.min(Math.max(page, 1), MAX_PAGE) : 1);

/**
 * The query after `change`: a page change moves to that page; searching, filtering or sorting
 * resets the page to 1 (§5).
 */
export function nextReviewQuery(query: ReviewQuery, change: ReviewQueryChange): ReviewQuery {
  if (isPageChange(change)) return { ...query, page: clampPage(change.page) };
  const next: ReviewQuery = { ...query, ...change, page: 1 };
  next.search = next.search.trim().slice(0, REVIEW_SEARCH_MAX);
  next.color = next.color?.trim() || null;
  next.size = next.size?.trim() || null;
  next.customizations = [...new Set(next.customizations)];
  return next;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null => (value !== null && (list as readonly string[]).includes(value) ? (value as T) : null);

/** A text filter within its limit, else null (the server would refuse it). */
const textWithin = (value: string | null, max: number): string | null => {
  const text = value?.trim() ?? '';
  return text !== '' && text.length <= max ? text : null;
};

/** The §2 params of an address (page, sort, kind, search, color, size, customizations[]); values the server would refuse are dropped. */
export function reviewQueryFromSearch(params: URLSearchParams): ReviewQuery {
  const pageText = params.get('page') ?? '';
  const pageNumber = Number(pageText);
  const page = /^\d+$/.test(pageText) && pageNumber >= 1 && pageNumber <= MAX_PAGE ? pageNumber : 1;
  const search = textWithin(params.get('search'), REVIEW_SEARCH_MAX) ?? '';
  const customizations = params.getAll('customizations[]').flatMap((v) => oneOf(PRINT_METHOD_CHOICES, v) ?? []);
  return {
    page,
    sort: oneOf(REVIEW_SORT_CHOICES, params.get('sort')) ?? 'newest',
    kind: oneOf(REVIEW_KIND_CHOICES, params.get('kind')),
    search,
    color: textWithin(params.get('color'), COLOR_MAX),
    size: textWithin(params.get('size'), SIZE_MAX),
    customizations: [...new Set(customizations)],
  };
}

/** The query as §2 params, leaving out what is the server's default (page 1, newest first, no filter). */
export function reviewQueryToSearch(query: ReviewQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (query.page > 1) out.set('page', String(query.page));
  if (query.sort !== 'newest') out.set('sort', query.sort);
  if (query.kind) out.set('kind', query.kind);
  if (query.search) out.set('search', query.search);
  if (query.color) out.set('color', query.color);
  if (query.size) out.set('size', query.size);
  for (const method of query.customizations) out.append('customizations[]', method);
  return out;
}

/** Whether anything narrows the list (sorting does not). */
export function isFiltered(query: ReviewQuery): boolean {
  return query.kind !== null || query.search !== '' || query.color !== null || query.size !== null || query.customizations.length > 0;
}
