import type { Database } from '@storefront/db';
import type { ListingCountResponse, ListingQuery, ListingResponse } from '@storefront/contracts';
import { shapeFacets } from '../listing-facets';
import type { ListingScope } from '../listing-scope';
import { buildCards, selectCardRowsById, type CardRow } from '../product-cards';
import type { ListingIndex } from './listing-index';
import { indexFacetRows, lineFacetRows, pageIds, scopeRows } from './query-listing-index';

/**
 * A listing answered from the in-memory index (no search term): total, facets and the page's
 * product ids from the index, then only the page's cards from SQL (buildCards: compositions and
 * stock, which the index does not hold), in the index's order.
 */
export async function listFromIndex(db: Database, index: ListingIndex, q: ListingQuery, scope: ListingScope, imageBaseUrl: string): Promise<ListingResponse> {
  const store = index.stores[q.store];
  const rows = scopeRows(index, store, scope.spec);
  const { facets, total } = shapeFacets(indexFacetRows(index, store, rows), scope.lines);
  const ids = pageIds(store, rows.all, q.sort, (q.page - 1) * q.per_page, q.per_page);
  const cards = await buildCards(db, await cardRowsInOrder(db, q, ids), { store: q.store, imageBaseUrl });
  return { title: scope.title, products: cards, total, page: q.page, per_page: q.per_page, sort: q.sort, facets };
}

/** The total alone (the phone filter sheet), read off the line counts as the listing's is. */
export function countFromIndex(index: ListingIndex, q: ListingQuery, scope: ListingScope): ListingCountResponse {
  const store = index.stores[q.store];
  return { total: shapeFacets(lineFacetRows(index, store, scopeRows(index, store, scope.spec)), scope.lines).total };
}

/** The page's card rows by id (the same select as the SQL path's), put back in the index's order. */
async function cardRowsInOrder(db: Database, q: ListingQuery, ids: number[]): Promise<CardRow[]> {
  const found = await selectCardRowsById(db, q.store, ids);
  const byId = new Map(found.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
