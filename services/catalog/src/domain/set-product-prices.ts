import { and, eq } from 'drizzle-orm';
import type { StaffPricesResponse } from '@storefront/contracts';
import { prices, products, type Database } from '@storefront/db';
import type { StoreCode } from '@storefront/store-config';

/**
 * Replaces a product's prices in one store (unit price and tiers) in one transaction: readers see
 * the old set or the new one, never a mix. The catalog version moves in the same commit
 * (migration 0009's triggers), so cached answers, the listing index and the alert job follow.
 * Null when no product has that slug.
 */
export async function setProductPrices(db: Database, slug: string, store: StoreCode, tiers: { min_qty: number; amount: number }[]): Promise<StaffPricesResponse | null> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug)).limit(1);
  if (!product) return null;
  await db.transaction(async (tx) => {
    await tx.delete(prices).where(and(eq(prices.productId, product.id), eq(prices.store, store)));
    await tx.insert(prices).values(tiers.map((t) => ({ productId: product.id, store, minQty: t.min_qty, amount: t.amount })));
  });
  return { product: slug, store, tiers };
}
