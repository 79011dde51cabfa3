import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LICENCE_TERMS, type AssetResponse } from '@storefront/contracts';
import { insertAsset, type TestAsset } from '../../test-fixtures/assets';
import { buildTestApp, type TestApp } from '../../test-fixtures/test-app';

describe('GET /api/digital-assets/assets/{slug}.json', () => {
  let t: TestApp;
  let sun: TestAsset;
  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.handle.db;
    sun = await insertAsset(db, { slug: 'retro-sun', title: 'Retro Sun', author: 'Sunny Side Studio', category: 'retro-designs', prices: { us: 1200, ca: 1500 }, formats: ['png', 'svg'], tags: ['retro', 'sun'], standardPrintCap: 250 });
    // the author's others (more sold first), then the category's, then an unrelated one
    await insertAsset(db, { slug: 'retro-moon', author: 'Sunny Side Studio', category: 'space', unitsSold: 5 });
    await insertAsset(db, { slug: 'retro-wave', author: 'Sunny Side Studio', category: 'space', unitsSold: 50 });
    await insertAsset(db, { slug: 'cat-badge', author: 'Other Studio', category: 'retro-designs', unitsSold: 7 });
    await insertAsset(db, { slug: 'dog-badge', author: 'Other Studio', category: 'animals', unitsSold: 700 });
    await insertAsset(db, { slug: 'no-cap', author: 'Free Studio', category: 'freebies', standardPrintCap: null, podAsIs: true });
    await insertAsset(db, { slug: 'us-only', prices: { us: 900, ca: null } });
    await insertAsset(db, { slug: 'plain-tee', kind: 'blank' });
  });
  afterAll(() => t?.close());

  it('answers the asset with both licences priced in the store, its previews and related cards (the author first, then the category)', async () => {
    const res = await t.app.inject('/api/digital-assets/assets/retro-sun.json?store=ca');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const { asset, related } = res.json<AssetResponse>();
    expect(asset).toMatchObject({
      id: sun.productId,
      slug: 'retro-sun',
      url: '/ca/digital-assets/retro-sun.html',
      title: 'Retro Sun',
      catalog_number: sun.catalogNumber,
      author: 'Sunny Side Studio',
      brand: { slug: 'sunny-side-studio', name: 'Sunny Side Studio' },
      category: { slug: 'retro-designs' },
      business_line: 'digital',
      formats: ['png', 'svg'],
      tags: ['retro', 'sun'],
      store: 'ca',
    });
    expect(asset.licences).toEqual([
      { licence: 'standard', label: 'Standard licence', sku: `${sun.catalogNumber}-STD`, price: { amount: 1500, currency: 'CAD' }, print_cap: 250, pod_as_is: false, terms: [...LICENCE_TERMS.standard.terms] },
      { licence: 'extended', label: 'Extended licence', sku: `${sun.catalogNumber}-EXT`, price: { amount: 7500, currency: 'CAD' }, print_cap: null, pod_as_is: true, terms: [...LICENCE_TERMS.extended.terms] },
    ]);
    // the catalog's three pictures of the asset, found by its catalog number
    const key = sun.catalogNumber.toLowerCase();
    expect(asset.previews.map((p) => p.src)).toEqual([0, 1, 2].map((view) => `/images/designs/${key}-${view}-640.jpg`));
    // us-only is in the category too, but the Canadian store does not sell it
    expect(related.map((c) => c.slug)).toEqual(['retro-wave', 'retro-moon', 'cat-badge']);
  });

  it('says when the standard licence has no cap and when the asset allows print-on-demand as is', async () => {
    const { asset } = (await t.app.inject('/api/digital-assets/assets/no-cap.json')).json<AssetResponse>();
    expect(asset.licences.map((l) => [l.licence, l.print_cap, l.pod_as_is])).toEqual([
      ['standard', null, true],
      ['extended', null, true],
    ]);
    expect(asset.licences[0]!.price.currency).toBe('USD');
  });

  it('answers 404 with a clear message for an unknown slug, a product that is not a digital asset, or one the store does not sell', async () => {
    for (const url of ['/api/digital-assets/assets/no-such-asset.json', '/api/digital-assets/assets/plain-tee.json', '/api/digital-assets/assets/us-only.json?store=ca']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 'asset_not_found', message: expect.stringContaining('There is no digital asset called') });
    }
    expect((await t.app.inject('/api/digital-assets/assets/us-only.json?store=us')).statusCode).toBe(200);
  });

  it('refuses a malformed slug or an unknown query key with a 400', async () => {
    expect((await t.app.inject('/api/digital-assets/assets/Not_A_Slug.json')).statusCode).toBe(400);
    const extra = await t.app.inject('/api/digital-assets/assets/retro-sun.json?store=us&x=1');
    expect(extra.statusCode).toBe(400);
  });
});
