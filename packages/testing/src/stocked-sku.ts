import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@storefront/db';

/**
 * A SKU of a blank product of the seeded demo catalog, priced for one unit in both stores, with
 * exactly `units` on hand in one active warehouse. For tests outside the cart (the gateway's),
 * which have no query builder of their own. TEST SET-UP ONLY: it writes catalog.inventory.
 */
export async function stockedDemoSku(db: Database, units: number, skip = 0): Promise<{ sku: string; skuId: number; productId: number; slug: string }> {
  const [picked] = rowsOf<{ sku: string; skuId: number; productId: number; slug: string }>(
    await db.execute(sql`
      select s.sku, s.id as "skuId", s.product_id as "productId", p.slug from catalog.skus s join catalog.products p on p.id = s.product_id
      where p.kind = 'blank'
        and exists (select 1 from catalog.prices pr where pr.product_id = p.id and pr.store = 'us' and pr.min_qty = 1)
        and exists (select 1 from catalog.prices pr where pr.product_id = p.id and pr.store = 'ca' and pr.min_qty = 1)
      order by s.id offset ${skip} limit 1`),
  );
  if (!picked) throw new Error('the demo catalog has no blank SKU priced for one unit in both stores');
  await db.execute(sql`delete from catalog.inventory where sku_id = ${picked.skuId}`);
  await db.execute(sql`
    insert into catalog.inventory (sku_id, warehouse_id, on_hand)
    select ${picked.skuId}, id, ${units} from catalog.warehouses where active order by id limit 1`);
  return picked;
}
