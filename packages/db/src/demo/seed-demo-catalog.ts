import { sql } from 'drizzle-orm';
import type { Database } from '../client/create-database';
import { rowsOf } from '../client/rows';
import { DEFAULT_DEMO_PRODUCTS, DEFAULT_DEMO_SEED, generateDemoCatalog, type DemoProduct } from './generate-catalog';
import { beginBulkLoad } from './bulk-load';
import {
  COMPOSITION_COLUMNS,
  INVENTORY_COLUMNS,
  MATERIAL_COLUMNS,
  PRICE_COLUMNS,
  PRODUCT_COLUMNS,
  SKU_COLUMNS,
  type CompositionRow,
  type InventoryRow,
  type MaterialRow,
  type PriceRow,
  type ProductRow,
  type SkuRow,
} from './catalog-rows';
import { insertRows } from './insert-rows';
import { upsertReferenceData, type ReferenceIds } from './reference-data';
import { refreshSearchLexicon } from '../catalog/refresh-search-lexicon';
import { deferProductListing, refreshProductListing } from '../catalog/refresh-product-listing';
import { digitalAssets } from '../schema/digital-assets';
import { assetAttributes } from '@storefront/contracts';

export interface SeedDemoCatalogOptions {
  /** how many products; default 2,400 */
  products?: number;
  seed?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface SeedDemoCatalogResult {
  products: number;
  compositions: number;
  skus: number;
  /** of the products, digital assets (with their `digital_assets.assets` row) */
  assets: number;
}

const BULK_TABLES = ['products', 'product_materials', 'compositions', 'skus', 'prices', 'inventory'];

/** Products generated and written per round; progress is reported after each. */
const PRODUCTS_PER_CHUNK = 400;

export async function countProducts(db: Database): Promise<number> {
  return rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from catalog.products`))[0]?.n ?? 0;
}

async function maxId(db: Database, table: string): Promise<number> {
  const [row] = rowsOf<{ m: number }>(await db.execute(sql.raw(`select coalesce(max(id), 0)::int as m from ${table}`)));
  return row?.m ?? 0;
}

/**
 * The seed inside a transaction the caller owns (setupDatabase runs its emptiness check in the
 * same one). Ids are assigned here rather than returned by the database: every child row is
 * built before anything is sent, so each table gets one multi-row statement per chunk, and the
 * serial sequences are moved past the new ids at the end. Assumes no one else writes the
 * catalog meanwhile (setupDatabase holds an advisory lock).
 */
export async function seedDemoCatalogIn(db: Database, opts: SeedDemoCatalogOptions = {}): Promise<SeedDemoCatalogResult> {
  const total = opts.products ?? DEFAULT_DEMO_PRODUCTS;
  // slugs and catalog numbers would clash with an earlier seed, far into a long load
  if ((await countProducts(db)) > 0) throw new Error('The catalog already has products: seed an empty catalog (setup --reset empties it)');
  const ref: ReferenceIds = await upsertReferenceData(db);
  const endBulkLoad = await beginBulkLoad(db, BULK_TABLES);
  await deferProductListing(db);
  let productId = await maxId(db, 'catalog.products');
  let compositionId = await maxId(db, 'catalog.compositions');
  let skuId = await maxId(db, 'catalog.skus');
  const counts: SeedDemoCatalogResult = { products: 0, compositions: 0, skus: 0, assets: 0 };

  let chunk: DemoProduct[] = [];
  const flush = async () => {
    const products: ProductRow[] = [];
    const materials: MaterialRow[] = [];
    const compositions: CompositionRow[] = [];
    const skus: SkuRow[] = [];
    const prices: PriceRow[] = [];
    const inventory: InventoryRow[] = [];
    const assets: (typeof digitalAssets.$inferInsert)[] = [];
    for (const p of chunk) {
      const id = ++productId;
      const brandId = ref.brandIds.get(p.brandSlug);
      const categoryId = ref.categoryIds.get(p.categorySlug);
      if (brandId === undefined || categoryId === undefined) throw new Error(`no brand or category for ${p.slug}`);
      products.push({ id, p, brandId, categoryId });
      if (p.asset) assets.push({ productId: id, ...p.asset, formats: [...p.asset.formats], tags: [...p.asset.tags] });
      for (const [material, percent] of p.materials) materials.push([id, material, percent]);
      for (const price of p.prices) prices.push([id, price.store, price.minQty, price.amount]);
      for (const c of p.compositions) {
        const cid = ++compositionId;
        compositions.push([cid, id, c]);
        for (const s of c.skus) {
          const sid = ++skuId;
          skus.push([sid, cid, id, s.sku, s.size, s.sizeOrder]);
          s.stock.forEach((onHand, w) => inventory.push([sid, ref.warehouseIds[w] as number, onHand]));
        }
      }
    }
    await insertRows(db, 'catalog.products', PRODUCT_COLUMNS, products);
    await insertRows(db, 'catalog.product_materials', MATERIAL_COLUMNS, materials);
    await insertRows(db, 'catalog.compositions', COMPOSITION_COLUMNS, compositions);
    await insertRows(db, 'catalog.skus', SKU_COLUMNS, skus);
    await insertRows(db, 'catalog.prices', PRICE_COLUMNS, prices);
    await insertRows(db, 'catalog.inventory', INVENTORY_COLUMNS, inventory, 50_000);
    // the digital-assets service's half of each asset (author, formats, tags, art seed, licence terms)
    if (assets.length > 0) {
      await db.insert(digitalAssets).values(assets);
      // the catalog's half: formats and tags as the listing's attribute facets (one statement a chunk)
      const attributes = Object.fromEntries(assets.map((a) => [a.productId, assetAttributes(a)]));
      await db.execute(sql`
        update catalog.products p set attributes = array(select jsonb_array_elements_text(v.value))
        from jsonb_each(${JSON.stringify(attributes)}::jsonb) v where p.id = v.key::int`);
    }
    counts.assets += assets.length;
    counts.products += products.length;
    counts.compositions += compositions.length;
    counts.skus += skus.length;
    chunk = [];
    opts.onProgress?.(counts.products, total);
  };

  for (const product of generateDemoCatalog({ products: total, seed: opts.seed ?? DEFAULT_DEMO_SEED })) {
    chunk.push(product);
    if (chunk.length === PRODUCTS_PER_CHUNK) await flush();
  }
  if (chunk.length > 0) await flush();

  await endBulkLoad();
  for (const table of ['products', 'compositions', 'skus']) {
    await db.execute(
      sql.raw(`select setval(pg_get_serial_sequence('catalog.${table}', 'id'), coalesce((select max(id) from catalog.${table}), 0) + 1, false)`),
    );
  }
  // once, after the indexes are back: the listing rows read compositions and SKUs by product
  await refreshProductListing(db);
  await refreshSearchLexicon(db);
  // fresh statistics, or the planner treats 100,000 products as an empty table until autovacuum runs
  await db.execute(sql.raw(`analyze ${['business_lines', 'brands', 'categories', 'warehouses', ...BULK_TABLES, 'product_listing'].map((t) => `catalog.${t}`).join(', ')}`));
  return counts;
}

/**
 * Writes a deterministic demo catalog (same seed → same catalog) in one transaction. Meant for
 * an empty catalog: product slugs and catalog numbers are unique and would clash with a
 * previous seed. `setupDatabase` is the idempotent entry point.
 */
export async function seedDemoCatalog(db: Database, opts: SeedDemoCatalogOptions = {}): Promise<SeedDemoCatalogResult> {
  return db.transaction((tx) => seedDemoCatalogIn(tx, opts));
}
