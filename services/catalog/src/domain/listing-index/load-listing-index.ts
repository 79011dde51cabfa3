import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@storefront/db';
import { STORE_CODES, type StoreCode } from '@storefront/store-config';
import { readCatalogVersion } from '../catalog-version';
import { buildListingIndex, type ListingRow, type ListingSource } from './build-listing-index';
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
  const rows = {} as Record<StoreCode, ListingRow[]>;
  for (const store of STORE_CODES) rows[store] = await readRows(db, store);
  const categories = rowsOf<{ id: number; slug: string; name: string }>(await db.execute(sql`select id, slug, name from catalog.categories`));
  const brands = rowsOf<{ id: number; slug: string; name: string }>(await db.execute(sql`select id, slug, name from catalog.brands`));
  // the distinct hexes, ordered by the database (its collation), as the facet statement's min(hex) compares them
  const distinct = new Set<string>();
  for (const store of STORE_CODES) for (const row of rows[store]) for (const hex of row[9]) distinct.add(hex);
  const hexes = rowsOf<{ hex: string }>(
    await db.execute(sql`select value as hex from json_array_elements_text(${JSON.stringify([...distinct])}::json) order by hex`),
  ).map((h) => h.hex);
  return { version, rows, categories, brands, hexes };
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
                 materials, material_percents) order by product_id)::text as rows
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
