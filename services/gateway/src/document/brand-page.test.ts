import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { brandPages, brands, products, seedDemoCatalog, type DatabaseHandle } from '@storefront/db';
import { createTestDatabase } from '@storefront/db/testing';
import type { PageData } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { buildGateway } from '../app';
import { gatewayConfigSchema } from '../config';

let handle: DatabaseHandle;
let app: FastifyInstance;
let brand: { slug: string; id: number };
let featured: { id: number; slug: string }[];

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemoCatalog(handle.db, { products: 60 });
  app = await buildGateway({ config: gatewayConfigSchema.parse({ COOKIE_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://shop.example' }), db: handle.db, logger: false });
  // a brand the listing shows (the first product's), and two of its products, in an order of our own
  const first = (await app.inject({ url: '/api/products?per_page=24' })).json().products[0];
  const [row] = await handle.db.select({ id: brands.id, slug: brands.slug }).from(products).innerJoin(brands, eq(brands.id, products.brandId)).where(eq(products.slug, first.slug));
  brand = row!;
  featured = (await handle.db.select({ id: products.id, slug: products.slug }).from(products).where(eq(products.brandId, brand.id))).slice(0, 2).reverse();
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const pageDataOf = (html: string) => JSON.parse(/<script id="sf-page-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null') as PageData;

describe("a brand's published page in the document", () => {
  it('a brand without a published page has its bare listing; a draft is never shown', async () => {
    await handle.db.insert(brandPages).values({ brandId: brand.id, draft: { headline: 'Draft only', story: '', featured: [] } });
    const res = await app.inject({ url: `/brands/${brand.slug}` });
    expect(res.statusCode).toBe(200);
    const data = pageDataOf(res.body).data;
    expect(data.kind).toBe('listing');
    expect('brand_page' in data).toBe(false);
    expect(res.body).not.toContain('Draft only');
  });

  it('inlines the published banner, story and featured products in both stores, and describes the page by its headline', async () => {
    await handle.db
      .update(brandPages)
      .set({ published: { headline: 'Basics that print well', story: 'Since **1984**. [Shipping](/shipping)', featured: featured.map((f) => f.id) }, publishedAt: new Date() })
      .where(eq(brandPages.brandId, brand.id));
    for (const [prefix, currency] of [['', 'USD'], ['/ca', 'CAD']] as const) {
      const res = await app.inject({ url: `${prefix}/brands/${brand.slug}` });
      const data = pageDataOf(res.body).data;
      if (data.kind !== 'listing' || !data.brand_page) throw new Error(`no brand page inlined at ${prefix}/brands/${brand.slug}`);
      expect(data.brand_page.headline).toBe('Basics that print well');
      expect(data.brand_page.story_html).toContain('<strong>1984</strong>');
      expect(data.brand_page.story_html).toContain(`href="${prefix}/shipping"`);
      expect(data.brand_page.featured.map((c) => c.slug)).toEqual(featured.map((f) => f.slug));
      expect(data.brand_page.featured.every((c) => c.price.currency === currency)).toBe(true);
      expect(res.body).toMatch(/<meta name="description" content="Basics that print well — shop \d+ /);
    }
    // the same page by the brand query (§2: "/ with a brand query")
    expect(pageDataOf((await app.inject({ url: `/?brand=${brand.slug}` })).body).data).toMatchObject({ kind: 'listing', brand_page: { headline: 'Basics that print well' } });
  });
});
