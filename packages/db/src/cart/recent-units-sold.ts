import { sql } from 'drizzle-orm';
import type { Database } from '../client/create-database';
import { rowsOf } from '../client/rows';
import { LICENCE_ORDER_STATUSES } from './digital-purchases';

export interface RecentUnitsSold {
  productId: number;
  units30: number;
  units90: number;
}

/**
 * Cart's named read for the catalog (ARCHITECTURE §3.1): units of each product in the store's
 * orders that were paid (paid through delivered; not placed-and-unpaid, canceled or refunded)
 * over the last 90 days, with the last 30 days' share, best first (30 days, then 90, then id), at
 * most `limit`. The catalog's popular list ranks by it. `orders_store_placed_idx` bounds the read
 * to the window.
 */
export async function recentUnitsSold(db: Database, q: { store: string; since30: Date; since90: Date; limit: number }): Promise<RecentUnitsSold[]> {
  const statuses = sql.join(
    LICENCE_ORDER_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const rows = rowsOf<{ product_id: number; units30: string | number; units90: string | number }>(
    await db.execute(sql`
      select l.product_id,
             coalesce(sum(l.quantity) filter (where o.placed_at >= ${q.since30.toISOString()}::timestamptz), 0) as units30,
             sum(l.quantity) as units90
      from cart.orders o
      join cart.order_lines l on l.order_id = o.id
      where o.store = ${q.store} and o.placed_at >= ${q.since90.toISOString()}::timestamptz and o.status in (${statuses})
      group by l.product_id
      order by units30 desc, units90 desc, l.product_id
      limit ${q.limit}`),
  );
  return rows.map((r) => ({ productId: r.product_id, units30: Number(r.units30), units90: Number(r.units90) }));
}
