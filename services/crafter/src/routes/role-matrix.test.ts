import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposedQuote } from '../test-fixtures/proposed-quote';
import { buildTestApp, TestBrowser, type TestApp } from '../test-fixtures/test-app';

/**
 * Deny by default, walked over every portal route the plugin registers (a new route is walked
 * without editing this file): a guest gets 401, a signed-in shopper 403, and another crafter 404
 * for anything of the first crafter's. Only the customer's link routes are open, by token.
 */
describe('who may call the crafter routes', () => {
  let t: TestApp;
  let owner: TestBrowser;
  let ids: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    owner = (await t.crafter('owner@example.com')).browser;
    const { id, customerId, token } = await proposedQuote(t, owner);
    const image = await owner.request({ method: 'POST', url: '/api/crafter/quotes/images', payload: (await import('@storefront/testing')).solidPng(32, 32), headers: { 'content-type': 'image/png' } });
    expect(image.statusCode, image.body).toBe(201);
    ids = { id, customerId, token, imageId: image.json().id };
  });
  afterAll(() => t.close());

  const portal = () => t.routes.filter((r) => r.url.startsWith('/api/crafter/') && !r.url.startsWith('/api/crafter/public/'));
  /** The route's URL with the owner's ids in it (the images route's :id is an image's, a customer route's a customer's). */
  const urlOf = (url: string) =>
    url.replace(':id', url.startsWith('/api/crafter/customers') ? ids.customerId! : url.startsWith('/api/crafter/quotes/images') ? ids.imageId! : ids.id!);
  /** a body the route would take, where the owner check is what refuses (another crafter's POST is then a 404) */
  const bodyOf = (url: string) => (url.endsWith('/goods_order') ? { order_number: 'R123456789' } : {});
  const call = (browser: TestBrowser, r: { method: string; url: string }) =>
    browser.request({ method: r.method as 'GET', url: urlOf(r.url) + (r.url.endsWith('/catalog') ? '?q=tee' : ''), ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: bodyOf(r.url) }) });

  it('knows the portal routes', () => {
    expect(portal().length).toBeGreaterThanOrEqual(17);
  });

  it('a guest is asked to sign in on every portal route', async () => {
    const guest = new TestBrowser(t.app);
    for (const r of portal()) expect((await call(guest, r)).statusCode, `${r.method} ${r.url}`).toBe(401);
  });

  it('a shopper without the crafter role is refused every portal route', async () => {
    const { browser } = await t.shopper('shopper@example.com');
    for (const r of portal()) {
      const res = await call(browser, r);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(res.json().message).toMatch(/crafter role/);
    }
  });

  it('another crafter gets 404 for everything of the first crafter\'s', async () => {
    const { browser } = await t.crafter('other@example.com');
    for (const r of portal().filter((r) => r.url.includes(':id'))) {
      const res = await call(browser, r);
      // a write's body is checked after the owner is: a PUT of {} is refused, not found or not
      expect([400, 404], `${r.method} ${r.url}: ${res.statusCode}`).toContain(res.statusCode);
      if (r.method !== 'PUT') expect(res.statusCode, `${r.method} ${r.url}`).toBe(404);
    }
    for (const r of portal().filter((r) => r.method === 'GET' && !r.url.includes(':id'))) {
      const body = (await call(browser, r)).body;
      for (const id of [ids.id, ids.customerId, ids.imageId]) expect(body, r.url).not.toContain(id);
    }
  });

  it('a revoked crafter loses the portal at the next request', async () => {
    const { browser, user } = await t.crafter('revoked@example.com');
    expect((await browser.get('/api/crafter/me.json')).statusCode).toBe(200);
    const { userRoles } = await import('@storefront/db');
    const { eq } = await import('drizzle-orm');
    await t.handle.db.delete(userRoles).where(eq(userRoles.userId, user.id));
    expect((await browser.get('/api/crafter/me.json')).statusCode).toBe(403);
  });

  it('the customer\'s routes need only the token, and a wrong one finds nothing', async () => {
    const stranger = new TestBrowser(t.app);
    expect((await stranger.get(`/api/crafter/public/quotes/${ids.token}`)).statusCode).toBe(200);
    const wrong = 'B'.repeat(43);
    expect((await stranger.get(`/api/crafter/public/quotes/${wrong}`)).statusCode).toBe(404);
    expect((await stranger.post(`/api/crafter/public/quotes/${wrong}/accept`, { idempotency_key: randomUUID() })).statusCode).toBe(404);
    expect((await stranger.post(`/api/crafter/public/quotes/${wrong}/decline`, {})).statusCode).toBe(404);
  });
});
