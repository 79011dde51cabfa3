import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { accountApp } from '@storefront/account';
import { createDatabase, pendingSignInEventsOf, rowsOf, seedDemoCatalog, type DatabaseHandle } from '@storefront/db';
import { createTestDatabase, serveCsrfToken, signUp, TestBrowser } from '@storefront/testing';
import { errorHandler, frameworkErrors, registerCsrf, zodValidation } from '@storefront/server-kit';
import cartApp from '../app';
import { stockedBlankSku, type PickedSku } from '../test-fixtures/catalog-picks';

/**
 * Split mode: account and cart as two servers, each with its own connections (on PostgreSQL),
 * sharing only the database, with requests routed by path the way the gateway proxies them. The
 * cart learns of the sign-in only through account's sign-in event.
 */
const SECRET = 'split-mode-tests-cookie-secret-32-chars';
const ACCOUNT_PATHS = /^\/api\/(v2\/sign_(up|in|out)\.json|users\/)/;

let handle: DatabaseHandle;
let cartHandle: DatabaseHandle;
let account: FastifyInstance;
let cart: FastifyInstance;
let tee: PickedSku;
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
  tee = await stockedBlankSku(handle.db, 0, 20_000);
  if (handle.kind === 'postgres') {
    // a second pool on the same database: the cart process's own connections
    const [{ name }] = rowsOf<{ name: string }>(await handle.db.execute(sql`select current_database() as name`)) as [{ name: string }];
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    cartHandle = await createDatabase({ url: url.toString() });
  } else {
    cartHandle = handle; // embedded: one PGlite, handed to every service
  }
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
      const address = `split${++emails}@example.com`;
      await signUp(b, address);
      const [{ id: userId }] = rowsOf<{ id: string }>(await handle.db.execute(sql`select id from account.users where email = ${address}`)) as [{ id: string }];
      const deadline = Date.now() + 5_000;
      while ((await pendingSignInEventsOf(handle.db, userId)).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      expect(await pendingSignInEventsOf(handle.db, userId)).toEqual([]);
      const [{ n }] = rowsOf<{ n: number }>(await handle.db.execute(sql`select carts_merged as n from cart.settled_sign_ins where user_id = ${userId}`)) as [{ n: number }];
      expect(n).toBe(1);
    } finally {
      await sweeper.close();
    }
  });
});
