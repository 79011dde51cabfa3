import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@storefront/db';
import { blankProduct, setStock, skuOfKind, tiersOf, type BlankProduct, type PickedSku } from '../../test-fixtures/catalog-picks';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

let t: TestApp;
let blank: BlankProduct;
/** two colours × two sizes of one blank: [colour 1 size 1, colour 1 size 2, colour 2 size 1, colour 2 size 2] */
let grid: PickedSku[];
let emails = 0;
const email = () => `bulk${++emails}@example.com`;

beforeAll(async () => {
  t = await buildTestApp();
  blank = await blankProduct(t.handle.db, 0);
  const colours = [...new Set(blank.skus.map((s) => s.compositionId))].slice(0, 2);
  grid = colours.flatMap((c) => blank.skus.filter((s) => s.compositionId === c).slice(0, 2));
});
afterAll(() => t?.close());
beforeEach(async () => {
  for (const s of blank.skus) await setStock(t.handle.db, s.skuId, 100);
});

const browser = () => new TestBrowser(t.app);
const ORDER = '/api/cart/blanks_order';
const cartOf = async (b: TestBrowser, store = 'us') => (await b.get(`/api/v2/cart.json?store=${store}`)).json().cart;
const quantity = async (b: TestBrowser) => (await b.get('/api/cart/quantity')).json().quantity as number;
const countRows = async (table: 'carts' | 'line_items') =>
  Number(rowsOf<{ n: number }>(await t.handle.db.execute(sql.raw(`select count(*)::int as n from cart.${table}`)))[0]!.n);
const tier = async (minQty: number, store: 'us' | 'ca' = 'us') => (await tiersOf(t.handle.db, blank.productId, store)).find((x) => x.minQty === minQty)!.amount;

