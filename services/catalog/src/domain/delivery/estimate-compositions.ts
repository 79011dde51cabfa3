import { sql } from 'drizzle-orm';
import { BUSINESS_LINES, isMadeToOrder, isProducedToOrder, type BusinessLine, type DeliveryEstimate } from '@storefront/contracts';
import { rowsOf, stockByWarehouse, type Database } from '@storefront/db';
import { badgeEstimate, type Destination, type EstimateKind, type WarehouseStock } from '@storefront/delivery';
import type { StoreCode } from '@storefront/store-config';

export interface EstimateCompositionsInput {
  compositionIds: readonly number[];
  kind: EstimateKind;
  store: StoreCode;
  destination: Destination;
  now: Date;
  /** the v2 path's business line: its cutoffs apply; otherwise each product's own line */
  businessLine?: BusinessLine;
}

/**
 * §7 composition delivery estimates: for each known composition, the badge promise for one unit
 * of its best-stocked size: the standard speed's date, and the soonest faster speed beside it when
 * that arrives sooner (`faster`). Printed and made-to-order goods are estimated as made (their
 * production day included) whatever the request says, so no badge promises a printed item as if it
 * were on a shelf. Stock and what each product is come from two reads for the whole batch; unknown
 * ids, and compositions no open warehouse can ship, are absent.
 */
export async function estimateCompositions(db: Database, input: EstimateCompositionsInput): Promise<Record<string, DeliveryEstimate>> {
  // both reads at once: what each product is does not depend on its stock
  const [stock, products] = await Promise.all([stockByWarehouse(db, input.compositionIds), productsOf(db, input.compositionIds)]);
  const estimates: Record<string, DeliveryEstimate> = {};
  for (const c of stock) {
    const businessLine = input.businessLine ?? asBusinessLine(c.businessLine);
    if (!businessLine) continue;
    const best = badgeEstimate({
      now: input.now,
      store: input.store,
      businessLine,
      kind: input.kind === 'standard' && products.get(c.compositionId)?.produced ? 'made' : input.kind,
      quantity: 1,
      destination: input.destination,
      warehouses: c.warehouses.filter(isWarehouseStock),
      madeToOrder: products.get(c.compositionId)?.madeToOrder ?? false,
    });
    if (best) estimates[String(c.compositionId)] = best.estimate;
  }
  return estimates;
}

/**
 * Per composition, whether its product waits for production (contracts' isProducedToOrder: its
 * production day is added) and whether it is made to order (stock never limits it).
 */
async function productsOf(db: Database, compositionIds: readonly number[]): Promise<Map<number, { produced: boolean; madeToOrder: boolean }>> {
  if (compositionIds.length === 0) return new Map();
  const ids = sql.join(
    compositionIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const rows = rowsOf<{ id: number; kind: string; garment: string }>(
    await db.execute(sql`select c.id, p.kind, p.garment from catalog.compositions c join catalog.products p on p.id = c.product_id where c.id in (${ids})`),
  );
  return new Map(rows.map((r) => [Number(r.id), { produced: isProducedToOrder(r.kind, r.garment), madeToOrder: isMadeToOrder(r.garment) }]));
}

function asBusinessLine(value: string): BusinessLine | undefined {
  return (BUSINESS_LINES as readonly string[]).includes(value) ? (value as BusinessLine) : undefined;
}

// the catalog stores country as text; a building outside the US and Canada cannot be estimated
function isWarehouseStock(w: { country: string }): w is WarehouseStock {
  return w.country === 'US' || w.country === 'CA';
}
