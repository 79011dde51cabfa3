import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DigitalHomeResponse } from '@storefront/contracts';
import { insertAsset } from '../../test-fixtures/assets';
import { buildTestApp, type TestApp } from '../../test-fixtures/test-app';

describe('GET /api/digital-assets/home.json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const day = (d: number) => new Date(Date.UTC(2026, 0, d));
    // 14 assets: units sold rise with the number, creation dates fall with it
    for (let i = 1; i <= 14; i++) {
      await insertAsset(t.handle.db, { slug: `asset-${i}`, unitsSold: i * 10, createdAt: day(30 - i), prices: { us: 1000 + i, ca: i === 14 ? null : 1300 + i } });
    }
    // a catalog product of another kind never shows
    await insertAsset(t.handle.db, { slug: 'a-plain-tee', kind: 'blank', unitsSold: 9999, createdAt: day(31) });
  });
  afterAll(() => t?.close());

  it('answers the 12 best sellers and the 12 newest as listing cards that link to the asset pages, cacheable', async () => {
    const res = await t.app.inject('/api/digital-assets/home.json?store=us');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = res.json<DigitalHomeResponse>();
    expect(body.featured.map((c) => c.slug)).toEqual(Array.from({ length: 12 }, (_, i) => `asset-${14 - i}`));
    expect(body.newest.map((c) => c.slug)).toEqual(Array.from({ length: 12 }, (_, i) => `asset-${i + 1}`));
    expect(body.featured[0]).toMatchObject({ url: '/digital-assets/asset-14.html', kind: 'digital_asset', business_line: 'digital', price: { amount: 1014, currency: 'USD' }, brand: { name: 'Sunny Side Studio' }, in_stock: true });
  });

  it('prices the cards in the store asked about and leaves out what that store does not sell', async () => {
    const body = (await t.app.inject('/api/digital-assets/home.json?store=ca')).json<DigitalHomeResponse>();
    expect(body.featured.map((c) => c.slug)).not.toContain('asset-14');
    expect(body.featured[0]).toMatchObject({ slug: 'asset-13', url: '/ca/digital-assets/asset-13.html', price: { amount: 1313, currency: 'CAD' } });
  });

  it('refuses an unknown store or query key with a 400 naming it', async () => {
    const bad = await t.app.inject('/api/digital-assets/home.json?store=uk');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid_request', fieldErrors: { store: expect.any(Array) } });
    const extra = await t.app.inject('/api/digital-assets/home.json?store=us&page=2');
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toContain('page');
  });
});
