import { and, asc, desc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { BusinessLine, ProductCard, ProductKind } from '@storefront/contracts';
import type { Database } from '../client/create-database';
import { brands, categories, compositions, prices, products } from '../schema/catalog';
import { buildCards, type CardContext } from './product-cards';

/** The catalog's half of a digital asset's page: the product as the catalog sells it in one store. */
export interface DigitalAssetProduct {
  id: number;
  slug: string;
  title: string;
  description: string;
  catalogNumber: string;
  /** products.kind: the digital-assets service refuses anything but `digital_asset` */
  kind: string;
  businessLine: string;
  garment: string;
  brand: { slug: string; name: string };
  category: { id: number; slug: string; name: string };
  /** the unit price (min_qty 1) in the store, minor units; null when the store does not sell it */
  unitPrice: number | null;
  /** its colours in gallery order, with how many views each has (a digital asset has one) */
  compositions: { id: number; colorName: string; colorHex: string; imageCount: number }[];
}

/**
 * Catalog's named read for the digital-assets service (ARCHITECTURE §3.1): one product by slug,
 * with its brand, category, unit price in the store and compositions. Null for an unknown slug.
 */
export async function digitalAssetProduct(db: Database, slug: string, store: 'us' | 'ca'): Promise<DigitalAssetProduct | null> {
  const [row] = await db
    .select({
      id: products.id,
      slug: products.slug,
      title: products.title,
      description: products.description,
      catalogNumber: products.catalogNumber,
      kind: products.kind,
      businessLine: products.businessLine,
      garment: products.garment,
      brandSlug: brands.slug,
      brandName: brands.name,
      categoryId: categories.id,
      categorySlug: categories.slug,
      categoryName: categories.name,
      unitPrice: prices.amount,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(prices, and(eq(prices.productId, products.id), eq(prices.store, store), eq(prices.minQty, 1)))
    .where(eq(products.slug, slug))
    .limit(1);
  if (!row) return null;
  const comps = await db
    .select({ id: compositions.id, colorName: compositions.colorName, colorHex: compositions.colorHex, imageCount: compositions.imageCount })
    .from(compositions)
    .where(eq(compositions.productId, row.id))
    .orderBy(asc(compositions.position), asc(compositions.id));
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    catalogNumber: row.catalogNumber,
    kind: row.kind,
    businessLine: row.businessLine,
    garment: row.garment,
    brand: { slug: row.brandSlug, name: row.brandName },
    category: { id: row.categoryId, slug: row.categorySlug, name: row.categoryName },
    unitPrice: row.unitPrice === null ? null : Number(row.unitPrice),
    compositions: comps,
  };
}

export interface DigitalAssetCardsQuery extends CardContext {
  /** best sellers first (units sold), or the newest first */
  order: 'best_selling' | 'newest';
  limit: number;
  /** only these products (e.g. one author's) */
  productIds?: readonly number[];
  /** only this category */
  categoryId?: number;
  /** never these (the asset whose page it is, cards already shown) */
  excludeIds?: readonly number[];
}

/**
 * Catalog's named read for the digital-assets service: listing cards (`buildCards`, so they equal
 * the listing's) of digital assets (kind `digital_asset`) the store sells, best sellers or newest
 * first, optionally among given products or in one category.
 */
export async function digitalAssetCards(db: Database, q: DigitalAssetCardsQuery): Promise<ProductCard[]> {
  if (q.productIds && q.productIds.length === 0) return [];
  const where: SQL[] = [eq(products.kind, 'digital_asset')];
  if (q.productIds) where.push(inArray(products.id, [...q.productIds]));
  if (q.categoryId !== undefined) where.push(eq(products.categoryId, q.categoryId));
  if (q.excludeIds && q.excludeIds.length > 0) where.push(notInArray(products.id, [...q.excludeIds]));
  const order = q.order === 'best_selling' ? [desc(products.unitsSold), asc(products.id)] : [desc(products.createdAt), desc(products.id)];
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
    // a card needs a price: a product the store does not price is not sold there
    .innerJoin(prices, and(eq(prices.productId, products.id), eq(prices.store, q.store), eq(prices.minQty, 1)))
    .where(and(...where))
    .orderBy(...order)
    .limit(q.limit);
  return buildCards(
    db,
    rows.map((r) => ({ ...r, kind: r.kind as ProductKind, businessLine: r.businessLine as BusinessLine, price: Number(r.price) })),
    { store: q.store, imageBaseUrl: q.imageBaseUrl },
  );
}