describe('POST /api/cart/blanks_order', () => {
  it('adds every line in one call, each priced at the tier of all units of the product', async () => {
    const b = browser();
    const [a, c, d] = [grid[0]!, grid[1]!, grid[2]!];
    const res = await b.post(ORDER, {
      store: 'us',
      lines: [
        { sku: a.sku, quantity: 5 },
        { sku: c.sku, quantity: 4 },
        { sku: d.sku, quantity: 3 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const dozen = await tier(12);
    expect(dozen).toBeLessThan(await tier(1));
    expect(body).toEqual({
      total_items_qty: 12,
      order_number: expect.stringMatching(/^R\d{9}$/),
      lines: [
        { id: expect.any(String), sku: a.sku, added: 5, quantity: 5, unit_price: { amount: dozen, currency: 'USD' }, line_total: { amount: dozen * 5, currency: 'USD' } },
        { id: expect.any(String), sku: c.sku, added: 4, quantity: 4, unit_price: { amount: dozen, currency: 'USD' }, line_total: { amount: dozen * 4, currency: 'USD' } },
        { id: expect.any(String), sku: d.sku, added: 3, quantity: 3, unit_price: { amount: dozen, currency: 'USD' }, line_total: { amount: dozen * 3, currency: 'USD' } },
      ],
    });
    expect(b.cookie('cart')).toBeDefined();
    // the cart page prices the same way
    const cart = await cartOf(b);
    expect(cart.order_number).toBe(body.order_number);
    expect(cart.subtotal).toEqual({ amount: dozen * 12, currency: 'USD' });
    expect(cart.lines.map((l: { id: string; unit_price: { amount: number } }) => [l.id, l.unit_price.amount])).toEqual(
      body.lines.map((l: { id: string }) => [l.id, dozen]),
    );
  });

  it('adds to lines the cart already holds, and prices in the Canadian store in CAD', async () => {
    const b = browser();
    await b.post('/api/cart/add', { sku: grid[0]!.sku, quantity: 2, store: 'ca' });
    const res = await b.post(ORDER, { store: 'ca', lines: [{ sku: grid[0]!.sku, quantity: 10 }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().lines[0]).toMatchObject({ added: 10, quantity: 12, unit_price: { amount: await tier(12, 'ca'), currency: 'CAD' } });
    expect(res.json().total_items_qty).toBe(12);
  });

  it('puts a signed-in shopper\'s order in their own cart', async () => {
    const b = browser();
    await t.signUp(b, email());
    const res = await b.post(ORDER, { lines: [{ sku: grid[1]!.sku, quantity: 2 }] });
    expect(res.statusCode).toBe(200);
    expect(b.cookie('cart')).toBeUndefined();
    expect(await quantity(b)).toBe(2);
  });

  it('is all or nothing: stock short on one line (counting what the cart holds) → 409 naming it, nothing written', async () => {
    const b = browser();
    await b.post('/api/cart/add', { sku: grid[1]!.sku, quantity: 3 });
    await setStock(t.handle.db, grid[1]!.skuId, 5);
    await setStock(t.handle.db, grid[3]!.skuId, 0);
    const lines = await countRows('line_items');
    const res = await b.post(ORDER, {
      lines: [
        { sku: grid[0]!.sku, quantity: 4 },
        { sku: grid[1]!.sku, quantity: 3 },
        { sku: grid[3]!.sku, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.code).toBe('insufficient_stock');
    expect(body.message).toMatch(/^Nothing was added to your cart\./);
    expect(body.message).toContain(`${grid[1]!.sku}: Only 5 left of ${blank.title}, ${grid[1]!.colorName}, ${grid[1]!.size} (your cart already has 3).`);
    expect(body.message).toContain(`${grid[3]!.sku}: ${blank.title}, ${grid[3]!.colorName}, ${grid[3]!.size} is out of stock.`);
    expect(body.message).not.toContain(grid[0]!.sku);
    expect(body.fieldErrors).toEqual({
      'lines.1.quantity': [expect.stringContaining('Only 5 left')],
      'lines.2.quantity': [expect.stringContaining('is out of stock')],
    });
    // the good line was not added either
    expect(await countRows('line_items')).toBe(lines);
    const cart = await cartOf(b);
    expect(cart.lines.map((l: { sku: string; quantity: number }) => [l.sku, l.quantity])).toEqual([[grid[1]!.sku, 3]]);
  });

  it('is all or nothing: an unknown SKU and a SKU that is not a blank → 422 naming each; no cart or cookie for a new guest', async () => {
    const custom = await skuOfKind(t.handle.db, 'customizable', 100);
    const carts = await countRows('carts');
    const b = browser();
    const res = await b.post(ORDER, {
      lines: [
        { sku: grid[0]!.sku, quantity: 2 },
        { sku: 'NOPE-123', quantity: 1 },
        { sku: custom.sku, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe('blanks_order_refused');
    expect(body.message).toContain('NOPE-123: No product with SKU NOPE-123.');
    expect(body.message).toContain(`${custom.sku}: ${custom.title}, ${custom.colorName}, ${custom.size} is not a blank`);
    expect(body.fieldErrors).toEqual({ 'lines.1.sku': [expect.any(String)], 'lines.2.sku': [expect.stringContaining('is not a blank')] });
    expect(b.cookie('cart')).toBeUndefined();
    expect(await countRows('carts')).toBe(carts);
  });

  it('refuses a line past the per-line cap (with what the cart holds) → 422, nothing written', async () => {
    await setStock(t.handle.db, grid[0]!.skuId, 20000);
    const b = browser();
    await b.post('/api/cart/add', { sku: grid[0]!.sku, quantity: 9000 });
    const res = await b.post(ORDER, { lines: [{ sku: grid[2]!.sku, quantity: 1 }, { sku: grid[0]!.sku, quantity: 1000 }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors).toEqual({ 'lines.1.quantity': [expect.stringContaining('at most 9999')] });
    expect(await quantity(b)).toBe(9000);
  });

  it('refuses a SKU the store does not sell → 422 on its sku field', async () => {
    const other = await blankProduct(t.handle.db, 2);
    const sku = other.skus[0]!;
    await setStock(t.handle.db, sku.skuId, 10);
    await t.handle.db.execute(sql`delete from catalog.prices where product_id = ${other.productId} and store = 'ca'`);
    const res = await browser().post(ORDER, { store: 'ca', lines: [{ sku: sku.sku, quantity: 1 }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors['lines.0.sku'][0]).toMatch(/is not sold in this store\.$/);
  });

  it('is refused without the anti-forgery token, and writes nothing', async () => {
    const b = browser();
    const res = await b.post(ORDER, { lines: [{ sku: grid[0]!.sku, quantity: 1 }] }, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(await quantity(b)).toBe(0);
  });

  const badBodies: [string, unknown, string][] = [
    ['no lines', { lines: [] }, 'lines'],
    ['lines missing', { store: 'us' }, 'lines'],
    ['a quantity of 0', { lines: [{ sku: 'X-1', quantity: 0 }] }, 'lines.0.quantity'],
    ['a fractional quantity', { lines: [{ sku: 'X-1', quantity: 1.5 }] }, 'lines.0.quantity'],
    ['a quantity as text', { lines: [{ sku: 'X-1', quantity: '3' }] }, 'lines.0.quantity'],
    ['a quantity past 9999', { lines: [{ sku: 'X-1', quantity: 10000 }] }, 'lines.0.quantity'],
    ['an empty SKU', { lines: [{ sku: '', quantity: 1 }] }, 'lines.0.sku'],
    ['an unknown key in a line', { lines: [{ sku: 'X-1', quantity: 1, price: 1 }] }, 'price'],
    ['an unknown key', { lines: [{ sku: 'X-1', quantity: 1 }], coupon: 'X' }, 'coupon'],
    ['an unknown store', { store: 'uk', lines: [{ sku: 'X-1', quantity: 1 }] }, 'store'],
    ['lines not a list', { lines: { sku: 'X-1', quantity: 1 } }, 'lines'],
    ['a repeated SKU', { lines: [{ sku: 'X-1', quantity: 1 }, { sku: 'X-1', quantity: 2 }] }, 'lines.1.sku'],
  ];
  it.each(badBodies)('%s → 400 naming the field, nothing written', async (_label, payload, field) => {
    const carts = await countRows('carts');
    const b = browser();
    const res = await b.post(ORDER, payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('invalid_request');
    expect(body.message).toContain(field);
    expect(Object.keys(body.fieldErrors).some((k) => k === field || k.startsWith(`${field}.`) || field.startsWith(k))).toBe(true);
    expect(await countRows('carts')).toBe(carts);
  });

  it('says which SKU repeats', async () => {
    const res = await browser().post(ORDER, { lines: [{ sku: 'X-1', quantity: 1 }, { sku: 'X-1', quantity: 2 }] });
    expect(res.json().fieldErrors['lines.1.sku']).toEqual(['repeats SKU X-1: give each SKU once']);
  });
});

describe('a blank\'s tier counts every unit of its product in the cart', () => {
  it('single adds of different colours and sizes reach the dozen tier together', async () => {
    const b = browser();
    await b.post('/api/cart/add', { sku: grid[0]!.sku, quantity: 6 });
    let cart = await cartOf(b);
    expect(cart.lines[0].unit_price.amount).toBe(await tier(1));
    await b.post('/api/cart/add', { sku: grid[3]!.sku, quantity: 6 });
    cart = await cartOf(b);
    expect(cart.lines.map((l: { unit_price: { amount: number } }) => l.unit_price.amount)).toEqual([await tier(12), await tier(12)]);
    expect(cart.subtotal.amount).toBe((await tier(12)) * 12);
    // removing one colour drops the other back to the single price
    await b.delete(`${ORDER}/line_items/${cart.lines[1].id}`);
    expect((await cartOf(b)).lines[0].unit_price.amount).toBe(await tier(1));
  });

  it('counts only its own product: another blank in the cart does not lower it', async () => {
    const other = await blankProduct(t.handle.db, 1);
    await setStock(t.handle.db, other.skus[0]!.skuId, 100);
    const b = browser();
    await b.post('/api/cart/add', { sku: grid[0]!.sku, quantity: 6 });
    await b.post('/api/cart/add', { sku: other.skus[0]!.sku, quantity: 6 });
    const cart = await cartOf(b);
    expect(cart.lines[0].unit_price.amount).toBe(await tier(1));
  });
});

describe('PATCH and DELETE /api/cart/blanks_order/line_items/:lineItemId', () => {
  it('set a line\'s quantity (within stock) and remove it, answering the cart', async () => {
    const b = browser();
    const added = (await b.post(ORDER, { lines: [{ sku: grid[0]!.sku, quantity: 2 }, { sku: grid[1]!.sku, quantity: 1 }] })).json();
    const [first, second] = added.lines;
    const patch = await b.patch(`${ORDER}/line_items/${first.id}`, { quantity: 11 });
    expect(patch.statusCode).toBe(200);
    // 11 + 1 units of the product: the dozen tier for both lines
    expect(patch.json().cart).toMatchObject({ order_number: added.order_number, total_items_qty: 12, subtotal: { amount: (await tier(12)) * 12 } });

    const tooMany = await b.patch(`${ORDER}/line_items/${first.id}`, { quantity: 101 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: 'insufficient_stock', message: expect.stringContaining('Only 100 left') });
    expect((await b.patch(`${ORDER}/line_items/${first.id}`, { quantity: 0 })).statusCode).toBe(400);
    expect((await b.patch(`${ORDER}/line_items/${first.id}`, { quantity: 3, store: 'us' })).statusCode).toBe(400);

    const del = await b.delete(`${ORDER}/line_items/${second.id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json().cart.lines.map((l: { id: string; quantity: number }) => [l.id, l.quantity])).toEqual([[first.id, 11]]);
    expect((await b.delete(`${ORDER}/line_items/${second.id}`)).statusCode).toBe(404);
  });

  it("answer 404 for another shopper's line and leave it alone", async () => {
    const alice = browser();
    await t.signUp(alice, email());
    const aliceLine = (await alice.post(ORDER, { lines: [{ sku: grid[0]!.sku, quantity: 3 }] })).json().lines[0];
    const guest = browser();
    const guestLine = (await guest.post(ORDER, { lines: [{ sku: grid[0]!.sku, quantity: 1 }] })).json().lines[0];
    const bob = browser();
    await t.signUp(bob, email());
    await bob.post(ORDER, { lines: [{ sku: grid[2]!.sku, quantity: 1 }] });
    const nobody = browser();

    for (const [who, line] of [
      [bob, aliceLine.id],
      [bob, guestLine.id],
      [guest, aliceLine.id],
      [nobody, guestLine.id],
      [alice, 'not-a-uuid'],
    ] as const) {
      const patch = await who.patch(`${ORDER}/line_items/${line}`, { quantity: 5 });
      expect(patch.statusCode).toBe(404);
      expect(patch.json()).toEqual({ code: 'not_found', message: 'No such item in your cart.' });
      expect((await who.delete(`${ORDER}/line_items/${line}`)).statusCode).toBe(404);
    }
    expect(await quantity(alice)).toBe(3);
    expect(await quantity(guest)).toBe(1);
  });

  it('are refused without the anti-forgery token', async () => {
    const b = browser();
    const line = (await b.post(ORDER, { lines: [{ sku: grid[0]!.sku, quantity: 2 }] })).json().lines[0];
    expect((await b.patch(`${ORDER}/line_items/${line.id}`, { quantity: 5 }, { csrf: false })).statusCode).toBe(403);
    expect((await b.delete(`${ORDER}/line_items/${line.id}`, { csrf: false })).statusCode).toBe(403);
    expect(await quantity(b)).toBe(2);
  });
});

describe('GET /api/cart/blanks_order/out_of_stock', () => {
  it("answers the blank's SKUs with no units in open warehouses, in catalog order", async () => {
    await setStock(t.handle.db, grid[1]!.skuId, 0);
    await setStock(t.handle.db, grid[2]!.skuId, 0);
    // units only in a closed warehouse are none
    await t.handle.db.execute(sql`delete from catalog.inventory where sku_id = ${grid[3]!.skuId}`);
    await t.handle.db.execute(sql`
      insert into catalog.warehouses (code, name, country, time_zone, active)
      values ('CLOSED-1', 'Closed', 'US', 'America/New_York', false) on conflict (code) do nothing`);
    await t.handle.db.execute(sql`
      insert into catalog.inventory (sku_id, warehouse_id, on_hand)
      select ${grid[3]!.skuId}, id, 50 from catalog.warehouses where code = 'CLOSED-1'`);

    const res = await browser().get(`${ORDER}/out_of_stock?slug=${blank.slug}&store=us&cb=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ slug: blank.slug, out_of_stock: [grid[1]!.sku, grid[2]!.sku, grid[3]!.sku] });
    await t.handle.db.execute(sql`delete from catalog.inventory where warehouse_id = (select id from catalog.warehouses where code = 'CLOSED-1')`);
  });

  it('an unknown slug → 404, a product that is not a blank → 422, a malformed slug or store → 400', async () => {
    const nope = await browser().get(`${ORDER}/out_of_stock?slug=no-such-blank&store=us`);
    expect(nope.statusCode).toBe(404);
    expect(nope.json()).toEqual({ code: 'not_found', message: 'No product no-such-blank in this store.' });

    const custom = await skuOfKind(t.handle.db, 'customizable', 1);
    const [{ slug }] = rowsOf<{ slug: string }>(await t.handle.db.execute(sql`select slug from catalog.products where id = ${custom.productId}`)) as [{ slug: string }];
    const notBlank = await browser().get(`${ORDER}/out_of_stock?slug=${slug}`);
    expect(notBlank.statusCode).toBe(422);
    expect(notBlank.json()).toMatchObject({ code: 'not_a_blank' });

    for (const q of ['slug=Bad%20Slug', 'store=us', `slug=${blank.slug}&store=uk`]) {
      const res = await browser().get(`${ORDER}/out_of_stock?${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid_request');
    }
  });
});
