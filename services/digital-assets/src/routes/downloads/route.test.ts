import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { PurchasesResponse } from '@storefront/contracts';
import { readPngInfo, type TestShopper } from '@storefront/testing';
import { artPdfKey } from '../../domain/art-pdfs';
import { renderArtPdf } from '../../domain/asset-art-files';
import { createDownloadLinks } from '../../domain/download-links';
import { insertAsset, type TestAsset } from '../../test-fixtures/assets';
import { insertOrder, type TestOrder } from '../../test-fixtures/orders';
import { openPdf } from '@storefront/testing';
import { buildTestApp, TEST_DOWNLOAD_LINK_SECRET, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

describe('GET /api/digital-assets/downloads/{token}', () => {
  let t: TestApp;
  let buyer: TestBrowser;
  let shopper: TestShopper;
  let order: TestOrder;
  let links: Record<string, string>;
  let sun: TestAsset;
  // the real renderer, counted: a PDF download is drawn once, then read from the blob store
  let pdfRenders = 0;
  const countingPdf: typeof renderArtPdf = (png, meta) => {
    pdfRenders++;
    return renderArtPdf(png, meta);
  };

  beforeAll(async () => {
    t = await buildTestApp({ renderArtPdf: countingPdf });
    const db = t.handle.db;
    sun = await insertAsset(db, { slug: 'retro-sun', title: 'Retro Sun', formats: ['png', 'svg', 'pdf'], artSeed: 4242 });
    const moon = await insertAsset(db, { slug: 'retro-moon', formats: ['svg'] });
    buyer = new TestBrowser(t.app);
    shopper = await t.signUp(buyer, 'buyer@example.com');
    order = await insertOrder(db, { userId: shopper.id, lines: [{ asset: sun, licence: 'standard' }, { asset: moon, licence: 'standard' }] });
    const { purchases } = (await buyer.get('/api/digital-assets/purchases.json')).json<PurchasesResponse>();
    links = Object.fromEntries(purchases.find((p) => p.product.slug === 'retro-sun')!.downloads.map((d) => [d.format, d.url]));
  });
  afterAll(() => t?.close());

  /** A refusal carries the JSON error and never a file's bytes. */
  function expectRefusal(res: { statusCode: number; headers: Record<string, unknown>; body: string }, status: number, message?: string) {
    expect(res.statusCode).toBe(status);
    expect(String(res.headers['content-type'])).toContain('application/json');
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.body).not.toContain('<svg');
    if (message) expect(JSON.parse(res.body).message).toBe(message);
  }

  it('serves the SVG as an attachment named for the asset, private and not stored', async () => {
    const res = await buyer.get(links.svg!);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({ 'content-type': 'image/svg+xml', 'content-disposition': 'attachment; filename="retro-sun.svg"', 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' });
    expect(res.body).toMatch(/^<svg[^>]*viewBox="0 0 1000 1000"/);
  });

  it('serves the PNG at 4500 × 4500 px with 300 DPI, and the PDF as one 15 × 15 in page', async () => {
    const png = await buyer.get(links.png!);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-disposition']).toBe('attachment; filename="retro-sun.png"');
    expect(readPngInfo(png.rawPayload)).toEqual({ width: 4500, height: 4500, dpiX: 300, dpiY: 300 });
    expect((await sharp(png.rawPayload).stats()).isOpaque).toBe(false);

    const pdf = await buyer.get(links.pdf!);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers).toMatchObject({ 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="retro-sun.pdf"' });
    const doc = await openPdf(pdf.rawPayload);
    expect(doc.numPages).toBe(1);
    const page = await doc.getPage(1);
    expect(page.view).toEqual([0, 0, 1080, 1080]);
    await doc.destroy();
  });

  it('draws an asset’s PDF once and keeps it in the blob store: later downloads, by any buyer, get the same bytes', async () => {
    const key = artPdfKey({ artSeed: 4242, title: 'Retro Sun', author: sun.author });
    await t.blobStore.delete(key);
    const before = pdfRenders;
    const first = await buyer.get(links.pdf!);
    expect(first.statusCode).toBe(200);
    expect(pdfRenders - before).toBe(1);
    expect(await t.blobStore.exists(key)).toBe(true);
    const second = await buyer.get(links.pdf!);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    // another buyer of the asset: nothing of the buyer is in the file, so it is the same one
    const other = new TestBrowser(t.app);
    const otherShopper = await t.signUp(other, 'other-buyer@example.com');
    await insertOrder(t.handle.db, { userId: otherShopper.id, lines: [{ asset: sun, licence: 'extended' }] });
    const { purchases } = (await other.get('/api/digital-assets/purchases.json')).json<PurchasesResponse>();
    const third = await other.get(purchases[0]!.downloads.find((d) => d.format === 'pdf')!.url);
    expect(third.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(pdfRenders - before).toBe(1);
  });

  it('refuses a link once its 15 minutes are over (403, saying so) and a tampered or malformed one (403)', async () => {
    const [payload, signature] = links.svg!.split('/').pop()!.split('.') as [string, string];
    // the expiry moved an hour on, the signature kept
    const bytes = Buffer.from(payload, 'base64url');
    bytes.writeUInt32BE(bytes.readUInt32BE(33) + 3600, 33);
    const tampered = bytes.toString('base64url');
    expectRefusal(await buyer.get(`/api/digital-assets/downloads/${tampered}.${signature}`), 403, 'This download link is not valid.');
    expectRefusal(await buyer.get(`/api/digital-assets/downloads/${payload}.${signature.slice(0, -2)}`), 403, 'This download link is not valid.');
    expectRefusal(await buyer.get('/api/digital-assets/downloads/not-a-token'), 403, 'This download link is not valid.');
    // signed with another secret
    const forged = createDownloadLinks('another-secret-of-at-least-32-characters!!').sign({ orderLineId: order.lineIds[0]!, userId: shopper.id, format: 'svg' }, t.clock.now);
    expectRefusal(await buyer.get(`/api/digital-assets/downloads/${forged.token}`), 403, 'This download link is not valid.');

    t.clock.advance(15 * 60_000 + 1000);
    try {
      expectRefusal(await buyer.get(links.svg!), 403, 'This download link has expired. Open My Library for a new one.');
    } finally {
      t.clock.advance(-(15 * 60_000 + 1000));
    }
    expect((await buyer.get(links.svg!)).statusCode).toBe(200);
  });

  it('answers 404 to a guest, to another user, and for a line or format that is not the token user’s to download', async () => {
    expectRefusal(await new TestBrowser(t.app).get(links.svg!), 404);
    const other = new TestBrowser(t.app);
    const stranger = await t.signUp(other, 'other@example.com');
    expectRefusal(await other.get(links.svg!), 404);
    const signer = createDownloadLinks(TEST_DOWNLOAD_LINK_SECRET);
    // a validly signed link for the stranger naming the buyer's line: not theirs
    const theirs = signer.sign({ orderLineId: order.lineIds[0]!, userId: stranger.id, format: 'svg' }, t.clock.now);
    expectRefusal(await other.get(`/api/digital-assets/downloads/${theirs.token}`), 404);
    // a format the asset does not offer (retro-moon is SVG only)
    const pdf = signer.sign({ orderLineId: order.lineIds[1]!, userId: shopper.id, format: 'pdf' }, t.clock.now);
    expectRefusal(await buyer.get(`/api/digital-assets/downloads/${pdf.token}`), 404);
    const tooLong = await buyer.get(`/api/digital-assets/downloads/${'a'.repeat(600)}`);
    // the router's own limit on a path parameter, answered in our error shape
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});
