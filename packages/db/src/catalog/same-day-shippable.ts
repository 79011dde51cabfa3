import { sql } from 'drizzle-orm';
import type { Database } from '../client/create-database';
import { rowsOf } from '../client/rows';

/** One cart line as the same-day check needs it; `cartKey` says which cart it belongs to. */
export interface ShippableLine {
  cartKey: string;
  sku: string;
  quantity: number;
}

/**
 * Which carts can ship today in one parcel (catalog's named read for the cart's saved-carts list):
 * the keys of the carts for which one single active warehouse has every line's quantity on hand.
 * A cart with no lines is never in the answer. One statement for any number of carts.
 */
export async function sameDayShippable(db: Database, lines: readonly ShippableLine[]): Promise<Set<string>> {
  if (lines.length === 0) return new Set();
  // the casts type the VALUES columns for PostgreSQL (parameters arrive untyped)
  const wanted = sql.join(
    lines.map((l) => sql`(${l.cartKey}::text, ${l.sku}::text, ${l.quantity}::int)`),
    sql`, `,
  );
  const rows = rowsOf<{ cartKey: string }>(
    await db.execute(sql`
      with wanted(cart_key, sku, qty) as (values ${wanted}),
           line_counts as (select cart_key, count(distinct sku) as n from wanted group by cart_key)
      select distinct w.cart_key as "cartKey"
      from wanted w
      join catalog.skus s on s.sku = w.sku
      join catalog.inventory i on i.sku_id = s.id and i.on_hand >= w.qty
      join catalog.warehouses h on h.id = i.warehouse_id and h.active
      join line_counts c on c.cart_key = w.cart_key
      group by w.cart_key, i.warehouse_id, c.n
      having count(distinct w.sku) = c.n`),
  );
  return new Set(rows.map((r) => r.cartKey));
}
