import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { customTransferSku, dtfArtworks, rowsOf } from '@storefront/db';
import { priceDtfTransfer } from '@storefront/transfers';
import { eq } from 'drizzle-orm';
import { insertArtwork } from '../../test-fixtures/dtf-fixtures';
import { buildMadeTestApp, cartTables, STAFF_TOKEN, type MadeTestApp } from '../../test-fixtures/made-fixtures';
import { readPngInfo } from '@storefront/testing';
import { signInShopper, TestBrowser } from '../../test-fixtures/test-app';
import { expectOk, newKey, pay, place, CA_ADDRESS, US_ADDRESS } from '../orders/buy-flow.fixture';

let t: MadeTestApp;
let product: { sku: string; productId: number; catalogNumber: string; title: string };

beforeAll(async () => {
  t = await buildMadeTestApp();
  const anchor = await customTransferSku(t.handle.db, 'us', null);
  if (!anchor) throw new Error('the demo catalog has no custom DTF transfer product');
  const [row] = rowsOf<{ title: string }>(await t.handle.db.execute(sql`select title from catalog.products where id = ${anchor.productId}`));
  product = { ...anchor, title: row!.title };
});
afterAll(() => t?.close());

const browser = () => new TestBrowser(t.app);
type Line = { id: string; sku: string; size: string; quantity: number; unit_price: { amount: number; currency: string }; line_total: { amount: number }; image: { src: string; width: number; height: number }; product: { title: string }; dtf_print?: Record<string, unknown> };
const cartOf = async (b: TestBrowser, store = 'us') => (await b.get(`/api/v2/cart.json?store=${store}`)).json().cart as { lines: Line[]; subtotal: { amount: number }; total_items_qty: number } | null;
const dtfLines = async (b: TestBrowser, store = 'us') => ((await cartOf(b, store))?.lines ?? []).filter((l) => l.dtf_print);
const unitOf = (widthIn: number, heightIn: number, quantity: number, preCut = false, store: 'us' | 'ca' = 'us') => {
  const p = priceDtfTransfer({ store, widthIn, heightIn, quantity, preCut });
  if (!p.ok) throw new Error(p.problem.message);
  return p.value;
};

