import { and, asc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client/create-database';
import { isMadeToOrder } from '@storefront/contracts';
import { inventory, products, skus, warehouses } from '../schema/catalog';

export interface StockTake {
  sku: string;
  quantity: number;
}

/** The first SKU that could not be covered, with the units on hand over active warehouses. */
export interface StockShortfall {
  sku: string;
  wanted: number;
  available: number;
}

/** Units of one SKU taken from one warehouse: what `restoreStock` puts back when the order is canceled. */
export interface WarehouseTake {
  sku: string;
  warehouseId: number;
  quantity: number;
}

export type StockDecrement = { ok: true; taken: WarehouseTake[] } | { ok: false; shortfall: StockShortfall };

/**
 * Takes units of SKUs off the catalog's inventory for an order. This is the one place another
 * service writes catalog rows (ARCHITECTURE §3.1): the cart's order placement must decrement stock
 * in the same transaction that writes the order, or a crash between two services' writes would
 * sell stock twice or lose an order. Pass that transaction.
 *
 * Made-to-order SKUs (contracts' `isMadeToOrder`) are printed when ordered, so nothing is taken for
 * them and they never fall short. Per stocked SKU, in SKU-id order (so two orders that share SKUs lock rows in the same order and cannot
 * deadlock): the SKU's rows in active warehouses with units on hand are locked (FOR UPDATE); when
 * they hold fewer than wanted, nothing is taken and the shortfall is answered (the caller rolls
 * back). Otherwise units come from warehouses in id order, each by a conditional UPDATE that can
 * never leave a row negative. Answers where every unit came from, or the first shortfall.
 */
export async function decrementStock(db: Database, takes: readonly StockTake[]): Promise<StockDecrement> {
  const wanted = new Map<string, number>();
  for (const t of takes) wanted.set(t.sku, (wanted.get(t.sku) ?? 0) + t.quantity);
  const taken: WarehouseTake[] = [];
  if (wanted.size === 0) return { ok: true, taken };

  const rows = await db
    .select({ id: skus.id, sku: skus.sku, garment: products.garment })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(inArray(skus.sku, [...wanted.keys()]))
    .orderBy(asc(skus.id));
  const known = new Set(rows.map((r) => r.sku));
  for (const sku of wanted.keys()) if (!known.has(sku)) return { ok: false, shortfall: { sku, wanted: wanted.get(sku)!, available: 0 } };
  // made-to-order goods (transfers, stickers…) are printed when ordered: no shelf units to take
  const ids = rows.filter((r) => !isMadeToOrder(r.garment));

  // a subquery rather than a join, so FOR UPDATE locks inventory rows only
  const activeWarehouses = db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.active, true));
  for (const { id, sku } of ids) {
    const need = wanted.get(sku)!;
    const rows = await db
      .select({ warehouseId: inventory.warehouseId, onHand: inventory.onHand })
      .from(inventory)
      .where(and(eq(inventory.skuId, id), gt(inventory.onHand, 0), inArray(inventory.warehouseId, activeWarehouses)))
      .orderBy(asc(inventory.warehouseId))
      .for('update');
    const available = rows.reduce((sum, r) => sum + r.onHand, 0);
    if (available < need) return { ok: false, shortfall: { sku, wanted: need, available } };

    let left = need;
    for (const row of rows) {
      if (left === 0) break;
      const take = Math.min(left, row.onHand);
      const updated = await db
        .update(inventory)
        .set({ onHand: sql`${inventory.onHand} - ${take}` })
        .where(and(eq(inventory.skuId, id), eq(inventory.warehouseId, row.warehouseId), gte(inventory.onHand, take)))
        .returning({ onHand: inventory.onHand });
      // the row is locked, so this cannot happen; if it ever did, refuse rather than oversell
      if (updated.length === 0) return { ok: false, shortfall: { sku, wanted: need, available: available - (need - left) } };
      taken.push({ sku, warehouseId: row.warehouseId, quantity: take });
      left -= take;
    }
  }
  return { ok: true, taken };
}

/**
 * Puts back what `decrementStock` took for an order that was canceled before it shipped (the
 * compensation of order placement), into the warehouses the units came from. Same exception to
 * data ownership as `decrementStock`, and for the same reason: the restock and the order's
 * cancellation commit together. Pass that transaction.
 */
export async function restoreStock(db: Database, taken: readonly WarehouseTake[]): Promise<void> {
  if (taken.length === 0) return;
  // SKU-id order, as decrementStock locks them, so a restock and an order never deadlock
  const ids = await db
    .select({ id: skus.id, sku: skus.sku })
    .from(skus)
    .where(inArray(skus.sku, [...new Set(taken.map((t) => t.sku))]))
    .orderBy(asc(skus.id));
  for (const { id, sku } of ids) {
    for (const t of taken.filter((x) => x.sku === sku).sort((a, b) => a.warehouseId - b.warehouseId)) {
      await db
        .update(inventory)
        .set({ onHand: sql`${inventory.onHand} + ${t.quantity}` })
        .where(and(eq(inventory.skuId, id), eq(inventory.warehouseId, t.warehouseId)));
    }
  }
}
