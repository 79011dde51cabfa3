import { eq, sql } from 'drizzle-orm';
import type { BrandPage } from '@storefront/contracts';
import { brandPages, brands, type Database } from '@storefront/db';
import type { StoreCode } from '@storefront/store-config';
import { renderContent } from '../content/render-content';
import { found, missing, type Found } from '../found';
import { buildCards, selectCardRows } from '../product-cards';

/**
 * A brand's published page in a store (`GET /api/brands/{slug}/page`): the banner's headline, the
 * story rendered as content pages are, and the featured products the store sells, in the chosen
 * order, as listing cards priced in the store. No published version yet: not found.
 */
export async function publishedBrandPage(db: Database, slug: string, store: StoreCode, ctx: { imageBaseUrl: string }): Promise<Found<BrandPage>> {
  const [row] = await db
    .select({ slug: brands.slug, name: brands.name, published: brandPages.published, publishedAt: brandPages.publishedAt })
    .from(brands)
    .leftJoin(brandPages, eq(brandPages.brandId, brands.id))
    .where(eq(brands.slug, slug))
    .limit(1);
  if (!row) return missing(`There is no brand "${slug}".`);
  if (!row.published || !row.publishedAt) return missing(`${row.name} has no published page yet.`);
  const ids = row.published.featured;
  // ids are the integers the page stored: written out as an array literal, in the chosen order
  const list = sql.raw(`array[${ids.map((id) => Math.trunc(Number(id))).join(',')}]::int[]`);
  const cardRows = ids.length ? await selectCardRows(db, store, sql`l.product_id = any(${list})`, sql`array_position(${list}, l.product_id)`, ids.length, 0) : [];
  return found({
    brand: { slug: row.slug, name: row.name },
    store,
    headline: row.published.headline,
    story_html: row.published.story ? renderContent(row.published.story, store) : '',
    featured: await buildCards(db, cardRows, { ...ctx, store }),
    published_at: row.publishedAt.toISOString(),
  });
}