describe('POST /api/cart/dtf_add', () => {
  it("adds the shopper's artwork at a width, the height from its pixels, priced by printed area", async () => {
    const b = browser();
    const art = await insertArtwork(t, { browser: b }, { width: 1200, height: 900, name: 'Team logo.png' });
    const res = await b.post('/api/cart/dtf_add', { artwork_id: art.id, width_in: 4, quantity: 10, height_in: 99 });
    // a height from the browser is not part of the call at all
    expect(res.statusCode).toBe(400);
    const added = await expectOk(await b.post('/api/cart/dtf_add', { artwork_id: art.id, width_in: 4, quantity: 10 }));
    expect(added.json()).toEqual({ total_items_qty: 10, order_number: expect.stringMatching(/^R\d{9}$/), line_item_id: expect.any(String) });

    const [line] = await dtfLines(b);
    const price = unitOf(4, 3, 10);
    expect(line).toMatchObject({
      id: added.json().line_item_id,
      sku: product.sku,
      size: '4 × 3 in',
      quantity: 10,
      unit_price: price.unitPrice,
      line_total: { amount: price.unitPrice.amount * 10 },
      product: { title: product.title },
      image: { src: `/api/users/dtf_artworks/${art.id}/file?version=1&width=160`, type: 'image/webp', width: 160, height: 120 },
      dtf_print: {
        artwork_id: art.id,
        artwork_version: 1,
        name: 'Team logo.png',
        width_in: 4,
        height_in: 3,
        dpi: 300,
        quality: 'good',
        pre_cut: false,
        low_resolution_accepted: false,
        print_unit_price: price.printUnitPrice,
        pre_cut_unit_price: { amount: 0, currency: 'USD' },
        pre_cut_offer_unit_price: unitOf(4, 3, 10, true).preCutUnitPrice,
      },
    });
    // the header's counter counts transfers like any piece
    expect((await b.get('/api/cart/quantity')).json()).toEqual({ quantity: 10 });
  });

  it('adds the same artwork at the same size to its line, at the new quantity tier; another size is its own line', async () => {
    const b = browser();
    const art = await insertArtwork(t, { browser: b }, { width: 1500, height: 1500 });
    await expectOk(await b.post('/api/cart/dtf_add', { artwork_id: art.id, width_in: 5, quantity: 5 }));
    const again = await expectOk(await b.post('/api/cart/dtf_add', { artwork_id: art.id, width_in: 5, quantity: 20, pre_cut: true }));
    expect(again.json().total_items_qty).toBe(25);
    let lines = await dtfLines(b);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 25, unit_price: unitOf(5, 5, 25, true).unitPrice, dtf_print: { pre_cut: true } });
    await expectOk(await b.post('/api/cart/dtf_add', { artwork_id: art.id, width_in: 2.5, quantity: 3 }));
    lines = await dtfLines(b);
    expect(lines.map((l) => [l.size, l.quantity])).toEqual([
      ['5 × 5 in', 25],
      ['2.5 × 2.5 in', 3],
    ]);
  });

  it('freezes the version in use: a later tool run does not change what is in the cart', async () => {
    const b = browser();
    const art = await insertArtwork(t, { browser: b }, { width: 600, height: 600, versions: 2 });
    await expectOk(await b.post('/api/cart/dtf_add', { artwork_id: art.id, width_in: 2, quantity: 1 }));
    await t.handle.db.update(dtfArtworks).set({ currentVersion: 1 }).where(eq(dtfArtworks.id, art.id));
    const [line] = await dtfLines(b);
    expect(line!.dtf_print).toMatchObject({ artwork_version: 2 });
    expect(line!.image.src).toBe(`/api/users/dtf_artworks/${art.id}/file?version=2&width=160`);
  });

  it('refuses a size the press cannot print (422 naming the range) and a blurry one without the waiver, writing nothing', async () => {
    const b = browser();
    const art = await insertArtwork(t, { browser: b }, { width: 300, height: 600 });
    const before = await cartTables(t.handle.db);
    const tooBig = await b.post('/api/cart/dtf_add', { artwork_id: art.id, width_in: 21, quantity: 1 });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json()).toMatchObject({ code: 'transfer_size_out_of_range', message: expect.stringContaining('22') });
    for (const width_in of [0.2, 0.004, 1e-9]) {
      const tiny = await b.post('/api/cart/dtf_add', { artwork_id: art.id, width_in, quantity: 1 });
      expect(tiny.statusCode, String(width_in)).toBe(422);
      expect(tiny.json().code).toBe('transfer_size_out_of_range');
    }
    // 300 px across 4 in is 75 DPI: under the 100 DPI gate
    const blurry = await b.post('/api/cart/dtf_add', { artwork_id: art.id, width_in: 4, quantity: 1 });
    expect(blurry.statusCode).toBe(422);
    expect(blurry.json()).toMatchObject({ code: 'low_resolution', message: expect.stringContaining('75 DPI'), fieldErrors: { accept_low_resolution: expect.any(Array) } });
    expect(await cartTables(t.handle.db)).toEqual(before);

    await expectOk(await b.post('/api/cart/dtf_add', { artwork_id: art.id, width_in: 4, quantity: 1, accept_low_resolution: true }));
    const [line] = await dtfLines(b);
    expect(line!.dtf_print).toMatchObject({ dpi: 75, quality: 'blocked', low_resolution_accepted: true });
    expect(line!.size).toBe('4 × 8 in');
  });

  it("is 404 for another shopper's artwork or an unknown one, 400 for malformed input", async () => {
    const owner = browser();
    const art = await insertArtwork(t, { browser: owner }, { width: 900, height: 900 });
    const stranger = browser();
    const before = await cartTables(t.handle.db);
    expect((await stranger.post('/api/cart/dtf_add', { artwork_id: art.id, width_in: 3, quantity: 1 })).statusCode).toBe(404);
    expect((await owner.post('/api/cart/dtf_add', { artwork_id: '00000000-0000-4000-8000-000000000000', width_in: 3, quantity: 1 })).statusCode).toBe(404);
    for (const bad of [{ artwork_id: 'nope', width_in: 3, quantity: 1 }, { artwork_id: art.id, width_in: -1, quantity: 1 }, { artwork_id: art.id, width_in: 3, quantity: 0 }, { artwork_id: art.id, width_in: '3', quantity: 1 }, { artwork_id: art.id, width_in: 3, quantity: 1, store: 'uk' }]) {
      const res = await owner.post('/api/cart/dtf_add', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await cartTables(t.handle.db)).toEqual(before);
  });

  it('prices the Canadian store in CAD', async () => {
    const b = browser();
    const art = await insertArtwork(t, { browser: b }, { width: 1200, height: 1200 });
    await expectOk(await b.post('/api/cart/dtf_add', { store: 'ca', artwork_id: art.id, width_in: 4, quantity: 2 }));
    const [line] = await dtfLines(b, 'ca');
    expect(line!.unit_price).toEqual(unitOf(4, 4, 2, false, 'ca').unitPrice);
    expect(line!.unit_price.currency).toBe('CAD');
  });
});

