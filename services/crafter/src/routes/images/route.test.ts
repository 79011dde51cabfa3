import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeDay } from '@storefront/store-config';
import { readPngInfo, solidPng } from '@storefront/testing';
import { proposedQuote } from '../../test-fixtures/proposed-quote';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

describe('quote line images', () => {
  let t: TestApp;
  let crafter: TestBrowser;
  beforeAll(async () => {
    t = await buildTestApp({ uploadLimits: { maxBytes: 64 * 1024 } });
    crafter = (await t.crafter('maker@example.com')).browser;
  });
  afterAll(() => t.close());

  const upload = (browser: TestBrowser, bytes: Uint8Array | Buffer, type = 'image/png') =>
    browser.request({ method: 'POST', url: '/api/crafter/quotes/images', payload: Buffer.from(bytes), headers: { 'content-type': type } });

  it('stores an image re-encoded, serves it to its crafter only, and to the customer through the quote\'s line', async () => {
    const res = await upload(crafter, solidPng(40, 30));
    expect(res.statusCode, res.body).toBe(201);
    const { id, url } = res.json();
    const mine = await crafter.get(url);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(readPngInfo(mine.rawPayload)).toMatchObject({ width: 40, height: 30 });

    const other = (await t.crafter('other@example.com')).browser;
    expect((await other.get(url)).statusCode).toBe(404);
    expect((await new TestBrowser(t.app).get(url)).statusCode).toBe(401);

    const today = storeDay('us', t.clock.now);
    const { token, quote } = await proposedQuote(t, crafter, {
      lines: [{ kind: 'free', title: 'Mockup tee', quantity: 3, unit_price: 2000, image_id: id }],
      issued_on: today,
    });
    const page = (await new TestBrowser(t.app).get(`/api/crafter/public/quotes/${token}`)).json().quote;
    expect(page.lines[0].image_url).toBe(`/api/crafter/public/quotes/${token}/images/${quote.lines[0].id}`);
    const seen = await new TestBrowser(t.app).get(page.lines[0].image_url);
    expect(seen.statusCode).toBe(200);
    expect(readPngInfo(seen.rawPayload)).toMatchObject({ width: 40, height: 30 });
    // another quote's link does not reach this line's image
    const { token: otherToken } = await proposedQuote(t, crafter);
    expect((await new TestBrowser(t.app).get(`/api/crafter/public/quotes/${otherToken}/images/${quote.lines[0].id}`)).statusCode).toBe(404);
  });

  it('refuses what is not an image, or too large, with the pipeline\'s words', async () => {
    const text = await upload(crafter, Buffer.from('just some text, not an image'), 'image/png');
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toMatch(/not an image/);
    const big = await upload(crafter, Buffer.alloc(70 * 1024, 1));
    expect(big.statusCode).toBe(413);
    const empty = await upload(crafter, Buffer.alloc(0));
    expect([400, 422]).toContain(empty.statusCode);
  });
});
