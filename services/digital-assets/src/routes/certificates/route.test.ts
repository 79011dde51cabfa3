import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { licenceUsage, users } from '@storefront/db';
import type { TestShopper } from '@storefront/testing';
import { renderCertificatePdf, type RenderCertificate } from '../../domain/certificate-pdf';
import { insertAsset, type TestAsset } from '../../test-fixtures/assets';
import { insertOrder, type TestOrder } from '../../test-fixtures/orders';
import { pdfText } from '@storefront/testing';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

describe('GET /api/digital-assets/licences/{order_line_id}/certificate.pdf', () => {
  let t: TestApp;
  let buyer: TestBrowser;
  let shopper: TestShopper;
  let sun: TestAsset;
  let order: TestOrder;
  let caOrder: TestOrder;
  let refunded: TestOrder;
  /** the real renderer, counted: how often a certificate was drawn rather than served from the cache */
  let renders = 0;
  const countingRenderer: RenderCertificate = (text) => {
    renders++;
    return renderCertificatePdf(text);
  };
  const urlOf = (o: TestOrder) => `/api/digital-assets/licences/${o.lineIds[0]}/certificate.pdf`;

  beforeAll(async () => {
    t = await buildTestApp({ renderCertificate: countingRenderer });
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
    expect(res.headers).toMatchObject({ 'content-type': 'application/pdf', 'cache-control': 'private, no-cache' });
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

  it('prints names in any Latin, Greek or Cyrillic letters as written; a letter the font lacks becomes “?”', async () => {
    const names = [
      ['Zoë Łukasiewicz', 'Zoë Łukasiewicz'],
      ['Иван Петров', 'Иван Петров'],
      ['Ζωή Ševčíková-Øster', 'Ζωή Ševčíková-Øster'],
      ['李 Łukasiewicz', '? Łukasiewicz'],
    ] as const;
    for (const [i, [name, printed]] of names.entries()) {
      const b = new TestBrowser(t.app);
      const email = `unicode${i}@example.com`;
      const user = await t.signUp(b, email, name);
      const bought = await insertOrder(t.handle.db, { userId: user.id, lines: [{ asset: sun, licence: 'standard' }] });
      const text = await pdfText((await b.get(urlOf(bought))).rawPayload);
      expect(text, name).toContain(`${printed} <${email}>`);
      expect(text).toContain('Licence certificate');
    }
  });

  it('draws a certificate once: the next download is the cached copy under a strong ETag, and If-None-Match gets a 304', async () => {
    const b = new TestBrowser(t.app);
    const user = await t.signUp(b, 'cached@example.com', 'Ada Cache');
    const bought = await insertOrder(t.handle.db, { userId: user.id, lines: [{ asset: sun, licence: 'standard' }] });
    const before = renders;
    const first = await b.get(urlOf(bought));
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(renders).toBe(before + 1);

    const second = await b.get(urlOf(bought));
    expect(second.headers).toMatchObject({ etag, 'cache-control': 'private, no-cache' });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(renders).toBe(before + 1);

    const revalidated = await b.request({ method: 'GET', url: urlOf(bought), headers: { 'if-none-match': `"something-else", ${etag}` } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers).toMatchObject({ etag, 'cache-control': 'private, no-cache' });
    expect(revalidated.rawPayload.length).toBe(0);
    expect(renders).toBe(before + 1);
    // the ETag opens nothing to anyone else: the buyer is checked first
    const other = new TestBrowser(t.app);
    await t.signUp(other, 'not-the-buyer@example.com');
    expect((await other.request({ method: 'GET', url: urlOf(bought), headers: { 'if-none-match': etag } })).statusCode).toBe(404);
  });

  it('a changed input (the buyer’s name) is another certificate: a new ETag, drawn again, the old one no longer matches', async () => {
    const b = new TestBrowser(t.app);
    const user = await t.signUp(b, 'renamed@example.com', 'Ada Before');
    const bought = await insertOrder(t.handle.db, { userId: user.id, lines: [{ asset: sun, licence: 'standard' }] });
    const old = await b.get(urlOf(bought));
    const before = renders;
    await t.handle.db.update(users).set({ name: 'Ada After' }).where(eq(users.id, user.id));
    const renamed = await b.request({ method: 'GET', url: urlOf(bought), headers: { 'if-none-match': String(old.headers.etag) } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.headers.etag).not.toBe(old.headers.etag);
    expect(renders).toBe(before + 1);
    expect(await pdfText(renamed.rawPayload)).toContain('Ada After <renamed@example.com>');
  });
});
