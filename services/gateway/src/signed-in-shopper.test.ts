import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApp } from '@storefront/account';
import { cartApp } from '@storefront/cart';
import { pendingSignInEventsOf, seedDemoCatalog, sessions, type DatabaseHandle } from '@storefront/db';
import { errorHandler, frameworkErrors, hashGuestCartToken, registerCsrf, zodValidation } from '@storefront/server-kit';
import { createTestDatabase, serveCsrfToken, signUp, signUpShopper, stockedDemoSku, TestBrowser } from '@storefront/testing';

/**
 * The services' tests sign shoppers in with @storefront/testing's fixture (signUpShopper), which
 * writes account's rows without account's code. This holds it to the account service itself, the
 * one place where both are mounted: what the fixture writes, account reads as a signed-in shopper,
 * and it is what a real sign-up writes (the session, and the sign-in event of a guest cart).
 */
let handle: DatabaseHandle;
let app: FastifyInstance;
let sku: string;
let emails = 0;
const email = () => `fixture${++emails}@example.com`;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemoCatalog(handle.db, { products: 60 });
  sku = (await stockedDemoSku(handle.db, 1000)).sku;
  app = Fastify({ logger: false, frameworkErrors });
  await app.register(errorHandler);
  await app.register(zodValidation);
  await registerCsrf(app, { cookieSecret: 'fixture-tests-cookie-secret-32-chars!!', secureCookie: false });
  serveCsrfToken(app);
  await app.register(accountApp, { prefix: '', db: handle.db, rateLimits: { signUp: { max: 1000, windowMs: 60_000 } } });
  await app.register(cartApp, { prefix: '', db: handle.db, signInSweepIntervalMs: 0 });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const sessionsOf = async (userId: string) => (await handle.db.select().from(sessions)).filter((s) => s.userId === userId);
/** A guest holding one unit in a cart, and the cart cookie's hash. */
async function guestWithCart() {
  const b = new TestBrowser(app);
  expect((await b.post('/api/cart/add', { sku, quantity: 1 })).statusCode).toBe(200);
  return { b, cartHash: hashGuestCartToken(b.cookie('cart')!) };
}

describe("signUpShopper (@storefront/testing) against the account service's own sign-up", () => {
  it('account reads the fixture\'s shopper as signed in, with the same cookies, and signs them out', async () => {
    const real = new TestBrowser(app);
    const realUser = await signUp(real, email(), 'Grace Hopper');
    const made = new TestBrowser(app);
    const madeUser = await signUpShopper(made, handle.db, email(), 'Grace Hopper');

    expect([...made.jar.keys()].filter((k) => k !== '_csrf').sort()).toEqual([...real.jar.keys()].filter((k) => k !== '_csrf').sort());
    expect(made.cookie('name')).toBe(real.cookie('name'));
    expect((await made.get('/api/users/current.json')).json()).toEqual({ user: madeUser });
    expect((await real.get('/api/users/current.json')).json()).toEqual({ user: realUser });

    expect((await made.post('/api/v2/sign_out.json')).statusCode).toBe(204);
    expect((await made.get('/api/users/current.json')).json()).toEqual({ user: null });
    expect(await sessionsOf(madeUser.id)).toEqual([]);
  });

  it('writes the session row a real sign-up writes (30 days absolute, seen at its start)', async () => {
    const realUser = await signUp(new TestBrowser(app), email());
    const madeUser = await signUpShopper(new TestBrowser(app), handle.db, email());
    const shape = (s: typeof sessions.$inferSelect) => ({
      lifetime: s.expiresAt.getTime() - s.createdAt.getTime(),
      seenAtStart: s.lastSeenAt.getTime() === s.createdAt.getTime(),
      idIsHash: /^[0-9a-f]{64}$/.test(s.id),
    });
    const [real] = await sessionsOf(realUser.id);
    const [made] = await sessionsOf(madeUser.id);
    expect(shape(made!)).toEqual(shape(real!));
  });

  it("records the sign-in event of a guest cart as account does, and the cart merges it", async () => {
    const real = await guestWithCart();
    const realUser = await signUp(real.b, email());
    const made = await guestWithCart();
    const madeUser = await signUpShopper(made.b, handle.db, email());

    const [realEvent] = await pendingSignInEventsOf(handle.db, realUser.id);
    const [madeEvent] = await pendingSignInEventsOf(handle.db, madeUser.id);
    expect(realEvent?.guestCartTokenHash).toBe(real.cartHash);
    expect(madeEvent?.guestCartTokenHash).toBe(made.cartHash);
    expect((await made.b.get('/api/cart/quantity')).json()).toEqual({ quantity: 1 });
    expect((await real.b.get('/api/cart/quantity')).json()).toEqual({ quantity: 1 });
  });
});
