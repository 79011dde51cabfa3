import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogSizes } from '../../test-fixtures/quotes';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

describe('GET /api/crafter/catalog', () => {
  let t: TestApp;
  let crafter: TestBrowser;
  beforeAll(async () => {
    t = await buildTestApp();
    crafter = (await t.crafter('catalog@example.com')).browser;
  });
  afterAll(() => t.close());

  it('finds the store’s products by a search, with their colours, sizes and tiers', async () => {
    const { slug, skus, tiers } = await catalogSizes(t.handle.db, 'us');
    const title = (await crafter.get(`/api/crafter/catalog?slugs=${slug}`)).json().products[0].title as string;
    const res = await crafter.get(`/api/crafter/catalog?q=${encodeURIComponent(title)}`);
    expect(res.statusCode, res.body).toBe(200);
    const found = res.json().products.find((p: { slug: string }) => p.slug === slug);
    expect(found.tiers).toEqual(tiers);
    expect(found.colors.flatMap((c: { skus: { sku: string }[] }) => c.skus.map((s) => s.sku))).toEqual(expect.arrayContaining(skus));
  });

  it('answers a saved draft’s products by their slugs, each once, and none it does not sell', async () => {
    const { slug } = await catalogSizes(t.handle.db, 'us');
    const res = await crafter.get(`/api/crafter/catalog?slugs=${slug},${slug},no-such-product`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().products.map((p: { slug: string }) => p.slug)).toEqual([slug]);
  });

  it('refuses a request that is neither a search nor slugs, or both, or bad slugs, naming the field', async () => {
    const neither = await crafter.get('/api/crafter/catalog');
    expect(neither.statusCode).toBe(400);
    expect(neither.json().fieldErrors).toEqual({ q: ['Give either q (a search) or slugs'] });
    expect((await crafter.get('/api/crafter/catalog?q=tee&slugs=tee')).statusCode).toBe(400);
    const bad = await crafter.get('/api/crafter/catalog?slugs=%3Cscript%3E');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ slugs: ['must be product slugs separated by commas'] });
    const many = await crafter.get(`/api/crafter/catalog?slugs=${Array.from({ length: 41 }, (_, i) => `p-${i}`).join(',')}`);
    expect(many.json().fieldErrors).toEqual({ slugs: ['must name 1 to 40 products'] });
    expect((await new TestBrowser(t.app).get('/api/crafter/catalog?q=tee')).statusCode).toBe(401);
  });
});
