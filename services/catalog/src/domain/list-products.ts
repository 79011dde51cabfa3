import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@storefront/db';
import type { ListingQuery, ListingResponse, Sort } from '@storefront/contracts';
import type { FacetCache } from './facet-cache';
import { found, type Found } from './found';
import { listingFacets } from './listing-facets';
import { and, FACET_GROUPS, resolveListingScope } from './listing-scope';
import { matchSearch, type SearchMatch } from './match-search';
import { buildCards, selectCardRows, type CardContext } from './product-cards';

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

  const cacheKey = `${scope.key}|${search?.key ?? ''}`;
  const facets = () => listingFacets(db, q.store, base, scope);
  const [counted, rows] = await Promise.all([
    ctx.facetCache ? ctx.facetCache.getOrCompute(cacheKey, facets) : facets(),
    selectCardRows(db, q.store, where, orderBy(q.sort, search), q.per_page, (q.page - 1) * q.per_page),
  ]);

  const products = await buildCards(db, rows, { store: q.store, imageBaseUrl: ctx.imageBaseUrl });
  return found({ title: scope.title, products, total: counted.total, page: q.page, per_page: q.per_page, sort: q.sort, facets: counted.facets });
}
