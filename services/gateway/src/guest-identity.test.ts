import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { seedDemoCatalog, type DatabaseHandle } from '@storefront/db';
import { createTestDatabase } from '@storefront/db/testing';
import { GUEST_CART_COOKIE, GUEST_CART_MAX_AGE_S } from '@storefront/server-kit';
import { logoOnWhitePng, stockedDemoSku } from '@storefront/testing';
import type { PageData } from '@storefront/contracts';
import { buildGateway } from './app';
import { gatewayConfigSchema } from './config';

/**
 * A first visit's page carries the guest token, so the page's first writes, sent together, act for
 * one guest. Before, each service minted a token on its first write: an upload sent beside the
 * editor's first autosave became another guest's, and the shopper was told it was not theirs.
 */
let handle: DatabaseHandle;
let app: FastifyInstance;
let sku: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemoCatalog(handle.db, { products: 40 });
  sku = (await stockedDemoSku(handle.db, 50)).sku;
  const config = gatewayConfigSchema.parse({ COOKIE_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://shop.example' });
  app = await buildGateway({ config, db: handle.db, logger: false });
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const guestCookieOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === GUEST_CART_COOKIE);

async function firstVisit(): Promise<{ cookies: Record<string, string>; headers: Record<string, string> }> {
  const doc = await app.inject({ url: '/hoodies' });
  expect(doc.statusCode).toBe(200);
  const token = (JSON.parse(/<script id="sf-page-data" type="application\/json">(.*?)<\/script>/s.exec(doc.body)![1]!) as PageData).csrfToken;
  const cookies = Object.fromEntries(doc.cookies.map((c) => [c.name, c.value]));
  return { cookies, headers: { 'x-csrf-token': token } };
}

describe('a first visit gets its guest identity with the page', () => {
  it('sets the cart cookie once: httpOnly, same-site, HTTPS-only here, for 30 days', async () => {
    const doc = await app.inject({ url: '/' });
    const cookie = guestCookieOf(doc);
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax', secure: true, maxAge: GUEST_CART_MAX_AGE_S });
    expect(cookie!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // the next page keeps it
    const again = await app.inject({ url: '/ca/t-shirts', cookies: { [GUEST_CART_COOKIE]: cookie!.value } });
    expect(guestCookieOf(again)).toBeUndefined();
    // two visitors never share one
    expect(guestCookieOf(await app.inject({ url: '/' }))!.value).not.toBe(cookie!.value);
  });

  it('replaces a cookie that cannot be one of ours, and gives a signed-in browser none', async () => {
    expect(guestCookieOf(await app.inject({ url: '/', cookies: { [GUEST_CART_COOKIE]: 'forged<value>' } }))!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(guestCookieOf(await app.inject({ url: '/', cookies: { sid: 'a-session-token' } }))).toBeUndefined();
  });

  it("the page's first writes, sent at once to two services, all land with the one guest", async () => {
    const { cookies, headers } = await firstVisit();
    const [upload, add] = await Promise.all([
      app.inject({ method: 'POST', url: '/api/made/uploads?name=crest.png', payload: logoOnWhitePng(48, 32), headers: { ...headers, 'content-type': 'image/png' }, cookies }),
      app.inject({ method: 'POST', url: '/api/cart/add', payload: { sku, quantity: 2 }, headers, cookies }),
    ]);
    expect(upload.statusCode, upload.body).toBe(201);
    expect(add.statusCode, add.body).toBe(200);
    // neither write made up another guest: what they set is the page's token, renewed
    for (const res of [upload, add]) expect(guestCookieOf(res)?.value ?? cookies[GUEST_CART_COOKIE]).toBe(cookies[GUEST_CART_COOKIE]);
    const id = (upload.json() as { upload: { id: string } }).upload.id;
    const mine = await app.inject({ url: '/api/made/uploads', cookies });
    expect((mine.json() as { uploads: { id: string }[] }).uploads.map((u) => u.id)).toEqual([id]);
    expect((await app.inject({ url: '/api/cart/quantity?store=us', cookies })).json()).toEqual({ quantity: 2 });
  });
});
