import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { pendingSignInEventsOf, rowsOf, SIGN_IN_EVENT_HORIZON_MS } from '@storefront/db';
import { stockedBlankSku, type PickedSku } from '../test-fixtures/catalog-picks';
import { buildTestApp, signInShopper, signOutShopper, TestBrowser, type TestApp } from '../test-fixtures/test-app';
import { settlePendingSignIns, settleSignInEvent, settleSignInsOf } from './merge-guest-cart-on-sign-in';

let t: TestApp;
let tee: PickedSku;
let emails = 0;
const email = () => `event${++emails}@example.com`;

beforeAll(async () => {
  t = await buildTestApp();
  tee = await stockedBlankSku(t.handle.db, 0, 20_000);
});
afterAll(() => t?.close());

const browser = () => new TestBrowser(t.app);
const db = () => t.handle.db;
const userIdOf = async (address: string) =>
  rowsOf<{ id: string }>(await db().execute(sql`select id from account.users where email = ${address}`))[0]!.id;
const settledRows = async (userId: string) =>
  rowsOf<{ carts_merged: number; orders_claimed: number }>(
    await db().execute(sql`select carts_merged, orders_claimed from cart.settled_sign_ins where user_id = ${userId}`),
  );
const quantity = async (b: TestBrowser) => (await b.get('/api/cart/quantity')).json().quantity as number;

/**
 * A guest with `units` of the tee in their cart signs up: one sign-in event is recorded, through
 * the named write account's sign-up uses (@storefront/testing's fixture writes what account would).
 */
async function guestSignsUp(units: number) {
  const b = browser();
  expect((await b.post('/api/cart/add', { sku: tee.sku, quantity: units })).statusCode).toBe(200);
  const address = email();
  const user = await t.signUp(b, address);
  return { b, user, userId: await userIdOf(address) };
}

describe("the cart's consumer of sign-in events", () => {
  it('settles an event once: the first call merges, later calls (and the next request) find nothing pending', async () => {
    const { b, userId } = await guestSignsUp(2);
    expect(await pendingSignInEventsOf(db(), userId)).toHaveLength(1);

    expect(await settleSignInsOf(db(), userId)).toBe(1);
    expect(await settleSignInsOf(db(), userId)).toBe(0);
    expect(await pendingSignInEventsOf(db(), userId)).toEqual([]);
    expect(await settledRows(userId)).toEqual([{ carts_merged: 1, orders_claimed: 0 }]);
    expect(await quantity(b)).toBe(2);
  });

  it('a settled event settled again does nothing (the key is taken)', async () => {
    const { userId } = await guestSignsUp(1);
    const [event] = await pendingSignInEventsOf(db(), userId);
    expect(await settleSignInEvent(db(), event!)).toBe(true);
    expect(await settleSignInEvent(db(), event!)).toBe(false);
    expect(await settledRows(userId)).toHaveLength(1);
  });

  it('the background sweep settles a sign-in whose user made no cart request yet', async () => {
    const { b, userId } = await guestSignsUp(3);
    expect(await settlePendingSignIns(db(), new Date())).toBeGreaterThanOrEqual(1);
    expect(await pendingSignInEventsOf(db(), userId)).toEqual([]);
    expect(await settledRows(userId)).toEqual([{ carts_merged: 1, orders_claimed: 0 }]);
    expect(await quantity(b)).toBe(3);
    expect(b.cookie('cart')).toBeUndefined();
  });

  it("the sweep looks back one day only; an older pending event is settled by its user's next cart request", async () => {
    const { b, userId } = await guestSignsUp(2);
    expect(await settlePendingSignIns(db(), new Date(Date.now() + 2 * 86_400_000))).toBe(0);
    expect(await pendingSignInEventsOf(db(), userId)).toHaveLength(1);
    expect(await quantity(b)).toBe(2);
    expect(await pendingSignInEventsOf(db(), userId)).toEqual([]);
  });

  it('a sign-in without a guest cart records no event, and its cart requests settle nothing', async () => {
    const b = browser();
    const address = email();
    await t.signUp(b, address);
    const userId = await userIdOf(address);
    expect(await quantity(b)).toBe(0);
    expect(await pendingSignInEventsOf(db(), userId)).toEqual([]);
    expect(await settledRows(userId)).toEqual([]);
  });

  it('each sign-in carrying a guest cart is its own event: two guest carts, two merges', async () => {
    const { b, user, userId } = await guestSignsUp(1);
    expect(await quantity(b)).toBe(1);
    await signOutShopper(b, db());
    await b.post('/api/cart/add', { sku: tee.sku, quantity: 4 });
    await signInShopper(b, db(), user);
    expect(await quantity(b)).toBe(5);
    expect(await settledRows(userId)).toHaveLength(2);
  });
});

