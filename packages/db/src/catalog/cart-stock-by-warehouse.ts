import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client/create-database';
import { inventory, products, skus, warehouses } from '../schema/catalog';
import type { WarehouseOnHand } from './stock-by-warehouse';

/** One SKU's business line (its cutoffs), what its product is, and its on-hand per open warehouse. */
export interface SkuStock {
  sku: string;
  businessLine: string;
  /** products.kind and products.garment: whether it is printed or made when ordered */
  kind: string;
  garment: string;
  /** open warehouses holding a row for the SKU; empty when none does */
  warehouses: WarehouseOnHand[];
}

/**
 * Catalog's named read for the cart's delivery estimate (ARCHITECTURE §3.1): the exact SKUs of a
 * cart's lines, each with its stock per open warehouse, keyed by SKU. Unknown SKUs are absent.
 * (stockByWarehouse answers per composition, picking its best size: a cart line is one size.)
 */
export async function cartStockByWarehouse(db: Database, skuCodes: readonly string[]): Promise<Map<string, SkuStock>> {
  const result = new Map<string, SkuStock>();
  const wanted = [...new Set(skuCodes)];
  if (wanted.length === 0) return result;
  const known = await db
    .select({ id: skus.id, sku: skus.sku, businessLine: products.businessLine, kind: products.kind, garment: products.garment })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(inArray(skus.sku, wanted));
  if (known.length === 0) return result;
  const bySkuId = new Map<number, SkuStock>();
  for (const k of known) {
    const entry: SkuStock = { sku: k.sku, businessLine: k.businessLine, kind: k.kind, garment: k.garment, warehouses: [] };
    bySkuId.set(k.id, entry);
    result.set(k.sku, entry);
  }
  const stock = await db
    .select({ skuId: inventory.skuId, code: warehouses.code, country: warehouses.country, timeZone: warehouses.timeZone, onHand: inventory.onHand })
    .from(inventory)
    .innerJoin(warehouses, eq(warehouses.id, inventory.warehouseId))
    .where(and(inArray(inventory.skuId, [...bySkuId.keys()]), eq(warehouses.active, true)))
    .orderBy(warehouses.code);
  for (const s of stock) {
    bySkuId.get(s.skuId)!.warehouses.push({ code: s.code, country: s.country, timeZone: s.timeZone, onHand: s.onHand });
  }
  return result;
}
