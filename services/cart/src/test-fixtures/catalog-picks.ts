import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '@storefront/db';

export interface PickedSku {
  sku: string;
  skuId: number;
  productId: number;
  title: string;
  colorName: string;
  size: string;
}

/**
 * A SKU of a blank product that has a 12-unit tier in both stores, from the seeded demo catalog
 * (`skip` picks the n-th one, so tests can take different SKUs).
 */
export async function pickBlankSku(db: Database, skip = 0): Promise<PickedSku> {
  const row = await firstSku(
    db,
    sql`p.kind = 'blank'
        and exists (select 1 from catalog.prices pr where pr.product_id = p.id and pr.store = 'us' and pr.min_qty = 12)
        and exists (select 1 from catalog.prices pr where pr.product_id = p.id and pr.store = 'ca' and pr.min_qty = 12)`,
    skip,
  );
  if (!row) throw new Error('the demo catalog has no blank SKU with a 12-unit tier');
  return row;
}

/** The `skip`-th SKU (by id) whose product (`p`) matches `where`, or undefined. */
async function firstSku(db: Database, where: SQL, skip: number): Promise<PickedSku | undefined> {
  const [row] = rowsOf<PickedSku>(
    await db.execute(sql`
      select s.sku, s.id as "skuId", s.product_id as "productId", p.title, c.color_name as "colorName", s.size
      from catalog.skus s
      join catalog.products p on p.id = s.product_id
      join catalog.compositions c on c.id = s.composition_id
      where ${where}
      order by s.id
      offset ${skip} limit 1`),
  );
  return row;
}

/** Puts exactly `units` of the SKU on hand, in one active warehouse (test set-up writes catalog directly). */
export async function setStock(db: Database, skuId: number, units: number): Promise<void> {
  await db.execute(sql`delete from catalog.inventory where sku_id = ${skuId}`);
  await db.execute(sql`
    insert into catalog.inventory (sku_id, warehouse_id, on_hand)
    select ${skuId}, id, ${units} from catalog.warehouses where active order by id limit 1`);
}

/** A blank SKU (as pickBlankSku) with exactly `units` on hand: the usual test set-up. */
export async function stockedBlankSku(db: Database, skip: number, units: number): Promise<PickedSku> {
  const picked = await pickBlankSku(db, skip);
  await setStock(db, picked.skuId, units);
  return picked;
}

/** The store's price tiers of a product, ascending min_qty. */
export async function tiersOf(db: Database, productId: number, store: 'us' | 'ca'): Promise<{ minQty: number; amount: number }[]> {
  return rowsOf<{ minQty: number; amount: number }>(
    await db.execute(sql`select min_qty as "minQty", amount from catalog.prices where product_id = ${productId} and store = ${store} order by min_qty`),
  );
}

/**
 * A SKU of a made-to-order product (a DTF transfer, from the seeded demo catalog) priced in both
 * stores, with exactly `units` on hand: stock must never limit it.
 */
export async function madeToOrderSku(db: Database, units: number): Promise<PickedSku> {
  const row = await firstSku(db, sql`p.garment = 'transfer' and exists (select 1 from catalog.prices pr where pr.product_id = p.id and pr.store = 'us')`, 0);
  if (!row) throw new Error('the demo catalog has no transfer SKU');
  await setStock(db, row.skuId, units);
  return row;
}

export interface BlankProduct {
  productId: number;
  slug: string;
  title: string;
  /** every SKU, colour by colour (composition position), sizes in order */
  skus: (PickedSku & { compositionId: number })[];
}

/**
 * A blank product with a 12-unit tier in both stores and at least two colours of at least two sizes
 * each (`skip` picks the n-th one), with all of its SKUs: what a bulk-order grid shows.
 */
export async function blankProduct(db: Database, skip = 0): Promise<BlankProduct> {
  const [product] = rowsOf<{ productId: number; slug: string; title: string }>(
    await db.execute(sql`
      select p.id as "productId", p.slug, p.title
      from catalog.products p
      where p.kind = 'blank'
        and exists (select 1 from catalog.prices pr where pr.product_id = p.id and pr.store = 'us' and pr.min_qty = 12)
        and exists (select 1 from catalog.prices pr where pr.product_id = p.id and pr.store = 'ca' and pr.min_qty = 12)
        and (select count(*) from catalog.compositions c
             where c.product_id = p.id and (select count(*) from catalog.skus s where s.composition_id = c.id) >= 2) >= 2
      order by p.id
      offset ${skip} limit 1`),
  );
  if (!product) throw new Error('the demo catalog has no blank with two colours of two sizes');
  const skus = rowsOf<PickedSku & { compositionId: number }>(
    await db.execute(sql`
      select s.sku, s.id as "skuId", s.product_id as "productId", p.title, c.color_name as "colorName", s.size, c.id as "compositionId"
      from catalog.skus s
      join catalog.products p on p.id = s.product_id
      join catalog.compositions c on c.id = s.composition_id
      where s.product_id = ${product.productId}
      order by c.position, c.id, s.size_order, s.id`),
  );
  return { ...product, skus };
}

/** A SKU of a product of `kind` (customizable, transfer …) priced in the US store, with `units` on hand. */
export async function skuOfKind(db: Database, kind: string, units: number): Promise<PickedSku> {
  const row = await firstSku(db, sql`p.kind = ${kind} and exists (select 1 from catalog.prices pr where pr.product_id = p.id and pr.store = 'us')`, 0);
  if (!row) throw new Error(`the demo catalog has no ${kind} SKU`);
  await setStock(db, row.skuId, units);
  return row;
}
