import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenceUsage } from '@storefront/db';
import type { TestShopper } from '@storefront/testing';
import { insertAsset, type TestAsset } from '../../test-fixtures/assets';
import { insertOrder, type TestOrder } from '../../test-fixtures/orders';
import { pdfText } from '../../test-fixtures/pdf-reader';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

describe('GET /api/digital-assets/licences/{order_line_id}/certificate.pdf', () => {
  let t: TestApp;
  let buyer: TestBrowser;
  let shopper: TestShopper;
  let sun: TestAsset;
  let order: TestOrder;
  let caOrder: TestOrder;
  let refunded: TestOrder;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.handle.db;
    sun = await insertAsset(db, { slug: 'retro-sun', title: 'Retro Sun Badge', author: 'Sunny Side Studio', standardPrintCap: 500 });
    buyer = new TestBrowser(t.app);
    shopper = await t.signUp(buyer, 'zoe.buyer@example.com', 'Zoë Bücher');
    // 03:30 UTC on 2 March is still 1 March in New York and Toronto
    order = await insertOrder(db, { userId: shopper.id, placedAt: new Date('2026-03-02T03:30:00Z'), lines: [{ asset: sun, licence: 'standard', quantity: 3 }] });
    caOrder = await insertOrder(db, { userId: shopper.id, store: 'ca', placedAt: new Date('2026-07-04T16:00:00Z'), lines: [{ asset: sun, licence: 'extended' }] });
    refunded = await insertOrder(db, { userId: shopper.id, status: 'refunded', lines: [{ asset: sun, licence: 'standard' }] });
  });
  afterAll(() => t?.close());

  it('names the buyer, the asset, the licence with its cap and terms, the order and its date, and a certificate number', async () => {
    const res = await buyer.get(`/api/digital-assets/licences/${order.lineIds[0]}/certificate.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({ 'content-type': 'application/pdf', 'cache-control': 'private, no-store' });
    const number = `DAL-${order.number}-${order.lineIds[0]!.replace(/-/g, '').slice(-12).toUpperCase()}`;
    expect(res.headers['content-disposition']).toBe(`inline; filename="licence-${number.toLowerCase()}.pdf"`);
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Licence certificate',
      number,
      'Zoë Bücher <zoe.buyer@example.com>',
      'Retro Sun Badge',
      sun.catalogNumber,
      'Sunny Side Studio',
      'Standard licence × 3',
      '1,500 (500 per licence × 3 licences)',
      'Print-on-demand as is Not allowed',
      order.number,
      'March 1, 2026',
      'Print the design on products you sell or give away, up to the printed-unit cap shown.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('says unlimited for the extended licence, dates a Canadian order in en-CA, and keeps the cap fixed at the first send', async () => {
    const text = await pdfText((await buyer.get(`/api/digital-assets/licences/${caOrder.lineIds[0]}/certificate.pdf`)).rawPayload);
    expect(text).toContain('Extended licence');
    expect(text).toContain('Printed units allowed Unlimited');
    expect(text).toContain('Print-on-demand as is Allowed');
    expect(text).toContain('July 4, 2026');

    await t.handle.db.insert(licenceUsage).values({ orderLineId: order.lineIds[0]!, userId: shopper.id, productId: sun.productId, licence: 'standard', cap: 1200, unitsUsed: 10 });
    const fixed = await pdfText((await buyer.get(`/api/digital-assets/licences/${order.lineIds[0]}/certificate.pdf`)).rawPayload);
    expect(fixed).toContain('1,200 (400 per licence × 3 licences)');
  });

  it('is the buyer’s only: another user, a guest, and a refunded line get a 404; a malformed id a 400', async () => {
    const url = `/api/digital-assets/licences/${order.lineIds[0]}/certificate.pdf`;
    const other = new TestBrowser(t.app);
    await t.signUp(other, 'other@example.com');
    for (const res of [await other.get(url), await new TestBrowser(t.app).get(url), await buyer.get(`/api/digital-assets/licences/${refunded.lineIds[0]}/certificate.pdf`)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('licence_not_found');
    }
    expect((await buyer.get('/api/digital-assets/licences/42/certificate.pdf')).statusCode).toBe(400);
  });
});
