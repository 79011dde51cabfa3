import { BUSINESS_LINES, type BusinessLine, type DeliveryEstimate } from '@storefront/contracts';
import { stockByWarehouse, type Database } from '@storefront/db';
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
 * of its best-stocked size (the earliest same/next day at the cheapest speed that gives it, else
 * standard speed). Stock for the whole batch comes from one read; unknown ids, and compositions
 * no open warehouse can ship, are absent.
 */
export async function estimateCompositions(db: Database, input: EstimateCompositionsInput): Promise<Record<string, DeliveryEstimate>> {
  const stock = await stockByWarehouse(db, input.compositionIds);
  const estimates: Record<string, DeliveryEstimate> = {};
  for (const c of stock) {
    const businessLine = input.businessLine ?? asBusinessLine(c.businessLine);
    if (!businessLine) continue;
    const best = badgeEstimate({
      now: input.now,
      store: input.store,
      businessLine,
      kind: input.kind,
      quantity: 1,
      destination: input.destination,
      warehouses: c.warehouses.filter(isWarehouseStock),
    });
    if (best) estimates[String(c.compositionId)] = best.estimate;
  }
  return estimates;
}

function asBusinessLine(value: string): BusinessLine | undefined {
  return (BUSINESS_LINES as readonly string[]).includes(value) ? (value as BusinessLine) : undefined;
}

// the catalog stores country as text; a building outside the US and Canada cannot be estimated
function isWarehouseStock(w: { country: string }): w is WarehouseStock {
  return w.country === 'US' || w.country === 'CA';
}
