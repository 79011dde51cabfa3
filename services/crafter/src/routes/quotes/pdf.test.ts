import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfImagesOnPage, pdfText, solidPng } from '@storefront/testing';
import { proposedQuote } from '../../test-fixtures/proposed-quote';
import { catalogSizes, GOOD_CARD } from '../../test-fixtures/quotes';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

describe('quote and invoice PDFs', () => {
  let t: TestApp;
  let crafter: TestBrowser;
  beforeAll(async () => {
    t = await buildTestApp();
    crafter = (await t.crafter('maker@example.com', { businessName: 'Žofie’s Prints', country: 'CA', province: 'ON' })).browser;
  });
  afterAll(() => t.close());

  it('the quote, then the invoice, carries the business, the lines with their pictures, the taxes and the payments', async () => {
    const image = await crafter.request({ method: 'POST', url: '/api/crafter/quotes/images', payload: solidPng(64, 48), headers: { 'content-type': 'image/png' } });
    const { id, token, quote } = await proposedQuote(
      t,
      crafter,
      { tax_region: 'ON', lines: [{ kind: 'free', title: 'Hoodie with mockup', quantity: 4, unit_price: 4500, image_id: image.json().id }] },
      'ca',
    );
    const asQuote = await crafter.get(`/api/crafter/quotes/${id}/pdf`);
    expect(asQuote.statusCode).toBe(200);
    expect(asQuote.headers['content-type']).toBe('application/pdf');
    expect(asQuote.headers['content-disposition']).toBe(`attachment; filename="quote-${quote.number}.pdf"`);
    const text = await pdfText(asQuote.rawPayload);
    expect(text).toContain('Žofie’s Prints');
    expect(text).toContain(`Quote ${quote.number}`);
    expect(text).toContain('Hoodie with mockup');
    expect(text).toContain('HST 13%');
    expect(text).toContain('Grace Hopper');
    // the line's picture is drawn: one image on the page
    expect(await pdfImagesOnPage(asQuote.rawPayload)).toBe(1);

    const customer = new TestBrowser(t.app);
    expect((await customer.post(`/api/crafter/public/quotes/${token}/accept`, { idempotency_key: randomUUID(), card: GOOD_CARD })).statusCode).toBe(200);
    const invoice = await customer.get(`/api/crafter/public/quotes/${token}/pdf`);
    expect(invoice.headers['content-disposition']).toBe(`attachment; filename="invoice-${quote.number}.pdf"`);
    const invoiceText = await pdfText(invoice.rawPayload);
    expect(invoiceText).toContain(`Invoice ${quote.number}`);
    expect(invoiceText).toContain('Status: Partly paid');
    expect(invoiceText).toContain('Balance due');
    expect(invoiceText).toMatch(/Deposit CAD [\d,.]+ on [A-Z][a-z]+ \d+, \d{4} \(visa ending 4242\)/);
  });

  it('pictures a catalog line by its product, and an SVG upload rasterised; a free line without a picture has none', async () => {
    const { skus } = await catalogSizes(t.handle.db, 'ca');
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#c026d3"/></svg>';
    const upload = await crafter.request({ method: 'POST', url: '/api/crafter/quotes/images', payload: svg, headers: { 'content-type': 'image/svg+xml' } });
    expect(upload.statusCode).toBe(201);
    const lines = [
      { kind: 'catalog' as const, sizes: [{ sku: skus[0]!, quantity: 3 }], unit_price: 2500 },
      { kind: 'free' as const, title: 'Logo proof', quantity: 1, unit_price: 1000, image_id: upload.json().id },
      { kind: 'free' as const, title: 'Setup', quantity: 1, unit_price: 2000 },
    ];
    const { id } = await proposedQuote(t, crafter, { tax_region: 'ON', lines }, 'ca');
    const pdf = await crafter.get(`/api/crafter/quotes/${id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(await pdfImagesOnPage(pdf.rawPayload)).toBe(2);
  });

  it('is the owner\'s or the link holder\'s only', async () => {
    const { id } = await proposedQuote(t, crafter, { tax_region: 'ON' }, 'ca');
    const other = (await t.crafter('other@example.com')).browser;
    expect((await other.get(`/api/crafter/quotes/${id}/pdf`)).statusCode).toBe(404);
    expect((await new TestBrowser(t.app).get(`/api/crafter/quotes/${id}/pdf`)).statusCode).toBe(401);
    expect((await new TestBrowser(t.app).get(`/api/crafter/public/quotes/${'C'.repeat(43)}/pdf`)).statusCode).toBe(404);
  });
});
