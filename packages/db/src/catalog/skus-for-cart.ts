import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client/create-database';
import { compositions, inventory, prices, products, skus, warehouses } from '../schema/catalog';

/** A price tier in minor units: the unit price from `minQty` units up. */
export interface PriceTier {
  minQty: number;
  amount: number;
}

/**
 * What the cart needs to know about one SKU in one store (catalog's named read for the cart,
 * ARCHITECTURE §3.1): its product and colour, the quantity tiers of the store (ascending
 * min_qty), the units on hand over active warehouses, and what its image is drawn from.
 */
export interface CartSku {
  sku: string;
  size: string;
  productId: number;
  compositionId: number;
  /** kind: blank | customizable | transfer | …; a blank's quantity tier counts its whole product in the cart */
  product: { slug: string; title: string; catalogNumber: string; garment: string; kind: string };
  composition: { colorName: string; colorHex: string };
  prices: PriceTier[];
  stock: number;
}

/** Several SKUs at once (the cart view), keyed by SKU; unknown SKUs are simply absent. */
export async function skusForCart(db: Database, skuCodes: readonly string[], store: 'us' | 'ca'): Promise<Map<string, CartSku>> {
  const result = new Map<string, CartSku>();
  const wanted = [...new Set(skuCodes)];
  if (wanted.length === 0) return result;
  const rows = await db
    .select({
      skuId: skus.id,
      sku: skus.sku,
      size: skus.size,
      productId: skus.productId,
      compositionId: skus.compositionId,
      slug: products.slug,
      title: products.title,
      catalogNumber: products.catalogNumber,
      garment: products.garment,
      kind: products.kind,
      colorName: compositions.colorName,
      colorHex: compositions.colorHex,
    })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .innerJoin(compositions, eq(compositions.id, skus.compositionId))
    .where(inArray(skus.sku, wanted));
  if (rows.length === 0) return result;

  const productIds = [...new Set(rows.map((r) => r.productId))];
  const tierRows = await db
    .select({ productId: prices.productId, minQty: prices.minQty, amount: prices.amount })
    .from(prices)
    .where(and(inArray(prices.productId, productIds), eq(prices.store, store)))
    .orderBy(prices.productId, prices.minQty);
  const stockRows = await db
    .select({ skuId: inventory.skuId, stock: sql<number>`greatest(coalesce(sum(${inventory.onHand}), 0), 0)::int` })
    .from(inventory)
    .innerJoin(warehouses, and(eq(warehouses.id, inventory.warehouseId), eq(warehouses.active, true)))
    .where(inArray(inventory.skuId, rows.map((r) => r.skuId)))
    .groupBy(inventory.skuId);

  const stockOf = new Map(stockRows.map((s) => [s.skuId, Number(s.stock)]));
  for (const r of rows) {
    result.set(r.sku, {
      sku: r.sku,
      size: r.size,
      productId: r.productId,
      compositionId: r.compositionId,
      product: { slug: r.slug, title: r.title, catalogNumber: r.catalogNumber, garment: r.garment, kind: r.kind },
      composition: { colorName: r.colorName, colorHex: r.colorHex },
      prices: tierRows.filter((t) => t.productId === r.productId).map((t) => ({ minQty: t.minQty, amount: t.amount })),
      stock: stockOf.get(r.skuId) ?? 0,
    });
  }
  return result;
}

/** One SKU in a store, or null when no SKU has that code. */
export async function skuForCart(db: Database, sku: string, store: 'us' | 'ca'): Promise<CartSku | null> {
  return (await skusForCart(db, [sku], store)).get(sku) ?? null;
}
