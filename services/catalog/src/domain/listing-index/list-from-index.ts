import { assembleCards, type CardColor, type CardRow } from '@storefront/db';
import type { ListingCountResponse, ListingQuery, ListingResponse, ProductKind, BusinessLine } from '@storefront/contracts';
import { shapeFacets } from '../listing-facets';
import type { ListingScope } from '../listing-scope';
import type { ListingIndex, StoreIndex } from './listing-index';
import { indexFacetRows, lineFacetRows, pageRows, scopeRows, withScratch } from './query-listing-index';

/**
 * A listing answered from the in-memory index alone (no search term): total, facets, the page's
 * rows and their cards (text, colours and stock) all from the index, so no query runs. The cards
 * are assembled by the same function as the SQL path's (assembleCards), so both answer alike.
 */
export function listFromIndex(index: ListingIndex, q: ListingQuery, scope: ListingScope, imageBaseUrl: string): ListingResponse {
  const store = index.stores[q.store];
  const { facets, total, page } = withScratch(store, (scratch) => {
    const rows = scopeRows(index, store, scope.spec, scratch);
    return { ...shapeFacets(indexFacetRows(index, store, rows), scope.lines), page: pageRows(store, rows.all, q.sort, (q.page - 1) * q.per_page, q.per_page) };
  });
  const cards = page.flatMap((r) => cardRow(index, store, r) ?? []);
  // each card's product position, known from its row: no search by id
  const positions = new Map(page.map((r) => [store.productId[r]!, store.cardAt[r]!]));
  const products = assembleCards(cards, (id) => colorsAt(index, id, positions.get(id)!), { store: q.store, imageBaseUrl });
  return { title: scope.title, products, total, page: q.page, per_page: q.per_page, sort: q.sort, facets };
}

/** The total alone (the phone filter sheet), read off the line counts as the listing's is. */
export function countFromIndex(index: ListingIndex, q: ListingQuery, scope: ListingScope): ListingCountResponse {
  const store = index.stores[q.store];
  return withScratch(store, (scratch) => ({ total: shapeFacets(lineFacetRows(index, store, scopeRows(index, store, scope.spec, scratch)), scope.lines).total }));
}

/** The card row the SQL path selects (products joined to brands): none when either is missing, as its inner joins drop it. */
function cardRow(index: ListingIndex, store: StoreIndex, r: number): CardRow | undefined {
  const p = store.cardAt[r]!;
  const brand = index.brandLabels.get(index.brandIds[store.brand[r]!]!);
  if (p < 0 || !brand) return undefined;
  const { cards } = index;
  return {
    id: store.productId[r]!,
    slug: cards.slug[p]!,
    title: cards.title[p]!,
    catalogNumber: cards.catalogNumber[p]!,
    kind: index.kinds.values[cards.kind[p]!] as ProductKind,
    businessLine: index.lines.values[cards.line[p]!] as BusinessLine,
    garment: index.garments.values[cards.garment[p]!]!,
    brandSlug: brand.slug,
    brandName: brand.name,
    price: store.amount[r]!,
  };
}

/** A product's colours in gallery order, from the card facts (`p`: its position there). */
function colorsAt(index: ListingIndex, productId: number, p: number): CardColor[] {
  const { cards } = index;
  const out: CardColor[] = [];
  for (let c = cards.colorStart[p]!; c < cards.colorStart[p + 1]!; c++) {
    out.push({
      id: cards.colorId[c]!,
      productId,
      colorName: index.colorNames.values[cards.colorName[c]!]!,
      colorHex: index.colorHexes.values[cards.colorHex[c]!]!,
      inStock: cards.colorInStock[c] === 1,
    });
  }
  return out;
}