describe('changing DTF lines in the cart', () => {
  async function cartWithTransfers(width = 2400, height = 1200) {
    const b = browser();
    const art = await insertArtwork(t, { browser: b }, { width, height });
    const added = await expectOk(await b.post('/api/cart/dtf_add', { artwork_id: art.id, width_in: 4, quantity: 12 }));
    return { b, art, lineId: added.json().line_item_id as string };
  }

  it('update_dtf_size resizes the line (height from the artwork) and re-prices it', async () => {
    const { b, lineId } = await cartWithTransfers();
    const res = await expectOk(await b.put('/api/v2/cart/update_dtf_size.json', { line_item_id: lineId, width_in: 8 }));
    const line = (res.json().cart.lines as Line[]).find((l) => l.id === lineId)!;
    expect(line).toMatchObject({ size: '8 × 4 in', quantity: 12, unit_price: unitOf(8, 4, 12).unitPrice, dtf_print: { width_in: 8, height_in: 4, dpi: 300 } });
    const bad = await b.put('/api/v2/cart/update_dtf_size.json', { line_item_id: lineId, width_in: 45 });
    expect(bad.statusCode).toBe(422);
    expect((await dtfLines(b))[0]!.size).toBe('8 × 4 in');
  });

  it('add_dtf_size adds a second size of the same artwork version; resizing onto an existing size merges the lines', async () => {
    const { b, art, lineId } = await cartWithTransfers();
    const second = await expectOk(await b.post('/api/v2/cart/add_dtf_size.json', { line_item_id: lineId, width_in: 2, quantity: 30 }));
    expect(second.json().total_items_qty).toBe(42);
    let lines = await dtfLines(b);
    expect(lines.map((l) => [l.size, l.quantity, l.dtf_print!.artwork_id])).toEqual([
      ['4 × 2 in', 12, art.id],
      ['2 × 1 in', 30, art.id],
    ]);
    expect(lines[1]!.unit_price).toEqual(unitOf(2, 1, 30).unitPrice);
    // the first line taken to 2 in wide joins the second
    const merged = await expectOk(await b.put('/api/v2/cart/update_dtf_size.json', { line_item_id: lineId, width_in: 2 }));
    lines = (merged.json().cart.lines as Line[]).filter((l) => l.dtf_print);
    expect(lines.map((l) => [l.id, l.size, l.quantity])).toEqual([[second.json().line_item_id, '2 × 1 in', 42]]);
    const prints = rowsOf(await t.handle.db.execute(sql`select p.id from cart.dtf_prints p join cart.carts c on c.id = p.cart_id where c.number = ${second.json().order_number}`));
    expect(prints).toHaveLength(1);
  });

  it('pre_cut.json toggles pre-cut, priced per piece at the tier', async () => {
    const { b, lineId } = await cartWithTransfers();
    const on = await expectOk(await b.put('/api/v2/cart/pre_cut.json', { line_item_id: lineId, pre_cut: true }));
    const line = (on.json().cart.lines as Line[]).find((l) => l.id === lineId)!;
    const priced = unitOf(4, 2, 12, true);
    expect(line.unit_price).toEqual(priced.unitPrice);
    expect(line.dtf_print).toMatchObject({ pre_cut: true, pre_cut_unit_price: priced.preCutUnitPrice });
    const off = await expectOk(await b.put('/api/v2/cart/pre_cut.json', { line_item_id: lineId, pre_cut: false }));
    expect((off.json().cart.lines as Line[]).find((l) => l.id === lineId)!.unit_price).toEqual(unitOf(4, 2, 12).unitPrice);
  });

  it('the ordinary quantity and remove calls work on a DTF line; removing it removes its print', async () => {
    const { b, lineId } = await cartWithTransfers();
    const changed = await expectOk(await b.patch(`/api/v2/cart/line_items/${lineId}.json`, { quantity: 100 }));
    expect((changed.json().cart.lines as Line[])[0]).toMatchObject({ quantity: 100, unit_price: unitOf(4, 2, 100).unitPrice });
    const cart = await cartOf(b);
    const number = (await b.get('/api/v2/cart.json')).json().cart.order_number as string;
    expect(cart!.lines).toHaveLength(1);
    await expectOk(await b.delete(`/cart/${number}/line_items/${lineId}`));
    const prints = rowsOf(await t.handle.db.execute(sql`select p.id from cart.dtf_prints p join cart.carts c on c.id = p.cart_id where c.number = ${number}`));
    expect(prints).toHaveLength(0);
  });

  it("is 404 for another shopper's line or a line that is not transfers; a full line refuses more (422) and is unchanged", async () => {
    const { b, lineId } = await cartWithTransfers();
    const stranger = browser();
    await insertArtwork(t, { browser: stranger }, { width: 10, height: 10 });
    for (const [method, url, body] of [
      ['put', '/api/v2/cart/update_dtf_size.json', { line_item_id: lineId, width_in: 3 }],
      ['post', '/api/v2/cart/add_dtf_size.json', { line_item_id: lineId, width_in: 3, quantity: 1 }],
      ['put', '/api/v2/cart/pre_cut.json', { line_item_id: lineId, pre_cut: true }],
    ] as const) {
      const res = await (method === 'put' ? stranger.put(url, body) : stranger.post(url, body));
      expect(res.statusCode, url).toBe(404);
      // and in the owner's other store there is no such line either
      const other = await (method === 'put' ? b.put(url, { ...body, store: 'ca' }) : b.post(url, { ...body, store: 'ca' }));
      expect(other.statusCode, url).toBe(404);
    }
    await expectOk(await b.patch(`/api/v2/cart/line_items/${lineId}.json`, { quantity: 9999 }));
    const before = await cartTables(t.handle.db);
    const over = await b.post('/api/v2/cart/add_dtf_size.json', { line_item_id: lineId, width_in: 4, quantity: 1 });
    expect(over.statusCode).toBe(422);
    expect(over.json().code).toBe('quantity_limit');
    expect(await cartTables(t.handle.db)).toEqual(before);
  });
});

