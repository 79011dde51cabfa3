import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@storefront/db';
import type { ListingCountResponse, ListingQuery, ListingResponse, Sort } from '@storefront/contracts';
import type { FacetCache } from './facet-cache';
import { found, type Found } from './found';
import type { ListingIndexSource } from './listing-index/listing-index-holder';
import { countFromIndex, listFromIndex } from './listing-index/list-from-index';
import { listingFacets } from './listing-facets';
import { and, FACET_GROUPS, normaliseTerm, resolveListingScope, type ListingScope } from './listing-scope';
import { matchSearch, type SearchMatch } from './match-search';
import { buildCards, selectCardRows, type CardContext } from './product-cards';

/**
 * Every order ends on the id so paging is stable when the first keys tie; `l` columns, so the
 * listing's (store, key, id) indexes serve them. `nulls last` as those indexes are declared (the
 * columns are never null, so the order is the same; without it PostgreSQL sorted the whole store).
 */
function orderBy(sort: Sort, search: SearchMatch | undefined): SQL {
  switch (sort) {
    case 'relevance':
      return search ? sql`${search.rank} desc, l.units_sold desc nulls last, l.product_id` : sql`l.units_sold desc nulls last, l.product_id`;
    case 'newest':
      return sql`l.created_at desc nulls last, l.product_id desc nulls last`;
    case 'price_asc':
      return sql`l.amount, l.product_id`;
    case 'price_desc':
      return sql`l.amount desc, l.product_id`;
    case 'best_selling':
      return sql`l.units_sold desc nulls last, l.product_id`;
  }
}

export interface ListingContext extends Omit<CardContext, 'store'> {
  facetCache?: FacetCache;
  /** the catalog version the answer is built at: cached facets are reused only within it */
  version?: number;
  /** the in-memory listing index (listing-index/): used only when built at exactly `version` */
  listingIndex?: ListingIndexSource;
}

/** The index for this request: never for a search (full text stays SQL), never one of another version. */
function indexFor(ctx: ListingContext, q: ListingQuery) {
  return normaliseTerm(q.search ?? q.q) === undefined && ctx.version !== undefined ? ctx.listingIndex?.at(ctx.version) : undefined;
}

/**
 * The product listing and search of §2: filters, facets, sort and paging in the store's
 * prices. Queries: slug look-ups (only for category/brand/collection), the search match (only
 * with a term), one facet statement (skipped on a cache hit), one page query and one query
 * for the page's colours and stock. Without a search term, and with the listing index loaded at
 * the request's catalog version, facets, total and the page's ids come from the index instead
 * slugs, cards and all (listing-index/list-from-index.ts): no query runs.
 */
export async function listProducts(db: Database, q: ListingQuery, ctx: ListingContext): Promise<Found<ListingResponse>> {
  const index = indexFor(ctx, q);
  const resolved = await resolveListingScope(db, q, index);
  if (!resolved.ok) return resolved;
  const scope = resolved.value;
  if (index) return found(listFromIndex(index, q, scope, ctx.imageBaseUrl));
  const search = scope.term ? await matchSearch(db, scope.term) : undefined;
  const base = search ? [search.condition, ...scope.base] : scope.base;
  const where = and([...base, ...FACET_GROUPS.flatMap((g) => scope.filters[g] ?? [])]);

  const [counted, rows] = await Promise.all([
    countedFacets(db, q, ctx, scope, search),
    selectCardRows(db, q.store, where, orderBy(q.sort, search), q.per_page, (q.page - 1) * q.per_page),
  ]);

  const products = await buildCards(db, rows, { store: q.store, imageBaseUrl: ctx.imageBaseUrl });
  return found({ title: scope.title, products, total: counted.total, page: q.page, per_page: q.per_page, sort: q.sort, facets: counted.facets });
}

/**
 * The total the listing would show for a query, alone: for the phone filter sheet's "Show 42
 * products" while the shopper is still choosing. The same scope and (cached) facet statement
 * as listProducts, so the two always agree, without a page of cards.
 */
export async function countProducts(db: Database, q: ListingQuery, ctx: ListingContext): Promise<Found<ListingCountResponse>> {
  const index = indexFor(ctx, q);
  const resolved = await resolveListingScope(db, q, index);
  if (!resolved.ok) return resolved;
  const scope = resolved.value;
  if (index) return found(countFromIndex(index, q, scope));
  const search = scope.term ? await matchSearch(db, scope.term) : undefined;
  const { total } = await countedFacets(db, q, ctx, scope, search);
  return found({ total });
}

function countedFacets(db: Database, q: ListingQuery, ctx: ListingContext, scope: ListingScope, search: SearchMatch | undefined) {
  const base = search ? [search.condition, ...scope.base] : scope.base;
  const facets = () => listingFacets(db, q.store, base, scope, search !== undefined);
  return ctx.facetCache ? ctx.facetCache.getOrCompute(`${ctx.version ?? ''}|${scope.key}|${search?.key ?? ''}`, facets) : facets();
}
