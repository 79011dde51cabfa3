import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client/create-database';
import { compositions, inventory, prices, products, skus, warehouses } from '../schema/catalog';

/** A product's SKUs with their units on hand over open (active) warehouses. */
export interface ProductSkuStock {
  productId: number;
  /** products.kind: blank | customizable | transfer | … */
  kind: string;
  /** products.garment: made-to-order goods (`isMadeToOrder`) are never out of stock, whatever is on hand */
  garment: string;
  title: string;
  /** whether the store has a price for it (a product not priced there is not sold there) */
  pricedInStore: boolean;
  /** every colour × size, in the catalog's order (colour position, then size order) */
  skus: { sku: string; compositionId: number; size: string; stock: number }[];
}

/**
 * Catalog's named read for the cart's blanks order and account's back-in-stock alerts
 * (ARCHITECTURE §3.1): one product by slug, its every SKU with the units on hand over active
 * warehouses (never below 0), and whether the store prices it. Null for an unknown slug.
 */
export async function productSkuStock(db: Database, slug: string, store: 'us' | 'ca'): Promise<ProductSkuStock | null> {
  const [product] = await db.select({ id: products.id, kind: products.kind, garment: products.garment, title: products.title }).from(products).where(eq(products.slug, slug)).limit(1);
  if (!product) return null;
  const [price] = await db
    .select({ minQty: prices.minQty })
    .from(prices)
    .where(and(eq(prices.productId, product.id), eq(prices.store, store)))
    .limit(1);
  const rows = await db
    .select({ id: skus.id, sku: skus.sku, compositionId: skus.compositionId, size: skus.size })
    .from(skus)
    .innerJoin(compositions, eq(compositions.id, skus.compositionId))
    .where(eq(skus.productId, product.id))
    .orderBy(asc(compositions.position), asc(compositions.id), asc(skus.sizeOrder), asc(skus.id));
  const stockRows =
    rows.length === 0
      ? []
      : await db
          .select({ skuId: inventory.skuId, stock: sql<number>`greatest(coalesce(sum(${inventory.onHand}), 0), 0)::int` })
          .from(inventory)
          .innerJoin(warehouses, and(eq(warehouses.id, inventory.warehouseId), eq(warehouses.active, true)))
          .where(inArray(inventory.skuId, rows.map((r) => r.id)))
          .groupBy(inventory.skuId);
  const stockOf = new Map(stockRows.map((s) => [s.skuId, Number(s.stock)]));
  return {
    productId: product.id,
    kind: product.kind,
    garment: product.garment,
    title: product.title,
    pricedInStore: price !== undefined,
    skus: rows.map((r) => ({ sku: r.sku, compositionId: r.compositionId, size: r.size, stock: stockOf.get(r.id) ?? 0 })),
  };
}
