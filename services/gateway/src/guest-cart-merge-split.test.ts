import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApp } from '@storefront/account';
import { cartApp } from '@storefront/cart';
import { pendingSignInEventsOf, seedDemoCatalog, settledSignIns, type DatabaseHandle } from '@storefront/db';
import { createTestDatabase, secondConnection, serveCsrfToken, signUp, stockedDemoSku, TestBrowser } from '@storefront/testing';
import { errorHandler, frameworkErrors, registerCsrf, zodValidation } from '@storefront/server-kit';

/**
 * Split mode: account and cart as two servers, each with its own connections (on PostgreSQL),
 * sharing only the database, with requests routed by path the way the gateway proxies them. The
 * cart learns of the sign-in only through account's sign-in event. Here, not in the cart's tests,
 * because it runs account's real sign-up beside the cart, and only the gateway composes services.
 */
const SECRET = 'split-mode-tests-cookie-secret-32-chars';
const ACCOUNT_PATHS = /^\/api\/(v2\/sign_(up|in|out)\.json|users\/)/;

let handle: DatabaseHandle;
let cartHandle: DatabaseHandle;
let account: FastifyInstance;
let cart: FastifyInstance;
let tee: { sku: string };
let emails = 0;

async function server(register: (app: FastifyInstance) => Promise<void>): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, frameworkErrors });
  await app.register(errorHandler);
  await app.register(zodValidation);
  await registerCsrf(app, { cookieSecret: SECRET, secureCookie: false });
  serveCsrfToken(app);
  await register(app);
  await app.ready();
  return app;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemoCatalog(handle.db, { products: 60 });
  tee = await stockedDemoSku(handle.db, 20_000);
  // the cart process's own connections (PostgreSQL); embedded, the one PGlite handed to every service
  cartHandle = await secondConnection(handle);
  account = await server(async (app) => {
    await app.register(accountApp, { prefix: '', db: handle.db, rateLimits: { signUp: { max: 1000, windowMs: 60_000 } } });
  });
  cart = await server(async (app) => {
    await app.register(cartApp, { prefix: '', db: cartHandle.db, signInSweepIntervalMs: 0 });
  });
});
afterAll(async () => {
  await account?.close();
  await cart?.close();
  if (cartHandle && cartHandle !== handle) await cartHandle.close();
  await handle?.close();
});

/** A browser whose requests reach account or cart by path, like the gateway's proxy table. */
function browser(): TestBrowser {
  const router = { inject: (opts: InjectOptions) => (ACCOUNT_PATHS.test(opts.url as string) ? account : cart).inject(opts) };
  return new TestBrowser(router as unknown as FastifyInstance);
}

describe('guest cart at sign-in, account and cart as separate servers', () => {
  it("the very next cart request after sign-up shows the guest's items, and the guest cookie is cleared", async () => {
    const b = browser();
    expect((await b.post('/api/cart/add', { sku: tee.sku, quantity: 3 })).statusCode).toBe(200);
    await signUp(b, `split${++emails}@example.com`);
    const res = await b.get('/api/cart/quantity');
    expect(res.json()).toEqual({ quantity: 3 });
    expect(b.cookie('cart')).toBeUndefined();
  });

  it('10 cart requests racing right after sign-in merge the guest cart exactly once (PostgreSQL only)', async (ctx) => {
    if (handle.kind !== 'postgres') ctx.skip('PGlite has one connection: concurrent requests would run one at a time and test nothing');
    const b = browser();
    await b.post('/api/cart/add', { sku: tee.sku, quantity: 2 });
    await signUp(b, `split${++emails}@example.com`);
    await b.csrfToken();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? b.get('/api/cart/quantity') : b.post('/api/cart/add', { sku: tee.sku, quantity: 1 }))),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    // 2 merged once + 5 adds
    expect((await b.get('/api/cart/quantity')).json()).toEqual({ quantity: 7 });
  });

  it("another cart instance's background sweep settles a sign-in with no cart request at all", async () => {
    const sweeper = await server(async (app) => {
      await app.register(cartApp, { prefix: '', db: cartHandle.db, signInSweepIntervalMs: 50 });
    });
    try {
      const b = browser();
      await b.post('/api/cart/add', { sku: tee.sku, quantity: 1 });
      const { id: userId } = await signUp(b, `split${++emails}@example.com`);
      const deadline = Date.now() + 5_000;
      while ((await pendingSignInEventsOf(handle.db, userId)).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      expect(await pendingSignInEventsOf(handle.db, userId)).toEqual([]);
      const settled = (await handle.db.select().from(settledSignIns)).filter((r) => r.userId === userId);
      expect(settled.map((r) => r.cartsMerged)).toEqual([1]);
    } finally {
      await sweeper.close();
    }
  });
});
