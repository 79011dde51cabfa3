import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchasesResponse } from '@storefront/contracts';
import { licenceUsage } from '@storefront/db';
import type { TestShopper } from '@storefront/testing';
import { insertAsset, type TestAsset } from '../../test-fixtures/assets';
import { insertOrder, type TestOrder } from '../../test-fixtures/orders';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

describe('GET /api/digital-assets/purchases.json', () => {
  let t: TestApp;
  let buyer: TestBrowser;
  let shopper: TestShopper;
  let sun: TestAsset;
  let moon: TestAsset;
  let paid: TestOrder;
  let shipped: TestOrder;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.handle.db;
    sun = await insertAsset(db, { slug: 'retro-sun', title: 'Retro Sun', formats: ['png', 'svg'], standardPrintCap: 500 });
    moon = await insertAsset(db, { slug: 'retro-moon', title: 'Retro Moon', formats: ['png', 'svg', 'pdf', 'eps'] });
    const tee = await insertAsset(db, { slug: 'plain-tee', kind: 'blank' });
    buyer = new TestBrowser(t.app);
    shopper = await t.signUp(buyer, 'buyer@example.com', 'Ada Buyer');
    paid = await insertOrder(db, { userId: shopper.id, placedAt: new Date('2026-03-01T15:00:00Z'), lines: [{ asset: sun, licence: 'standard', quantity: 2 }, { asset: moon, licence: 'extended' }, { asset: tee, licence: 'standard' }] });
    shipped = await insertOrder(db, { userId: shopper.id, status: 'delivered', store: 'ca', placedAt: new Date('2026-02-01T15:00:00Z'), lines: [{ asset: moon, licence: 'standard' }] });
    // orders whose licence does not hold: not paid yet, canceled, refunded
    for (const status of ['placed', 'canceled', 'refunded'] as const) await insertOrder(db, { userId: shopper.id, status, lines: [{ asset: sun, licence: 'extended' }] });
    await db.insert(licenceUsage).values({ orderLineId: paid.lineIds[0]!, userId: shopper.id, productId: sun.productId, licence: 'standard', cap: 1000, unitsUsed: 120 });
  });
  afterAll(() => t?.close());

  it('lists the user’s bought assets, newest order first, with units used, the cap, a signed link per format and the certificate', async () => {
    const res = await buyer.get('/api/digital-assets/purchases.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { purchases } = res.json<PurchasesResponse>();
    expect(purchases.map((p) => [p.order_number, p.product.slug, p.licence])).toEqual([
      [paid.number, 'retro-sun', 'standard'],
      [paid.number, 'retro-moon', 'extended'],
      [shipped.number, 'retro-moon', 'standard'],
    ]);
    const [sunLine, moonExt, moonStd] = purchases as [PurchasesResponse['purchases'][number], PurchasesResponse['purchases'][number], PurchasesResponse['purchases'][number]];
    expect(sunLine).toMatchObject({
      order_line_id: paid.lineIds[0],
      purchased_at: '2026-03-01T15:00:00.000Z',
      product: { slug: 'retro-sun', title: 'Retro Sun', url: '/digital-assets/retro-sun.html' },
      licence_label: 'Standard licence',
      quantity: 2,
      print_cap: 1000,
      units_used: 120,
      certificate_url: `/api/digital-assets/licences/${paid.lineIds[0]}/certificate.pdf`,
    });
    expect(sunLine.downloads.map((d) => d.format)).toEqual(['png', 'svg']);
    const expires = Date.parse(sunLine.downloads[0]!.expires_at) - t.clock.now.getTime();
    expect(expires).toBeGreaterThan(14 * 60_000);
    expect(expires).toBeLessThanOrEqual(15 * 60_000);
    expect(sunLine.downloads[0]!.url).toMatch(/^\/api\/digital-assets\/downloads\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    // extended: no cap; formats this service cannot make (eps) get no link
    expect(moonExt).toMatchObject({ licence: 'extended', print_cap: null, units_used: 0 });
    expect(moonExt.downloads.map((d) => d.format)).toEqual(['png', 'svg', 'pdf']);
    // the cap before any send: the asset's standard cap × licences bought; a Canadian order's page is under /ca
    expect(moonStd).toMatchObject({ print_cap: 500, units_used: 0, product: { url: '/ca/digital-assets/retro-moon.html' } });
  });

  it('narrows to one order with ?order_number=, refuses a malformed one (400) and unknown keys', async () => {
    const one = (await buyer.get(`/api/digital-assets/purchases.json?order_number=${shipped.number}`)).json<PurchasesResponse>();
    expect(one.purchases.map((p) => p.order_number)).toEqual([shipped.number]);
    expect((await buyer.get('/api/digital-assets/purchases.json?order_number=R000000001')).json()).toEqual({ purchases: [] });
    expect((await buyer.get('/api/digital-assets/purchases.json?order_number=12')).statusCode).toBe(400);
    expect((await buyer.get('/api/digital-assets/purchases.json?page=1')).statusCode).toBe(400);
  });

  it('shows another user none of them, and tells a guest to sign in (401)', async () => {
    const other = new TestBrowser(t.app);
    await t.signUp(other, 'other@example.com');
    expect((await other.get('/api/digital-assets/purchases.json')).json()).toEqual({ purchases: [] });
    expect((await other.get(`/api/digital-assets/purchases.json?order_number=${paid.number}`)).json()).toEqual({ purchases: [] });
    const guest = await new TestBrowser(t.app).get('/api/digital-assets/purchases.json');
    expect(guest.statusCode).toBe(401);
    expect(guest.json().code).toBe('sign_in_required');
  });
});
