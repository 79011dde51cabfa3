import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@storefront/db';
import { madeToOrderSku, stockedBlankSku, tiersOf, type PickedSku } from '../../test-fixtures/catalog-picks';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

let t: TestApp;
let tee: PickedSku;
let other: PickedSku;
let emails = 0;
const email = () => `shopper${++emails}@example.com`;

beforeAll(async () => {
  t = await buildTestApp();
  tee = await stockedBlankSku(t.handle.db, 0, 500);
  other = await stockedBlankSku(t.handle.db, 1, 500);
});
afterAll(() => t?.close());

const browser = () => new TestBrowser(t.app);
const quantity = async (b: TestBrowser, store = 'us') => (await b.get(`/api/cart/quantity?store=${store}`)).json().quantity as number;
const cartOf = async (b: TestBrowser, store = 'us') => (await b.get(`/api/v2/cart.json?store=${store}`)).json().cart;
const countRows = async (table: 'carts' | 'line_items') =>
  Number(rowsOf<{ n: number }>(await t.handle.db.execute(sql.raw(`select count(*)::int as n from cart.${table}`)))[0]!.n);

describe('POST /api/cart/add (guest)', () => {
  it('creates the cart, sets the httpOnly cart cookie and answers total_items_qty and order_number', async () => {
    const b = browser();
    const res = await b.post('/api/cart/add', { sku: tee.sku, quantity: 2 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ total_items_qty: 2, order_number: expect.stringMatching(/^R\d{9}$/) });
    const cookie = res.cookies.find((c) => c.name === 'cart')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 60 * 60 });
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // only the hash is stored
    const stored = rowsOf<{ h: string }>(await t.handle.db.execute(sql`select guest_token_hash as h from cart.carts where number = ${body.order_number}`));
    expect(stored[0]!.h).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]!.h).not.toBe(cookie.value);

    // the same SKU again adds to its line; another SKU is another line
    const again = await b.post('/api/cart/add', { sku: tee.sku, quantity: 3 });
    expect(again.json()).toEqual({ total_items_qty: 5, order_number: body.order_number });
    await b.post('/api/cart/add', { sku: other.sku, quantity: 1 });
    expect(await quantity(b)).toBe(6);
    const cart = await cartOf(b);
    expect(cart.lines.map((l: { sku: string; quantity: number }) => [l.sku, l.quantity])).toEqual([
      [tee.sku, 5],
      [other.sku, 1],
    ]);
  });

  it('is refused without the anti-forgery token', async () => {
    const b = browser();
    const res = await b.post('/api/cart/add', { sku: tee.sku, quantity: 1 }, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(await quantity(b)).toBe(0);
  });
});