describe('the cart only reads sessions', () => {
  it("a cart request neither touches last_seen_at nor deletes an idle session: only account writes account's schema", async () => {
    const b = browser();
    const address = email();
    await t.signUp(b, address);
    const userId = await userIdOf(address);
    const seen = new Date(Date.now() - 5 * 60_000);
    await db().execute(sql`update account.sessions set last_seen_at = ${seen.toISOString()}::timestamptz where user_id = ${userId}`);
    expect((await b.get('/api/cart/quantity')).statusCode).toBe(200);
    const after = rowsOf<{ last_seen_at: Date | string }>(await db().execute(sql`select last_seen_at from account.sessions where user_id = ${userId}`));
    expect(new Date(after[0]!.last_seen_at).toISOString()).toBe(seen.toISOString());

    // idle 15 days: the cart sees a guest, and leaves the ended row for account to delete
    await db().execute(sql`update account.sessions set last_seen_at = now() - interval '15 days' where user_id = ${userId}`);
    expect((await b.get('/api/v2/saved_carts.json')).statusCode).toBe(422);
    const rows = rowsOf<{ n: number }>(await db().execute(sql`select count(*)::int as n from account.sessions where user_id = ${userId}`));
    expect(Number(rows[0]!.n)).toBe(1);
  });
});

describe('consumer race (PostgreSQL only)', () => {
  it('20 consumers settling one sign-in together (requests, direct calls, sweeps) merge it exactly once', async (ctx) => {
    if (t.handle.kind !== 'postgres') ctx.skip('PGlite has one connection: concurrent settlements would run one at a time and test nothing');
    const { b, userId } = await guestSignsUp(2);
    await b.csrfToken();
    const [event] = await pendingSignInEventsOf(db(), userId);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        switch (i % 4) {
          case 0:
            return b.get('/api/cart/quantity').then((r) => r.json().quantity as number);
          case 1:
            return settleSignInEvent(db(), event!).then(Number);
          case 2:
            return settleSignInsOf(db(), userId);
          default:
            return settlePendingSignIns(db(), new Date());
        }
      }),
    );
    // every request answered the merged cart; exactly one consumer settled the event
    expect(results.filter((_, i) => i % 4 === 0)).toEqual(Array(5).fill(2));
    expect(results.filter((_, i) => i % 4 !== 0).reduce((a, n) => a + n, 0)).toBeLessThanOrEqual(1);
    expect(await settledRows(userId)).toEqual([{ carts_merged: 1, orders_claimed: 0 }]);
    expect(await quantity(b)).toBe(2);
  });
});

// last: it moves the sweep's clock past every other test's settlements
describe('the horizon', () => {
  it('ignores events older than 30 days, and the sweep forgets settlements a day past that', async () => {
    const { userId } = await guestSignsUp(1);
    const [event] = await pendingSignInEventsOf(db(), userId);
    expect(await pendingSignInEventsOf(db(), userId, new Date(event!.createdAt.getTime() + SIGN_IN_EVENT_HORIZON_MS - 1000))).toHaveLength(1);
    expect(await pendingSignInEventsOf(db(), userId, new Date(event!.createdAt.getTime() + SIGN_IN_EVENT_HORIZON_MS))).toEqual([]);

    expect(await settleSignInsOf(db(), userId)).toBe(1);
    const muchLater = new Date(Date.now() + SIGN_IN_EVENT_HORIZON_MS + 2 * 86_400_000);
    expect(await settlePendingSignIns(db(), muchLater)).toBe(0);
    expect(await settledRows(userId)).toEqual([]);
    // forgotten, and still not pending: the event is past the horizon by then
    expect(await pendingSignInEventsOf(db(), userId, muchLater)).toEqual([]);
  });
});