describe('checking out transfers, and buying them again', () => {
  it('prices DTF lines the same in the cart, the checkout and the order, keeps what was printed, and takes no stock', async () => {
    const b = browser();
    const art = await insertArtwork(t, { browser: b }, { width: 3000, height: 1500, name: 'Front print.png' });
    const added = await expectOk(await b.post('/api/cart/dtf_add', { artwork_id: art.id, width_in: 10, quantity: 4, pre_cut: true }));
    await expectOk(await b.post('/api/v2/cart/add_dtf_size.json', { line_item_id: added.json().line_item_id, width_in: 3, quantity: 10 }));
    const stockBefore = rowsOf(await t.handle.db.execute(sql`select sku_id, on_hand from catalog.inventory order by sku_id, warehouse_id`));
    const cart = (await cartOf(b))!;
    await expectOk(await b.put('/api/v2/checkout.json', { email: 'dtf@example.com', ship_address: US_ADDRESS, shipping_speed: 'standard' }));
    const checkout = (await b.get('/api/v2/checkout.json')).json().checkout;
    expect(checkout.cart.lines).toEqual(cart.lines);
    expect(checkout.summary.subtotal.amount).toBe(unitOf(10, 5, 4, true).total.amount + unitOf(3, 1.5, 10, true).total.amount);
    const intent = await pay(b);
    const placed = await place(b, intent.id, newKey());
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order;
    expect(order.summary.subtotal).toEqual(checkout.summary.subtotal);
    expect(order.lines.map((l: { size: string; quantity: number; dtf: unknown }) => [l.size, l.quantity, l.dtf])).toEqual([
      ['10 × 5 in', 4, { artwork_id: art.id, artwork_version: 1, name: 'Front print.png', width_in: 10, height_in: 5, pre_cut: true, low_resolution_accepted: false }],
      ['3 × 1.5 in', 10, { artwork_id: art.id, artwork_version: 1, name: 'Front print.png', width_in: 3, height_in: 1.5, pre_cut: true, low_resolution_accepted: false }],
    ]);
    expect(rowsOf(await t.handle.db.execute(sql`select sku_id, on_hand from catalog.inventory order by sku_id, warehouse_id`))).toEqual(stockBefore);
    const [snapshot] = rowsOf<{ dtf: Record<string, unknown> }>(
      await t.handle.db.execute(sql`select l.dtf_print as dtf from cart.order_lines l join cart.orders o on o.id = l.order_id where o.number = ${order.number} order by l.id limit 1`),
    );
    expect(snapshot!.dtf).toMatchObject({ pixel_width: 3000, pixel_height: 1500, width_hundredths: 1000, height_hundredths: 500, print_unit_price: unitOf(10, 5, 4, true).printUnitPrice.amount });

    // the shop's print files: one per line, the artwork at its printed size × 300 DPI
    const staff = { authorization: `Bearer ${STAFF_TOKEN}` };
    const list = await expectOk(await b.request({ method: 'GET', url: `/api/staff/orders/${order.number}/print_files`, headers: staff }));
    expect(list.json().files.map((f: Record<string, unknown>) => [f.side, f.width_px, f.height_px, f.dpi, f.pieces])).toEqual([
      ['transfer', 3000, 1500, 300, 4],
      ['transfer', 900, 450, 300, 10],
    ]);
    const file = await b.request({ method: 'GET', url: list.json().files[1].url, headers: staff });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('_transfer_3x1.5in_300dpi.png');
    expect(readPngInfo(file.rawPayload)).toEqual({ width: 900, height: 450, dpiX: 300, dpiY: 300 });
    // the shopper never downloads print files
    expect((await b.get(list.json().files[1].url)).statusCode).toBe(401);

    // an artwork that was ordered stays: the shop prints from it
    const { dtfArtworkInCartOrOrder } = await import('@storefront/db');
    expect(await dtfArtworkInCartOrOrder(t.handle.db, art.id)).toEqual({ inCart: false, ordered: true });

    // buy again: the same size, then a new width
    const again = await expectOk(await b.post('/api/cart/print_reorder', { order_number: order.number, order_line_id: order.lines[0].id, quantity: 6 }));
    expect(again.json().total_items_qty).toBe(6);
    await expectOk(await b.post('/api/cart/print_reorder', { order_number: order.number, order_line_id: order.lines[0].id, quantity: 2, width_in: 6 }));
    const reordered = await dtfLines(b);
    expect(reordered.map((l) => [l.size, l.quantity, l.dtf_print!.pre_cut, l.unit_price.amount])).toEqual([
      ['10 × 5 in', 6, true, unitOf(10, 5, 6, true).unitPrice.amount],
      ['6 × 3 in', 2, true, unitOf(6, 3, 2, true).unitPrice.amount],
    ]);

    // nobody else can reorder it; a line that is not transfers is not found either
    const stranger = browser();
    await insertArtwork(t, { browser: stranger }, { width: 10, height: 10 });
    expect((await stranger.post('/api/cart/print_reorder', { order_number: order.number, order_line_id: order.lines[0].id, quantity: 1 })).statusCode).toBe(404);
    expect((await browser().post('/api/cart/print_reorder', { order_number: order.number, order_line_id: order.lines[0].id, quantity: 1 })).statusCode).toBe(404);
    expect((await b.post('/api/cart/print_reorder', { order_number: 'R000000000', order_line_id: order.lines[0].id, quantity: 1 })).statusCode).toBe(404);
  });

  it('a Canadian order of transfers is charged in CAD', async () => {
    const b = browser();
    const art = await insertArtwork(t, { browser: b }, { width: 1200, height: 1200 });
    await expectOk(await b.post('/api/cart/dtf_add', { store: 'ca', artwork_id: art.id, width_in: 4, quantity: 3 }));
    await expectOk(await b.put('/api/v2/checkout.json', { store: 'ca', email: 'dtf-ca@example.com', ship_address: CA_ADDRESS, shipping_speed: 'standard' }));
    const intent = await pay(b, undefined, 'ca');
    const placed = await place(b, intent.id, newKey(), 'ca');
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order.summary.subtotal).toEqual({ amount: unitOf(4, 4, 3, false, 'ca').total.amount, currency: 'CAD' });
  });
});

