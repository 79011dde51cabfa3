import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CART_MAX_QUANTITY, DIGITAL_MAX_LICENCES } from '@storefront/contracts';
import { rowsOf } from '@storefront/db';
import type { TestShopper } from '@storefront/testing';
import { stockedBlankSku, type PickedSku } from '../test-fixtures/catalog-picks';
import { digitalAddForm, insertDigitalAsset, type DigitalAssetFixture } from '../test-fixtures/digital-asset-fixtures';
import { buildTestApp, signInShopper, signOutShopper, TestBrowser, type TestApp } from '../test-fixtures/test-app';

let t: TestApp;
let tee: PickedSku;
let other: PickedSku;
let asset: DigitalAssetFixture;
let emails = 0;
const email = () => `merge${++emails}@example.com`;

beforeAll(async () => {
  t = await buildTestApp();
  tee = await stockedBlankSku(t.handle.db, 0, 20_000);
  other = await stockedBlankSku(t.handle.db, 1, 20_000);
  asset = await insertDigitalAsset(t.handle.db);
});
afterAll(() => t?.close());

const browser = () => new TestBrowser(t.app);
const linesOf = async (b: TestBrowser, store = 'us') => {
  const cart = (await b.get(`/api/v2/cart.json?store=${store}`)).json().cart;
  return cart ? Object.fromEntries(cart.lines.map((l: { sku: string; quantity: number }) => [l.sku, l.quantity])) : null;
};
const cartStatus = async (orderNumber: string) =>
  rowsOf<{ status: string }>(await t.handle.db.execute(sql`select status from cart.carts where number = ${orderNumber}`))[0]?.status;
// sign-in and sign-out write what account's would (a session, and a sign-in event when the browser
// carries a guest cart): the merge is the cart's answer to that event, whoever recorded it
const signIn = (b: TestBrowser, user: TestShopper) => signInShopper(b, t.handle.db, user);
const signOut = (b: TestBrowser) => signOutShopper(b, t.handle.db);

/** A user whose active cart holds `units` of the SKU, signed out again (so the browser is a guest). */
async function userWithCart(sku: string, units: number) {
  const b = browser();
  const user = await t.signUp(b, email());
  await b.post('/api/cart/add', { sku, quantity: units });
  await signOut(b);
  return { b, user };
}

describe('merge of the guest cart at sign-in', () => {
  it('a guest adds two items and signs up: the cart shows both, the guest cart is closed and the cookie cleared', async () => {
    const b = browser();
    const guest = (await b.post('/api/cart/add', { sku: tee.sku, quantity: 2 })).json();
    await b.post('/api/cart/add', { sku: other.sku, quantity: 1 });
    expect(b.cookie('cart')).toBeDefined();
    await t.signUp(b, email());

    const res = await b.get('/api/cart/quantity');
    expect(res.json()).toEqual({ quantity: 3 });
    const cleared = res.cookies.find((c) => c.name === 'cart')!;
    expect(cleared).toMatchObject({ value: '', path: '/', httpOnly: true });
    expect(b.cookie('cart')).toBeUndefined();
    expect(await linesOf(b)).toEqual({ [tee.sku]: 2, [other.sku]: 1 });

    const cart = (await b.get('/api/v2/cart.json')).json().cart;
    expect(cart.order_number).not.toBe(guest.order_number);
    expect(await cartStatus(guest.order_number)).toBe('closed');
  });

  it("adds the guest's units to a signed-in user's existing line of the same SKU", async () => {
    const { b, user } = await userWithCart(tee.sku, 3);
    await b.post('/api/cart/add', { sku: tee.sku, quantity: 2 });
    await b.post('/api/cart/add', { sku: other.sku, quantity: 4 });
    await signIn(b, user);
    expect(await linesOf(b)).toEqual({ [tee.sku]: 5, [other.sku]: 4 });
  });

  it('happens once: the same guest cookie sent again after the merge adds nothing', async () => {
    const b = browser();
    await b.post('/api/cart/add', { sku: tee.sku, quantity: 2 });
    const guestCookie = b.cookie('cart')!;
    await t.signUp(b, email());
    expect((await b.get('/api/cart/quantity')).json().quantity).toBe(2);
    b.jar.set('cart', guestCookie);
    expect((await b.get('/api/cart/quantity')).json().quantity).toBe(2);
    expect(await linesOf(b)).toEqual({ [tee.sku]: 2 });
    expect(b.cookie('cart')).toBeUndefined();
  });

  it('runs on a write too: the first request after sign-in may be an add', async () => {
    const b = browser();
    await b.post('/api/cart/add', { sku: tee.sku, quantity: 1 });
    await t.signUp(b, email());
    const added = await b.post('/api/cart/add', { sku: tee.sku, quantity: 1 });
    expect(added.json().total_items_qty).toBe(2);
    expect(b.cookie('cart')).toBeUndefined();
  });

  it(`caps a merged line at ${CART_MAX_QUANTITY} units`, async () => {
    const { b, user } = await userWithCart(tee.sku, 9000);
    await b.post('/api/cart/add', { sku: tee.sku, quantity: 1500 });
    await signIn(b, user);
    expect(await linesOf(b)).toEqual({ [tee.sku]: CART_MAX_QUANTITY });
  });

  it("merges each store's guest cart into the user's cart of that store", async () => {
    const b = browser();
    await b.post('/api/cart/add', { sku: tee.sku, quantity: 1, store: 'us' });
    await b.post('/api/cart/add', { sku: other.sku, quantity: 2, store: 'ca' });
    await t.signUp(b, email());
    expect(await linesOf(b, 'us')).toEqual({ [tee.sku]: 1 });
    expect(await linesOf(b, 'ca')).toEqual({ [other.sku]: 2 });
  });

  it('goes into the active saved cart, leaving the inactive one alone', async () => {
    const b = browser();
    const user = await t.signUp(b, email());
    await b.post('/api/cart/add', { sku: other.sku, quantity: 1 });
    const created = await b.post('/api/v2/saved_carts.json', { saved_carts: { cart_name: 'Team order' } });
    expect(created.statusCode).toBe(201);
    await signOut(b);
    await b.post('/api/cart/add', { sku: tee.sku, quantity: 2 });
    await signIn(b, user);
    const list = (await b.get('/api/v2/saved_carts.json')).json();
    const items = Object.fromEntries(list.carts.map((c: { cart_name: string; items: number }) => [c.cart_name, c.items]));
    expect(items).toEqual({ 'Team order': 2, 'Cart 1': 1 });
    expect(list.activeCart.cart_name).toBe('Team order');
  });

  it('an emptied guest cart creates no user cart, and its cookie is cleared all the same', async () => {
    const b = browser();
    await b.post('/api/cart/add', { sku: tee.sku, quantity: 1 });
    const cart = (await b.get('/api/v2/cart.json')).json().cart;
    await b.delete(`/cart/${cart.order_number}/line_items/${cart.lines[0].id}`);
    await t.signUp(b, email());
    expect((await b.get('/api/v2/cart.json')).json()).toEqual({ cart: null });
    expect(b.cookie('cart')).toBeUndefined();
    expect(await cartStatus(cart.order_number)).toBe('closed');
  });

  it('leaves a guest alone: no session, no merge', async () => {
    const b = browser();
    await b.post('/api/cart/add', { sku: tee.sku, quantity: 1 });
    expect((await b.get('/api/cart/quantity')).json().quantity).toBe(1);
    expect(b.cookie('cart')).toBeDefined();
  });
});

