import { and, eq, inArray } from 'drizzle-orm';
import type { BusinessLine, Money, ProductCard, ProductKind } from '@storefront/contracts';
import type { Database } from '../client/create-database';
import { brands, prices, products } from '../schema/catalog';
import { buildCards, type CardContext } from './product-cards';

/** A favorite as the shopper sees it: the product's listing card, with no price where the store does not sell it. */
export type FavoriteProductCard = Omit<ProductCard, 'price'> & { price: Money | null };

/** Catalog's named read for account's favorites (ARCHITECTURE §3.1): a product's id by slug, null when unknown. */
export async function productIdBySlug(db: Database, slug: string): Promise<number | null> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug)).limit(1);
  return row?.id ?? null;
}

/**
 * Catalog's named read for account's favorites: the listing cards of these products in the
 * store, built by `buildCards` so a favorite shows what the product's card shows; a product the
 * store has no unit price for still has its card, with `price: null`. Keyed by product id;
 * unknown ids are absent.
 */
export async function favoriteProductCards(db: Database, productIds: readonly number[], ctx: CardContext): Promise<Map<number, FavoriteProductCard>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      title: products.title,
      catalogNumber: products.catalogNumber,
      kind: products.kind,
      businessLine: products.businessLine,
      garment: products.garment,
      brandSlug: brands.slug,
      brandName: brands.name,
      price: prices.amount,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(prices, and(eq(prices.productId, products.id), eq(prices.store, ctx.store), eq(prices.minQty, 1)))
    .where(inArray(products.id, ids));
  const cards = await buildCards(
    db,
    rows.map((r) => ({ ...r, kind: r.kind as ProductKind, businessLine: r.businessLine as BusinessLine, price: r.price ?? 0 })),
    ctx,
  );
  // buildCards answers in the order of its rows
  return new Map(cards.map((card, i) => [card.id, { ...card, price: rows[i]!.price === null ? null : card.price }]));
}