describe('GET /api/cart/quantity and /api/v2/cart.json', () => {
  it('answer 0 and a null cart, never a 404, for a shopper with no cart (or an unknown cookie)', async () => {
    const b = browser();
    expect((await b.get('/api/cart/quantity')).json()).toEqual({ quantity: 0 });
    expect((await b.get('/api/v2/cart.json')).json()).toEqual({ cart: null });
    b.jar.set('cart', randomBytes(32).toString('base64url'));
    expect((await b.get('/api/cart/quantity?store=ca&cb=123')).json()).toEqual({ quantity: 0 });
    b.jar.set('cart', 'not-a-token');
    expect((await b.get('/api/cart/quantity')).statusCode).toBe(200);
  });

  it('shows each line with product, composition, size, image, tier unit price, line total and stock', async () => {
    const b = browser();
    await b.post('/api/cart/add', { sku: tee.sku, quantity: 1 });
    const tiers = await tiersOf(t.handle.db, tee.productId, 'us');
    const one = tiers.find((x) => x.minQty === 1)!.amount;
    const dozen = tiers.find((x) => x.minQty === 12)!.amount;
    expect(dozen).toBeLessThan(one);

    let cart = await cartOf(b);
    expect(cart).toMatchObject({ store: 'us', currency: 'USD', total_items_qty: 1, subtotal: { amount: one, currency: 'USD' } });
    const line = cart.lines[0];
    expect(line).toMatchObject({
      sku: tee.sku,
      size: tee.size,
      quantity: 1,
      stock: 500,
      product: { title: tee.title, url: expect.stringMatching(/^\/[a-z0-9-]+\.html$/) },
      composition: { color_name: tee.colorName, color_hex: expect.stringMatching(/^#?[0-9a-fA-F]{6}$/) },
      unit_price: { amount: one, currency: 'USD' },
      line_total: { amount: one, currency: 'USD' },
    });
    expect(line.image.src).toMatch(/^\/images\/garments\/[a-z-]+-[0-9a-f]{6}-0-640\.jpg$/);
    expect(line.image.alt).toBe(`${tee.title} in ${tee.colorName} — front view`);

    // 12 units: the 12-unit tier, cheaper per unit than 1
    const res = await b.patch(`/api/v2/cart/line_items/${line.id}.json`, { quantity: 12 });
    expect(res.statusCode).toBe(200);
    cart = res.json().cart;
    expect(cart.lines[0]).toMatchObject({ quantity: 12, unit_price: { amount: dozen }, line_total: { amount: dozen * 12 } });
    expect(cart.subtotal).toEqual({ amount: dozen * 12, currency: 'USD' });
  });

  it('keeps the Canadian cart apart, priced in CAD with a /ca product URL', async () => {
    const b = browser();
    const us = (await b.post('/api/cart/add', { sku: tee.sku, quantity: 1 })).json();
    const ca = await b.post('/api/cart/add', { sku: tee.sku, quantity: 12, store: 'ca' });
    expect(ca.statusCode).toBe(200);
    expect(ca.json().total_items_qty).toBe(12);
    expect(ca.json().order_number).not.toBe(us.order_number);
    expect(await quantity(b, 'us')).toBe(1);
    expect(await quantity(b, 'ca')).toBe(12);
    const cadDozen = (await tiersOf(t.handle.db, tee.productId, 'ca')).find((x) => x.minQty === 12)!.amount;
    const cart = await cartOf(b, 'ca');
    expect(cart).toMatchObject({ store: 'ca', currency: 'CAD', subtotal: { amount: cadDozen * 12, currency: 'CAD' } });
    expect(cart.lines[0].unit_price).toEqual({ amount: cadDozen, currency: 'CAD' });
    expect(cart.lines[0].product.url).toMatch(/^\/ca\/.+\.html$/);
  });
});

describe('signed-in shoppers', () => {
  // the guest cart of the same browser is merged into it at sign-in (domain/merge-guest-cart.test.ts)
  it('have a cart of their own, owned by the account, not by the guest cookie', async () => {
    const b = browser();
    const guest = (await b.post('/api/cart/add', { sku: tee.sku, quantity: 2 })).json();
    await t.signUp(b, email());
    expect(await quantity(b)).toBe(2);
    const mine = (await b.post('/api/cart/add', { sku: other.sku, quantity: 1 })).json();
    expect(mine.total_items_qty).toBe(3);
    expect(mine.order_number).not.toBe(guest.order_number);
    const cart = await cartOf(b);
    expect(cart.order_number).toBe(mine.order_number);
    expect(cart.lines.map((l: { sku: string }) => l.sku)).toEqual([tee.sku, other.sku]);
    const owner = rowsOf<{ user_id: string | null; guest_token_hash: string | null }>(
      await t.handle.db.execute(sql`select user_id, guest_token_hash from cart.carts where number = ${mine.order_number}`),
    )[0]!;
    expect(owner.user_id).not.toBeNull();
    expect(owner.guest_token_hash).toBeNull();
  });
});

describe('owner scoping', () => {
  it("answers 404 for another guest's or user's line and leaves it alone", async () => {
    const alice = browser();
    await t.signUp(alice, email());
    const aliceAdd = (await alice.post('/api/cart/add', { sku: tee.sku, quantity: 3 })).json();
    const aliceLine = (await cartOf(alice)).lines[0];

    const guest = browser();
    const guestAdd = (await guest.post('/api/cart/add', { sku: tee.sku, quantity: 1 })).json();
    const guestLine = (await cartOf(guest)).lines[0];

    const bob = browser();
    await t.signUp(bob, email());
    await bob.post('/api/cart/add', { sku: other.sku, quantity: 1 });
    const bobCart = await cartOf(bob);

    const nobody = browser();
    for (const [who, line, number] of [
      [bob, aliceLine.id, aliceAdd.order_number],
      [bob, guestLine.id, guestAdd.order_number],
      [bob, aliceLine.id, bobCart.order_number],
      [guest, aliceLine.id, aliceAdd.order_number],
      [nobody, guestLine.id, guestAdd.order_number],
    ] as const) {
      const patch = await who.patch(`/api/v2/cart/line_items/${line}.json`, { quantity: 5 });
      expect(patch.statusCode).toBe(404);
      expect(patch.json()).toMatchObject({ code: 'not_found', message: 'No such item in your cart.' });
      const del = await who.delete(`/cart/${number}/line_items/${line}`);
      expect(del.statusCode).toBe(404);
    }
    // an id that cannot exist, and the right line under another order number
    expect((await alice.patch('/api/v2/cart/line_items/not-a-uuid.json', { quantity: 2 })).statusCode).toBe(404);
    expect((await alice.delete(`/cart/${guestAdd.order_number}/line_items/${aliceLine.id}`)).statusCode).toBe(404);

    expect(await quantity(alice)).toBe(3);
    expect(await quantity(guest)).toBe(1);
    expect((await cartOf(bob)).lines).toHaveLength(1);
  });
});

describe('DELETE /cart/:orderNumber/line_items/:lineItemId', () => {
  it('removes the line and answers the cart', async () => {
    const b = browser();
    await b.post('/api/cart/add', { sku: tee.sku, quantity: 2 });
    const added = (await b.post('/api/cart/add', { sku: other.sku, quantity: 1 })).json();
    const line = (await cartOf(b)).lines[0];
    const res = await b.delete(`/cart/${added.order_number}/line_items/${line.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().cart).toMatchObject({ order_number: added.order_number, total_items_qty: 1 });
    expect(res.json().cart.lines.map((l: { sku: string }) => l.sku)).toEqual([other.sku]);
    expect((await b.delete(`/cart/${added.order_number}/line_items/${line.id}`)).statusCode).toBe(404);
    expect((await b.delete(`/cart/${added.order_number}/line_items/${line.id}`, { csrf: false })).statusCode).toBe(403);
  });
});

describe('bad input: a clear 4xx and the cart unchanged', () => {
  const badQuantities: [string, unknown][] = [
    ['zero', 0],
    ['negative', -2],
    ['huge', 100000],
    ['not an integer', 1.5],
    ['a string', '3'],
    ['missing', undefined],
  ];

  it.each(badQuantities)('add with a %s quantity → 400', async (_label, q) => {
    const b = browser();
    await b.post('/api/cart/add', { sku: tee.sku, quantity: 2 });
    const before = await cartOf(b);
    const res = await b.post('/api/cart/add', { sku: tee.sku, quantity: q });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_request', message: expect.stringContaining('quantity'), fieldErrors: { quantity: expect.any(Array) } });
    expect(await cartOf(b)).toEqual(before);
  });

  it.each(badQuantities)('line change with a %s quantity → 400', async (_label, q) => {
    const b = browser();
    await b.post('/api/cart/add', { sku: tee.sku, quantity: 2 });
    const before = await cartOf(b);
    const res = await b.patch(`/api/v2/cart/line_items/${before.lines[0].id}.json`, { quantity: q });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.quantity).toBeDefined();
    expect(await cartOf(b)).toEqual(before);
  });

  it('an unknown SKU → 404 "No product with SKU …", and no cart or cookie for a new guest', async () => {
    const carts = await countRows('carts');
    const b = browser();
    const res = await b.post('/api/cart/add', { sku: 'NOPE-123', quantity: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'No product with SKU NOPE-123.' });
    expect(b.cookie('cart')).toBeUndefined();
    expect(await countRows('carts')).toBe(carts);
  });

  it('a SKU the other store sells but this one does not → 422 not_priced, nothing written', async () => {
    const only = await stockedBlankSku(t.handle.db, 5, 50);
    await t.handle.db.execute(sql`delete from catalog.prices where product_id = ${only.productId} and store = 'ca'`);
    const carts = await countRows('carts');
    const b = browser();
    const res = await b.post('/api/cart/add', { sku: only.sku, quantity: 1, store: 'ca' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'not_priced', message: expect.stringMatching(/is not sold in this store\.$/) });
    expect(b.cookie('cart')).toBeUndefined();
    expect(await countRows('carts')).toBe(carts);
    // the US store still sells it
    expect((await b.post('/api/cart/add', { sku: only.sku, quantity: 1, store: 'us' })).statusCode).toBe(200);
  });

  it('an unknown store, an unknown field or a missing SKU → 400', async () => {
    const b = browser();
    for (const payload of [
      { sku: tee.sku, quantity: 1, store: 'uk' },
      { sku: tee.sku, quantity: 1, coupon: 'X' },
      { quantity: 1 },
      { sku: '', quantity: 1 },
    ]) {
      const res = await b.post('/api/cart/add', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid_request');
    }
    expect((await b.get('/api/cart/quantity?store=uk')).statusCode).toBe(400);
    expect(await quantity(b)).toBe(0);
  });
});

describe('stock limits', () => {
  it('refuses more than is on hand with 409 insufficient_stock, writing nothing', async () => {
    const sku = await stockedBlankSku(t.handle.db, 2, 5);
    const lines = await countRows('line_items');
    const carts = await countRows('carts');

    const b = browser();
    const tooMany = await b.post('/api/cart/add', { sku: sku.sku, quantity: 6 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({ code: 'insufficient_stock', message: `Only 5 left of ${sku.title}, ${sku.colorName}, ${sku.size}.` });
    expect(await countRows('carts')).toBe(carts);
    expect(await countRows('line_items')).toBe(lines);
    expect(b.cookie('cart')).toBeUndefined();

    expect((await b.post('/api/cart/add', { sku: sku.sku, quantity: 3 })).statusCode).toBe(200);
    const more = await b.post('/api/cart/add', { sku: sku.sku, quantity: 3 });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(`Only 5 left of ${sku.title}, ${sku.colorName}, ${sku.size} (your cart already has 3).`);
    expect(await quantity(b)).toBe(3);

    const line = (await cartOf(b)).lines[0];
    expect(line.stock).toBe(5);
    const patch = await b.patch(`/api/v2/cart/line_items/${line.id}.json`, { quantity: 6 });
    expect(patch.statusCode).toBe(409);
    expect(patch.json().code).toBe('insufficient_stock');
    expect((await b.patch(`/api/v2/cart/line_items/${line.id}.json`, { quantity: 5 })).json().cart.total_items_qty).toBe(5);
  });

  it('refuses an out-of-stock SKU with 409 out_of_stock', async () => {
    const sku = await stockedBlankSku(t.handle.db, 3, 0);
    const b = browser();
    const res = await b.post('/api/cart/add', { sku: sku.sku, quantity: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'out_of_stock', message: `${sku.title}, ${sku.colorName}, ${sku.size} is out of stock.` });
    expect(await quantity(b)).toBe(0);
  });

  it('never limits made-to-order goods (a DTF transfer with nothing on hand): they are printed when ordered', async () => {
    const transfer = await madeToOrderSku(t.handle.db, 0);
    const b = browser();
    const add = await b.post('/api/cart/add', { sku: transfer.sku, quantity: 50 });
    expect(add.statusCode).toBe(200);
    expect(add.json().total_items_qty).toBe(50);
    const line = (await cartOf(b)).lines[0];
    expect((await b.patch(`/api/v2/cart/line_items/${line.id}.json`, { quantity: 120 })).statusCode).toBe(200);
    expect(await quantity(b)).toBe(120);
  });

  it('counts only active warehouses', async () => {
    const sku = await stockedBlankSku(t.handle.db, 4, 2);
    await t.handle.db.execute(sql`
      insert into catalog.warehouses (code, name, country, time_zone, active) values ('closed-wh', 'Closed', 'US', 'America/New_York', false)`);
    await t.handle.db.execute(sql`
      insert into catalog.inventory (sku_id, warehouse_id, on_hand) select ${sku.skuId}, id, 100 from catalog.warehouses where code = 'closed-wh'`);
    const res = await browser().post('/api/cart/add', { sku: sku.sku, quantity: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Only 2 left');
  });
});

describe('concurrency (PostgreSQL only)', () => {
  it(
    '20 concurrent adds of one SKU, to a cart not yet created, end in one cart with the summed quantity',
    async (ctx) => {
      if (t.handle.kind !== 'postgres') ctx.skip('PGlite has one connection: concurrent requests would run one at a time and test nothing');
      const sku = await stockedBlankSku(t.handle.db, 5, 1000);
      const b = browser();
      b.jar.set('cart', randomBytes(32).toString('base64url'));
      await b.csrfToken();
      const results = await Promise.all(Array.from({ length: 20 }, () => b.post('/api/cart/add', { sku: sku.sku, quantity: 2 })));
      expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      expect(new Set(results.map((r) => r.json().order_number)).size).toBe(1);
      expect(results.map((r) => r.json().total_items_qty).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => 2 * (i + 1)));
      expect(await quantity(b)).toBe(40);
      expect((await cartOf(b)).lines).toHaveLength(1);
    },
  );

  it('20 concurrent adds of one unit against 10 on hand: exactly 10 succeed, the rest get insufficient_stock', async (ctx) => {
    if (t.handle.kind !== 'postgres') ctx.skip('PGlite has one connection: concurrent requests would run one at a time and test nothing');
    const sku = await stockedBlankSku(t.handle.db, 6, 10);
    const b = browser();
    await b.post('/api/cart/add', { sku: other.sku, quantity: 1 });
    const results = await Promise.all(Array.from({ length: 20 }, () => b.post('/api/cart/add', { sku: sku.sku, quantity: 1 })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => r.statusCode)).toEqual(Array(10).fill(409));
    expect(refused.every((r) => r.json().code === 'insufficient_stock')).toBe(true);
    expect(await quantity(b)).toBe(11);
  });
});
