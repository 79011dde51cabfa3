import { sql } from 'drizzle-orm';
import { colorInStock, rowsOf, type Database } from '@storefront/db';
import { STORE_CODES, type StoreCode } from '@storefront/store-config';
import { loadCategoryTree } from '../category-tree';
import { readCatalogVersion } from '../catalog-version';
import { buildListingIndex, type CardColorRow, type CardProductRow, type ListingRow, type ListingSource } from './build-listing-index';
import type { ListingIndex } from './listing-index';

/** Rows per read: each read is one short statement, so other queries run between them on PGlite's one connection. */
const CHUNK = 10_000;

export interface LoadedListingIndex {
  index: ListingIndex;
  /** time reading rows, and building the index from them (split for the load log) */
  readMs: number;
  buildMs: number;
}

/**
 * Reads every listing row of both stores, the categories' and brands' labels and the hexes' text
 * order (sorted by the database: its collation is what min() compares by), and builds the index
 * tagged with the catalog version they were read at.
 *
 * Consistency without a long transaction: the version is read before and after the reads. Every
 * catalog write bumps it in its own commit (migration 0009), so an unchanged version means no
 * write committed between the two, and every read in between saw the same catalog. A changed one
 * discards the reads and tries again. This keeps PGlite's single connection free between chunks
 * (a REPEATABLE READ transaction would hold it for the whole read: seconds at 100k products).
 *
 * Rows come as one JSON text per chunk, parsed with JSON.parse: on PGlite 3× faster than the
 * driver's per-row array parsing, and exact for any text (no separator to escape).
 */
export async function loadListingIndex(db: Database, attempts = 3): Promise<LoadedListingIndex> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const started = performance.now();
    const version = await readCatalogVersion(db);
    const source = await readSource(db, version);
    if ((await readCatalogVersion(db)) !== version) continue;
    const read = performance.now();
    const index = await buildListingIndex(source);
    return { index, readMs: read - started, buildMs: performance.now() - read };
  }
  throw new Error(`the catalog changed during each of ${attempts} listing index loads`);
}

async function readSource(db: Database, version: number): Promise<ListingSource> {
  // side by side: on PostgreSQL each read takes its own pool connection (PGlite queues them on its one)
  const [cards, ...storeRows] = await Promise.all([readCardFacts(db), ...STORE_CODES.map((store) => readRows(db, store))]);
  const rows = Object.fromEntries(STORE_CODES.map((store, i) => [store, storeRows[i]!])) as Record<StoreCode, ListingRow[]>;
  const categories = (await loadCategoryTree(db)).nodes;
  const brands = rowsOf<{ id: number; slug: string; name: string }>(await db.execute(sql`select id, slug, name from catalog.brands`));
  // the distinct hexes, ordered by the database (its collation), as the facet statement's min(hex) compares them
  const distinct = new Set<string>();
  for (const store of STORE_CODES) for (const row of rows[store]) for (const hex of row[9]) distinct.add(hex);
  const hexes = rowsOf<{ hex: string }>(
    await db.execute(sql`select value as hex from json_array_elements_text(${JSON.stringify([...distinct])}::json) order by hex`),
  ).map((h) => h.hex);
  return { version, rows, categories, brands, hexes, ...cards };
}

/**
 * Every product's card text and its colours with their stock, CHUNK products at a time; stock is
 * buildCards' own test per colour. (A distinct over every stocked SKU instead was far slower on
 * PostgreSQL at 100,000 products: its hash aggregate spilled; the per-colour probe is 0.2 s a chunk.)
 */
async function readCardFacts(db: Database): Promise<{ products: CardProductRow[]; colors: CardColorRow[] }> {
  const products: CardProductRow[] = [];
  const colors: CardColorRow[] = [];
  let after = 0;
  for (;;) {
    const [chunk] = rowsOf<{ rows: string | null }>(
      await db.execute(sql`
        select json_agg(json_build_array(id, slug, title, catalog_number, kind, business_line, garment) order by id)::text as rows
        from (select * from catalog.products where id > ${after} order by id limit ${CHUNK}) p`),
    );
    if (!chunk?.rows) break;
    const rows = JSON.parse(chunk.rows) as CardProductRow[];
    const last = rows[rows.length - 1]![0];
    const [colorChunk] = rowsOf<{ rows: string | null }>(
      await db.execute(sql`
        select json_agg(json_build_array(c.id, c.product_id, c.color_name, c.color_hex, ${colorInStock}) order by c.product_id, c.position, c.id)::text as rows
        from catalog.compositions c
        where c.product_id > ${after} and c.product_id <= ${last}`),
    );
    for (const row of rows) products.push(row);
    if (colorChunk?.rows) for (const row of JSON.parse(colorChunk.rows) as CardColorRow[]) colors.push(row);
    after = last;
    if (rows.length < CHUNK) break;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return { products, colors };
}

/** One store's rows in product order, CHUNK at a time by key (the primary key is (store, product_id)). */
async function readRows(db: Database, store: StoreCode): Promise<ListingRow[]> {
  const out: ListingRow[] = [];
  let after = 0;
  for (;;) {
    const [chunk] = rowsOf<{ rows: string | null }>(
      await db.execute(sql`
        select json_agg(json_build_array(product_id, amount, business_line, kind, brand_id, category_id, units_sold,
                 (extract(epoch from created_at) * 1000000)::bigint, color_families, color_hexes, sizes, size_orders,
                 materials, material_percents, attributes) order by product_id)::text as rows
        from (select * from catalog.product_listing where store = ${store} and product_id > ${after}
              order by product_id limit ${CHUNK}) l`),
    );
    if (!chunk?.rows) return out;
    const rows = JSON.parse(chunk.rows) as ListingRow[];
    for (const row of rows) out.push(row);
    after = rows[rows.length - 1]![0];
    if (rows.length < CHUNK) return out;
    // a macrotask turn: PGlite resolves in microtasks, which would run the whole read before any request
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}
