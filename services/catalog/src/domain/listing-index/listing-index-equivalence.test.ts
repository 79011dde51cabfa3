import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { listingQuery, type ListingQuery } from '@storefront/contracts';
import { seedDemoCatalog, type DatabaseHandle } from '@storefront/db';
import { createTestDatabase } from '@storefront/testing';
import { catalogValues, generatedListingQuery, seededRandom, type CatalogValues } from '../../test-fixtures/listing-queries';
import { readCatalogVersion } from '../catalog-version';
import { countProducts, listProducts, type ListingContext } from '../list-products';
import { ListingIndexHolder } from './listing-index-holder';
import { loadListingIndex } from './load-listing-index';

/**
 * The in-memory index must answer exactly what the SQL path answers for every listing without a
 * search term: the page's products in order, the total, every facet (values, labels, counts,
 * hexes, orderings, price and material ranges), both stores, every sort, deep pages. Queries are
 * generated from the demo catalog's own values, in the style of ../listing-equivalence.test.ts.
 */
let handle: DatabaseHandle;
let holder: ListingIndexHolder;
let viaIndex: ListingContext;
const viaSql: ListingContext = { imageBaseUrl: '' };
let values: CatalogValues;
const silent = { info: () => {}, warn: () => {} };

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemoCatalog(handle.db);
  // ties in every sort key (the demo has few in created_at and units_sold), so tie-breaks are compared too
  await handle.db.execute(sql`update catalog.products set created_at = date_trunc('month', created_at), units_sold = units_sold / 100 * 100 where id % 3 = 0`);
  // one product not sold in the US: the stores differ, and the US row count (2399) is not a multiple of 32
  await handle.db.execute(sql`delete from catalog.prices where store = 'us' and product_id = (select min(id) from catalog.products)`);
  // a family with no fixed swatch, over many hexes: its facet shows the smallest hex in scope
  await handle.db.execute(sql`update catalog.compositions set color_family = 'teal' where id % 7 = 0`);
  // cards come from the index too: colours out of id order (gallery position rules), and colours
  // without stock, by an empty shelf or by their only shelf's warehouse closing
  await handle.db.execute(sql`update catalog.compositions set position = (id * 7) % 5`);
  await handle.db.execute(sql`update catalog.inventory set on_hand = 0 where sku_id in (select id from catalog.skus where composition_id % 5 = 0 or product_id % 4 = 0)`);
  await handle.db.execute(sql`update catalog.inventory set on_hand = 0 where warehouse_id = (select min(id) from catalog.warehouses) and sku_id in (select id from catalog.skus where composition_id % 5 = 1)`);
  await handle.db.execute(sql`update catalog.warehouses set active = false where id = (select max(id) from catalog.warehouses) and (select count(*) from catalog.warehouses) > 1`);
  holder = new ListingIndexHolder(() => loadListingIndex(handle.db), silent);
  holder.refresh();
  await holder.settled();
  viaIndex = { imageBaseUrl: '', version: await readCatalogVersion(handle.db), listingIndex: holder };
  values = await catalogValues(handle.db);
}, 180_000);
afterAll(async () => {
  await holder?.close();
  await handle?.close();
});

const HAND_PICKED: Array<Record<string, string>> = [
  {},
  { store: 'ca', sort: 'newest', page: '3' },
  { sort: 'price_asc', per_page: '96', page: '5' },
  { sort: 'price_desc', store: 'ca', page: '2' },
  { line: 'blanks', sort: 'price_asc', per_page: '48', cotton_range: '50,100' },
  { line: 'blanks', sort: 'price_desc', cotton_range: '50,100', polyester_range: '0,50', store: 'ca' },
  // every facet filter at once, and each left out in turn by its own facet
  { line: 'blanks,transfers', brand: 'gildan', color: 'black,white', size: 'M,L', price_min: '100', price_max: '9000', cotton_range: '0,100' },
  { color: 'red,white', size: 'XL', sort: 'newest', page: '2' },
  // digital assets: licences as sizes, authors as brands, the art's colour
  { line: 'digital', sort: 'price_desc' },
  { line: 'digital,print', size: 'extended,M', store: 'ca', brand: 'sunwave-supply' },
  { category: 'digital-designs', color: 'white,navy', sort: 'best_selling', page: '2', per_page: '24' },
  { collection: 'clothing', sort: 'best_selling', page: '3' },
  { collection: 'designs', line_filter: 'Blanks' },
  { price_min: '0', price_max: '0' },
  { color: 'no-such-colour' },
  { size: 'no-such-size', line: 'stickers' },
  { page: '500' },
  { brand: 'no-such-brand' },
  { category: 'no-such-category' },
];

const parse = (query: Record<string, string>) => listingQuery.parse(query) as ListingQuery;

async function expectSameAnswers(query: Record<string, string>) {
  const q = parse(query);
  const hits = holder.stats.hits;
  const [index, sqlAnswer] = [await listProducts(handle.db, q, viaIndex), await listProducts(handle.db, q, viaSql)];
  expect(index, JSON.stringify(query)).toEqual(sqlAnswer);
  expect(await countProducts(handle.db, q, viaIndex), JSON.stringify(query)).toEqual(await countProducts(handle.db, q, viaSql));
  // a found scope must have been answered by the index (both calls), or this test compares SQL with SQL
  if (sqlAnswer.ok) expect(holder.stats.hits - hits).toBe(2);
  return sqlAnswer;
}

describe('the listing index answers what the SQL path answers', () => {
  it('for hand-picked queries, empty and unknown ones included', async () => {
    for (const query of HAND_PICKED) await expectSameAnswers(query);
  }, 120_000);

  it('down to the cards: colours in gallery order, stock per colour, whole products out of stock', async () => {
    const answer = await expectSameAnswers({ per_page: '96', line: 'blanks' });
    if (!answer.ok) throw new Error('the blanks listing must be found');
    const cards = answer.value.products;
    // the fixtures above must show in the answer, or the comparison proves nothing about them
    expect(cards.some((c) => !c.in_stock)).toBe(true);
    expect(cards.some((c) => c.in_stock)).toBe(true);
    expect(cards.some((c) => c.colors.length > 1)).toBe(true);
  }, 60_000);

  it('for 300 generated combinations of filters, sorts, pages and stores', async () => {
    const rnd = seededRandom(20_260_511);
    let nonEmpty = 0;
    const filtersSeen = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const query = generatedListingQuery(rnd, values, { search: false });
      if (!listingQuery.safeParse(query).success) continue;
      const answer = await expectSameAnswers(query);
      if (answer.ok && answer.value.total > 0) {
        nonEmpty++;
        for (const k of Object.keys(query)) filtersSeen.add(k.endsWith('_range') ? 'material' : k);
      }
    }
    // the generator must exercise results of every filter kind, not only empty pages and 404s
    expect(nonEmpty).toBeGreaterThan(100);
    expect([...filtersSeen].sort()).toEqual(
      ['brand', 'category', 'collection', 'color', 'format', 'line', 'line_filter', 'material', 'page', 'per_page', 'price_max', 'price_min', 'size', 'sort', 'store', 'tag'].sort(),
    );
  }, 600_000);
});
