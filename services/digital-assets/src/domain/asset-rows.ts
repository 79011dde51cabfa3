import { and, asc, eq, ne } from 'drizzle-orm';
import { digitalAssets, productIdBySlug, type Database } from '@storefront/db';

export type AssetRow = typeof digitalAssets.$inferSelect;

/** This service's own row of a catalog product (null: the product is not a digital asset here). */
export async function assetRowOf(db: Database, productId: number): Promise<AssetRow | null> {
  const [row] = await db.select().from(digitalAssets).where(eq(digitalAssets.productId, productId)).limit(1);
  return row ?? null;
}

/** Other assets by the same author (product ids), for the asset page's "more like this". */
export async function sameAuthorProductIds(db: Database, author: string, exceptProductId: number, limit = 1000): Promise<number[]> {
  const rows = await db
    .select({ id: digitalAssets.productId })
    .from(digitalAssets)
    .where(and(eq(digitalAssets.author, author), ne(digitalAssets.productId, exceptProductId)))
    .orderBy(asc(digitalAssets.productId))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Whether a slug names a digital asset (a catalog product with this service's row). */
export async function isAssetSlug(db: Database, slug: string): Promise<boolean> {
  const productId = await productIdBySlug(db, slug);
  return productId !== null && (await assetRowOf(db, productId)) !== null;
}
