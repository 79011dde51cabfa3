import { and, count, desc, eq } from 'drizzle-orm';
import { MAX_FOLLOWED_BRANDS, type FollowedBrand } from '@storefront/contracts';
import { brandBySlug, brandsByIds, followedBrands, type BrandForAccount, type Database } from '@storefront/db';
import { abortWith, failed, inTransaction, succeeded, type Outcome, type Problem } from '@storefront/server-kit';
import { lockShopper } from '../favorites/shopper-lock';

/** The slug names no brand of the catalog (404); slugs are checked by the route, so safe to repeat. */
const unknownBrand = (slug: string): Problem => ({ kind: 'not_found', code: 'brand_not_found', message: `There is no brand "${slug}" in the catalog.` });

const TOO_MANY_BRANDS: Problem = {
  kind: 'invalid',
  code: 'too_many_followed_brands',
  message: `You can follow up to ${MAX_FOLLOWED_BRANDS} brands. Unfollow one before following another.`,
};

const view = (brand: BrandForAccount, at: Date): FollowedBrand => ({ slug: brand.slug, name: brand.name, followed_at: at.toISOString() });

/** The shopper's followed brands, newest first. */
export async function listFollowedBrands(db: Database, userId: string): Promise<FollowedBrand[]> {
  const rows = await db.select().from(followedBrands).where(eq(followedBrands.userId, userId)).orderBy(desc(followedBrands.createdAt), desc(followedBrands.brandId));
  const byId = await brandsByIds(db, rows.map((r) => r.brandId));
  return rows.flatMap((r) => {
    const brand = byId.get(r.brandId);
    return brand ? [view(brand, r.createdAt)] : [];
  });
}

/**
 * Follows the brand: `created` false when already followed (nothing changes). The shopper's row is
 * locked first, so concurrent follows cannot pass MAX_FOLLOWED_BRANDS together.
 */
export async function followBrand(db: Database, userId: string, slug: string, now: Date): Promise<Outcome<{ brand: FollowedBrand; created: boolean }>> {
  const brand = await brandBySlug(db, slug);
  if (!brand) return failed(unknownBrand(slug));
  const saved = await inTransaction(db, async (tx) => {
    await lockShopper(tx, userId);
    const [existing] = await tx.select().from(followedBrands).where(and(eq(followedBrands.userId, userId), eq(followedBrands.brandId, brand.id))).limit(1);
    if (existing) return { at: existing.createdAt, created: false };
    const [held] = await tx.select({ n: count() }).from(followedBrands).where(eq(followedBrands.userId, userId));
    if ((held?.n ?? 0) >= MAX_FOLLOWED_BRANDS) abortWith(TOO_MANY_BRANDS);
    await tx.insert(followedBrands).values({ userId, brandId: brand.id, createdAt: now });
    return { at: now, created: true };
  });
  if (!saved.ok) return saved;
  return succeeded({ brand: view(brand, saved.value.at), created: saved.value.created });
}

/** Unfollows the brand; unfollowing one not followed is no change. An unknown brand is refused. */
export async function unfollowBrand(db: Database, userId: string, slug: string): Promise<Outcome<void>> {
  const brand = await brandBySlug(db, slug);
  if (!brand) return failed(unknownBrand(slug));
  await db.delete(followedBrands).where(and(eq(followedBrands.userId, userId), eq(followedBrands.brandId, brand.id)));
  return succeeded(undefined);
}
