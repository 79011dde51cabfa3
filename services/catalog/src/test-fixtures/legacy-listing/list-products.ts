// The listing as it was before catalog.product_listing (issue 10 part 3), kept only as the
// oracle of listing-equivalence.test.ts: the new path must answer exactly what this one did.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@storefront/db';
import type { ListingCountResponse, ListingQuery, ListingResponse, Sort } from '@storefront/contracts';
import type { FacetCache } from '../../domain/facet-cache';
import { found, type Found } from '../../domain/found';
import { listingFacets } from './listing-facets';
import { and, FACET_GROUPS, resolveListingScope, type ListingScope } from './listing-scope';
import { matchSearch, type SearchMatch } from '../../domain/match-search';
import { buildCards, type CardContext } from '../../domain/product-cards';
import { selectCardRows } from './select-card-rows';

/** Every order ends on the id so paging is stable when the first keys tie. */
function orderBy(sort: Sort, search: SearchMatch | undefined): SQL {
  switch (sort) {
    case 'relevance':
      return search ? sql`${search.rank} desc, p.units_sold desc, p.id` : sql`p.units_sold desc, p.id`;
    case 'newest':
      return sql`p.created_at desc, p.id desc`;
    case 'price_asc':
      return sql`pr.amount, p.id`;
    case 'price_desc':
      return sql`pr.amount desc, p.id`;
    case 'best_selling':
      return sql`p.units_sold desc, p.id`;
  }
}

export interface ListingContext extends Omit<CardContext, 'store'> {
  facetCache?: FacetCache;
  /** the catalog version the answer is built at: cached facets are reused only within it */
  version?: number;
}

/**
 * The product listing and search of §2: filters, facets, sort and paging in the store's
 * prices. Queries: slug look-ups (only for category/brand/collection), the search match (only
 * with a term), one facet statement (skipped on a cache hit), one page query and one query
 * for the page's colours and stock.
 */
export async function listProducts(db: Database, q: ListingQuery, ctx: ListingContext): Promise<Found<ListingResponse>> {
  const resolved = await resolveListingScope(db, q);
  if (!resolved.ok) return resolved;
  const scope = resolved.value;
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
  const resolved = await resolveListingScope(db, q);
  if (!resolved.ok) return resolved;
  const scope = resolved.value;
  const search = scope.term ? await matchSearch(db, scope.term) : undefined;
  const { total } = await countedFacets(db, q, ctx, scope, search);
  return found({ total });
}

function countedFacets(db: Database, q: ListingQuery, ctx: ListingContext, scope: ListingScope, search: SearchMatch | undefined) {
  const base = search ? [search.condition, ...scope.base] : scope.base;
  const facets = () => listingFacets(db, q.store, base, scope);
  return ctx.facetCache ? ctx.facetCache.getOrCompute(`${ctx.version ?? ''}|${scope.key}|${search?.key ?? ''}`, facets) : facets();
}
