import { sql } from 'drizzle-orm';
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
  const [row] = rowsOf<PickedSku>(
    await db.execute(sql`
      select s.sku, s.id as "skuId", s.product_id as "productId", p.title, c.color_name as "colorName", s.size
      from catalog.skus s
      join catalog.products p on p.id = s.product_id
      join catalog.compositions c on c.id = s.composition_id
      where p.kind = 'blank'
        and exists (select 1 from catalog.prices pr where pr.product_id = p.id and pr.store = 'us' and pr.min_qty = 12)
        and exists (select 1 from catalog.prices pr where pr.product_id = p.id and pr.store = 'ca' and pr.min_qty = 12)
      order by s.id
      offset ${skip} limit 1`),
  );
  if (!row) throw new Error('the demo catalog has no blank SKU with a 12-unit tier');
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
  const [row] = rowsOf<PickedSku>(
    await db.execute(sql`
      select s.sku, s.id as "skuId", s.product_id as "productId", p.title, c.color_name as "colorName", s.size
      from catalog.skus s
      join catalog.products p on p.id = s.product_id
      join catalog.compositions c on c.id = s.composition_id
      where p.garment = 'transfer'
        and exists (select 1 from catalog.prices pr where pr.product_id = p.id and pr.store = 'us')
      order by s.id
      limit 1`),
  );
  if (!row) throw new Error('the demo catalog has no transfer SKU');
  await setStock(db, row.skuId, units);
  return row;
}