describe('merge of digital asset licences at sign-in', () => {
  const addLicences = async (b: TestBrowser, sku: string, quantity: number) =>
    expect((await b.request({ method: 'POST', url: '/api/cart/digital_add', ...digitalAddForm(sku, quantity) })).statusCode).toBe(200);

  it(`caps a merged licence line at ${DIGITAL_MAX_LICENCES} (60 + 70 → 100), while goods in the same merge keep their own cap`, async () => {
    const b = browser();
    const user = await t.signUp(b, email());
    await addLicences(b, asset.standard.sku, 70);
    await b.post('/api/cart/add', { sku: tee.sku, quantity: 150 });
    await signOut(b);
    await addLicences(b, asset.standard.sku, 60);
    await b.post('/api/cart/add', { sku: tee.sku, quantity: 20 });
    await signIn(b, user);
    expect(await linesOf(b)).toEqual({ [asset.standard.sku]: DIGITAL_MAX_LICENCES, [tee.sku]: 170 });
    // the capped line is one the shopper could have made: it prices and edits like any other
    const line = (await b.get('/api/v2/cart.json')).json().cart.lines.find((l: { sku: string }) => l.sku === asset.standard.sku);
    expect(line.line_total.amount).toBe(DIGITAL_MAX_LICENCES * asset.price.us);
    expect((await b.patch(`/api/v2/cart/line_items/${line.id}.json`, { quantity: DIGITAL_MAX_LICENCES })).statusCode).toBe(200);
  });

  it('keeps two licences of one asset as two lines, each with its own units', async () => {
    const b = browser();
    const user = await t.signUp(b, email());
    await addLicences(b, asset.extended.sku, 70);
    await signOut(b);
    await addLicences(b, asset.standard.sku, 60);
    await signIn(b, user);
    expect(await linesOf(b)).toEqual({ [asset.standard.sku]: 60, [asset.extended.sku]: 70 });
  });
});

describe('merge race (PostgreSQL only)', () => {
  it('10 requests arriving together with the guest cookie after sign-in merge it exactly once', async (ctx) => {
    if (t.handle.kind !== 'postgres') ctx.skip('PGlite has one connection: concurrent requests would run one at a time and test nothing');
    const { b, user } = await userWithCart(tee.sku, 1);
    await b.post('/api/cart/add', { sku: tee.sku, quantity: 2 });
    await b.post('/api/cart/add', { sku: other.sku, quantity: 3 });
    await signIn(b, user);
    await b.csrfToken();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? b.get('/api/cart/quantity') : b.post('/api/cart/add', { sku: other.sku, quantity: 1 }))),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    // 1 of the user's + 2 + 3 merged once + 5 adds
    expect(await linesOf(b)).toEqual({ [tee.sku]: 3, [other.sku]: 8 });
    const open = rowsOf<{ n: number }>(
      await t.handle.db.execute(sql`select count(*)::int as n from cart.carts c where c.status = 'open' and c.user_id = (
        select user_id from cart.carts where number = ${(await b.get('/api/v2/cart.json')).json().cart.order_number})`),
    );
    expect(Number(open[0]!.n)).toBe(1);
  });
});
