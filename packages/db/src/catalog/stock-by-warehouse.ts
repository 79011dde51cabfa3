import { sql } from 'drizzle-orm';
import type { Database } from '../client/create-database';
import { rowsOf } from '../client/rows';

/** One open warehouse's on-hand of a SKU, with what a delivery estimate needs of the building. */
export interface WarehouseOnHand {
  code: string;
  country: string;
  timeZone: string;
  onHand: number;
}

/** A composition's best SKU (the size with the most stock in open warehouses) and its stock per warehouse. */
export interface CompositionStock {
  compositionId: number;
  sku: string;
  businessLine: string;
  /** open warehouses holding a row for that SKU; empty when none does */
  warehouses: WarehouseOnHand[];
}

/**
 * Catalog's named read for delivery estimates: for each known composition id, its best SKU
 * (most units over open warehouses; ties: the smaller size) and that SKU's on-hand per open
 * warehouse. Unknown ids are simply absent. One statement for the whole batch.
 */
export async function stockByWarehouse(db: Database, compositionIds: readonly number[]): Promise<CompositionStock[]> {
  if (compositionIds.length === 0) return [];
  const ids = sql.join(
    compositionIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const rows = rowsOf<{ compositionId: number; sku: string; businessLine: string; code: string | null; country: string | null; timeZone: string | null; onHand: number | null }>(
    await db.execute(sql`
      with totals as (
        select s.composition_id, s.product_id, s.id as sku_id, s.sku, s.size_order,
               coalesce(sum(i.on_hand) filter (where w.active), 0) as total
        from catalog.skus s
        left join catalog.inventory i on i.sku_id = s.id
        left join catalog.warehouses w on w.id = i.warehouse_id
        where s.composition_id in (${ids})
        group by s.id
      ),
      best as (
        select distinct on (composition_id) composition_id, product_id, sku_id, sku
        from totals
        order by composition_id, total desc, size_order, sku_id
      )
      select b.composition_id as "compositionId", b.sku, p.business_line as "businessLine",
             w.code, w.country, w.time_zone as "timeZone", i.on_hand as "onHand"
      from best b
      join catalog.products p on p.id = b.product_id
      left join (catalog.inventory i join catalog.warehouses w on w.id = i.warehouse_id and w.active) on i.sku_id = b.sku_id
      order by b.composition_id, w.code`),
  );
  const byId = new Map<number, CompositionStock>();
  for (const r of rows) {
    let entry = byId.get(r.compositionId);
    if (!entry) {
      entry = { compositionId: r.compositionId, sku: r.sku, businessLine: r.businessLine, warehouses: [] };
      byId.set(r.compositionId, entry);
    }
    if (r.code !== null && r.country !== null && r.timeZone !== null) {
      entry.warehouses.push({ code: r.code, country: r.country, timeZone: r.timeZone, onHand: Number(r.onHand ?? 0) });
    }
  }
  return [...byId.values()];
}