describe('a guest who signs in', () => {
  it("keeps their transfers: the lines and their prints move to the account's cart whole", async () => {
    const b = browser();
    const art = await insertArtwork(t, { browser: b }, { width: 1200, height: 600, name: 'Guest art.png' });
    await expectOk(await b.post('/api/cart/dtf_add', { artwork_id: art.id, width_in: 4, quantity: 7, pre_cut: true }));
    const guestLines = await dtfLines(b);
    // the account's cart already holds other transfers: both are kept, side by side
    const elsewhere = browser();
    const user = await t.signUp(elsewhere, `dtf-merge-${Date.now()}@example.com`);
    const own = await insertArtwork(t, { userId: user.id }, { width: 900, height: 900, name: 'Account art.png' });
    await expectOk(await elsewhere.post('/api/cart/dtf_add', { artwork_id: own.id, width_in: 3, quantity: 2 }));
    await signInShopper(b, t.handle.db, user);
    const lines = await dtfLines(b);
    // in the order they were added
    expect(lines.map((l) => [l.size, l.quantity, l.dtf_print!.pre_cut, l.dtf_print!.name])).toEqual([
      ['4 × 2 in', 7, true, 'Guest art.png'],
      ['3 × 3 in', 2, false, 'Account art.png'],
    ]);
    expect(lines[0]!.unit_price).toEqual(guestLines[0]!.unit_price);
    expect(b.cookie('cart')).toBeUndefined();
  });

  it('keeps a gang sheet built as a guest: it moves to the account with its line', async () => {
    const b = browser();
    const art = await insertArtwork(t, { browser: b }, { width: 600, height: 600, name: 'Sheet art.png' });
    await expectOk(await b.post('/api/cart/dtf_add', { artwork_id: art.id, width_in: 2, quantity: 12 }));
    const built = (await expectOk(await b.post('/api/v2/cart/gang_sheet.json', {}))).json().cart;
    const user = await t.signUp(browser(), `sheet-merge-${Date.now()}@example.com`);
    await signInShopper(b, t.handle.db, user);
    const cart = (await cartOf(b))!;
    expect(cart.lines.map((l) => [l.size, l.quantity, (l as { gang_sheet?: { images: number } }).gang_sheet?.images])).toEqual([[built.lines[0].size, 1, 12]]);
    expect((await b.get((cart.lines[0] as Line).image.src)).statusCode).toBe(200);
  });
});
