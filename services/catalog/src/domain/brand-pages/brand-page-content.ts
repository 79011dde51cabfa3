import { and, eq, inArray } from 'drizzle-orm';
import type { BrandPageDraft } from '@storefront/contracts';
import { products, type BrandPageContent, type Database } from '@storefront/db';
import { failed, succeeded, type Outcome } from '@storefront/server-kit';

/** A draft as written (featured products by slug) → as stored (by id), checking each is this brand's product. */
export async function contentFromDraft(db: Database, brand: { id: number; name: string }, draft: BrandPageDraft): Promise<Outcome<BrandPageContent>> {
  const rows = draft.featured.length
    ? await db.select({ id: products.id, slug: products.slug }).from(products).where(and(eq(products.brandId, brand.id), inArray(products.slug, draft.featured)))
    : [];
  const idOf = new Map(rows.map((r) => [r.slug, r.id]));
  const foreign = draft.featured.filter((slug) => !idOf.has(slug));
  if (foreign.length) {
    return failed({
      kind: 'invalid',
      code: 'not_brand_product',
      message: `${foreign.join(', ')} ${foreign.length === 1 ? 'is not a product' : 'are not products'} of ${brand.name}: a brand page features its own products.`,
      fieldErrors: { featured: foreign.map((slug) => `${slug} is not a product of ${brand.name}`) },
    });
  }
  return succeeded({ headline: draft.headline, story: draft.story, featured: draft.featured.map((slug) => idOf.get(slug)!) });
}

/** Stored content → as a manager reads it (featured by slug, in order; a product deleted since is left out). */
export async function draftFromContent(db: Database, content: BrandPageContent): Promise<BrandPageDraft> {
  const rows = content.featured.length ? await db.select({ id: products.id, slug: products.slug }).from(products).where(inArray(products.id, content.featured)) : [];
  const slugOf = new Map(rows.map((r) => [r.id, r.slug]));
  return { headline: content.headline, story: content.story, featured: content.featured.flatMap((id) => slugOf.get(id) ?? []) };
}

export const sameContent = (a: BrandPageContent, b: BrandPageContent | null) =>
  b !== null && a.headline === b.headline && a.story === b.story && a.featured.length === b.featured.length && a.featured.every((id, i) => id === b.featured[i]);
