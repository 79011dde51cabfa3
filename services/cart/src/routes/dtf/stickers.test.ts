import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@storefront/db';
import { readPngInfo } from '@storefront/testing';
import { priceStickers } from '@storefront/transfers';
import { insertArtwork } from '../../test-fixtures/dtf-fixtures';
import { buildMadeTestApp, cartTables, STAFF_TOKEN, type MadeTestApp } from '../../test-fixtures/made-fixtures';
import { TestBrowser } from '../../test-fixtures/test-app';
import { expectOk, newKey, pay, place, US_ADDRESS } from '../orders/buy-flow.fixture';

let t: MadeTestApp;
beforeAll(async () => {
  t = await buildMadeTestApp();
});
afterAll(() => t?.close());

const browser = () => new TestBrowser(t.app);
type Sticker = { shape: string; width_in: number; height_in: number; offset_in: number; path: string; box: { width: number; height: number }; dpi: number; name: string; low_resolution_accepted: boolean };
type Line = { id: string; size: string; quantity: number; unit_price: { amount: number; currency: string }; sticker?: Sticker; dtf_print?: unknown };
const stickerLines = async (b: TestBrowser) => (((await b.get('/api/v2/cart.json')).json().cart?.lines ?? []) as Line[]).filter((l) => l.sticker);
const unitOf = (shape: 'die-cut' | 'circle' | 'square' | 'rounded', w: number, h: number, quantity: number) => {
  const p = priceStickers({ store: 'us', shape, widthIn: w, heightIn: h, quantity });
  if (!p.ok) throw new Error(p.problem.message);
  return p.value.unitPrice;
};

describe('POST /api/cart/sticker_add', () => {
  it("cuts the shopper's artwork into stickers: the traced outline's box is the sticker, priced by its area and quantity", async () => {
    const b = browser();
    const art = await insertArtwork(t, { browser: b }, { width: 600, height: 600, name: 'Sticker art.png' });
    const added = await expectOk(await b.post('/api/cart/sticker_add', { artwork_id: art.id, width_in: 2, quantity: 200 }));
    expect(added.json()).toMatchObject({ total_items_qty: 200, line_item_id: expect.any(String) });
    const [line] = await stickerLines(b);
    // a fully opaque 2 in square, cut 1/8 in outside it
    expect(line!.sticker).toMatchObject({ shape: 'die-cut', offset_in: 0.125, dpi: 300, name: 'Sticker art.png', path: expect.stringMatching(/^M/), low_resolution_accepted: false });
    const { width_in: w, height_in: h } = line!.sticker!;
    expect(w).toBeCloseTo(2.25, 1);
    expect(h).toBeCloseTo(2.25, 1);
    expect(line!.size).toBe(`${w} × ${h} in`);
    expect(line!.unit_price).toEqual(unitOf('die-cut', w, h, 200));
    expect(line!.dtf_print).toBeUndefined();
    // the same sticker again adds to its line; another shape is its own line
    await expectOk(await b.post('/api/cart/sticker_add', { artwork_id: art.id, width_in: 2, quantity: 100 }));
    await expectOk(await b.post('/api/cart/sticker_add', { artwork_id: art.id, width_in: 2, quantity: 50, shape: 'circle' }));
    const lines = await stickerLines(b);
    expect(lines.map((l) => [l.sticker!.shape, l.quantity])).toEqual([
      ['die-cut', 300],
      ['circle', 50],
    ]);
    expect(lines[1]!.sticker!.width_in).toBe(lines[1]!.sticker!.height_in);
    expect(lines[0]!.unit_price).toEqual(unitOf('die-cut', w, h, 300));
  });

  it('refuses what the cutter cannot make — under 50 stickers, an offset out of range, a side over 12 in — with a 422 saying so, writing nothing', async () => {
    const b = browser();
    const art = await insertArtwork(t, { browser: b }, { width: 3000, height: 1500 });
    const before = await cartTables(t.handle.db);
    const few = await b.post('/api/cart/sticker_add', { artwork_id: art.id, width_in: 3, quantity: 10 });
    expect(few.statusCode).toBe(422);
    expect(few.json()).toMatchObject({ code: 'quantity_out_of_range', message: expect.stringContaining('50') });
    const offset = await b.post('/api/cart/sticker_add', { artwork_id: art.id, width_in: 3, quantity: 50, offset_in: 0.5 });
    expect(offset.statusCode).toBe(422);
    expect(offset.json()).toMatchObject({ code: 'cut_line_offset_out_of_range', fieldErrors: { offset_in: expect.any(Array) } });
    const big = await b.post('/api/cart/sticker_add', { artwork_id: art.id, width_in: 12, quantity: 50 });
    expect(big.statusCode).toBe(422);
    expect(big.json().code).toBe('sticker_size_out_of_range');
    expect((await browser().post('/api/cart/sticker_add', { artwork_id: art.id, width_in: 3, quantity: 50 })).statusCode).toBe(404);
    expect((await b.post('/api/cart/sticker_add', { artwork_id: art.id, width_in: 3, quantity: 50, shape: 'star' })).statusCode).toBe(400);
    expect(await cartTables(t.handle.db)).toEqual(before);
  });

  it('a blurry sticker needs the waiver, and the line says it was given', async () => {
    const b = browser();
    // 300 px across 4 in: 75 DPI
    const art = await insertArtwork(t, { browser: b }, { width: 300, height: 300 });
    const refused = await b.post('/api/cart/sticker_add', { artwork_id: art.id, width_in: 4, quantity: 50 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('low_resolution');
    await expectOk(await b.post('/api/cart/sticker_add', { artwork_id: art.id, width_in: 4, quantity: 50, accept_low_resolution: true }));
    const [line] = await stickerLines(b);
    expect(line!.sticker).toMatchObject({ dpi: 75, low_resolution_accepted: true });
  });

  it('a sticker line takes the quantity rules of stickers, and none of the transfer-only calls; it is never put on a gang sheet', async () => {
    const b = browser();
    const art = await insertArtwork(t, { browser: b }, { width: 900, height: 600 });
    const lineId = (await expectOk(await b.post('/api/cart/sticker_add', { artwork_id: art.id, width_in: 3, quantity: 100, shape: 'rounded' }))).json().line_item_id as string;
    const tooFew = await b.patch(`/api/v2/cart/line_items/${lineId}.json`, { quantity: 20 });
    expect(tooFew.statusCode).toBe(422);
    expect((await stickerLines(b))[0]!.quantity).toBe(100);
    const more = await expectOk(await b.patch(`/api/v2/cart/line_items/${lineId}.json`, { quantity: 500 }));
    const s = (more.json().cart.lines as Line[])[0]!;
    expect(s.unit_price).toEqual(unitOf('rounded', s.sticker!.width_in, s.sticker!.height_in, 500));
    expect((await b.put('/api/v2/cart/update_dtf_size.json', { line_item_id: lineId, width_in: 4 })).statusCode).toBe(404);
    expect((await b.put('/api/v2/cart/pre_cut.json', { line_item_id: lineId, pre_cut: true })).statusCode).toBe(404);
    expect((await b.get('/api/v2/cart/gang_sheet.json')).statusCode).toBe(404);
  });
});

describe('ordering stickers', () => {
  it('checks out stickers, keeps their cut, gives the shop a 300 DPI file of the sticker, and buys them again', async () => {
    const b = browser();
    const art = await insertArtwork(t, { browser: b }, { width: 900, height: 900, name: 'Round logo.png' });
    await expectOk(await b.post('/api/cart/sticker_add', { artwork_id: art.id, width_in: 3, quantity: 100, shape: 'circle', offset_in: 0.0625 }));
    const [line] = await stickerLines(b);
    await expectOk(await b.put('/api/v2/checkout.json', { email: 'stickers@example.com', ship_address: US_ADDRESS, shipping_speed: 'standard' }));
    const placed = await place(b, (await pay(b)).id, newKey());
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order;
    expect(order.lines[0]).toMatchObject({ size: line!.size, quantity: 100, sticker: { artwork_id: art.id, name: 'Round logo.png', shape: 'circle', width_in: line!.sticker!.width_in } });
    expect(order.summary.subtotal.amount).toBe(line!.unit_price.amount * 100);

    const staff = { authorization: `Bearer ${STAFF_TOKEN}` };
    const list = (await expectOk(await b.request({ method: 'GET', url: `/api/staff/orders/${order.number}/print_files`, headers: staff }))).json();
    const side = Math.round(line!.sticker!.width_in * 300);
    expect(list.files.map((f: Record<string, unknown>) => [f.side, f.width_px, f.height_px, f.pieces, f.media_type])).toEqual([
      ['sticker', side, side, 100, 'image/png'],
      ['sticker_cut', side, side, 100, 'image/svg+xml'],
    ]);
    const file = await b.request({ method: 'GET', url: list.files[0].url, headers: staff });
    expect(readPngInfo(file.rawPayload)).toEqual({ width: side, height: side, dpiX: 300, dpiY: 300 });
    // the wrong side name for the line is not its file
    expect((await b.request({ method: 'GET', url: list.files[0].url.replace('sticker.png', 'transfer.png'), headers: staff })).statusCode).toBe(404);

    // the cutter's file: the sticker's size in inches, the cut line the cart traced and priced, stroked in CutContour magenta
    const cut = await b.request({ method: 'GET', url: list.files[1].url, headers: staff });
    expect(cut.statusCode).toBe(200);
    expect(cut.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(cut.headers['content-disposition']).toMatch(/attachment; filename="order-R\d+_line-[0-9a-f-]+_sticker_cut_[\d.]+x[\d.]+in\.svg"/);
    const sticker = line!.sticker!;
    expect(cut.body).toContain(`width="${sticker.width_in}in" height="${sticker.height_in}in"`);
    const stored = rowsOf<{ cut: { path: string; box: { x: number; y: number; width: number; height: number } } }>(await t.handle.db.execute(sql`select sticker as cut from cart.dtf_prints where artwork_id = ${art.id} limit 1`))[0]!.cut;
    expect(cut.body).toContain(`viewBox="${stored.box.x} ${stored.box.y} ${stored.box.width} ${stored.box.height}"`);
    expect(cut.body).toContain(`<path id="CutContour" d="${stored.path}" fill="none" stroke="#EC008C"`);
    expect(cut.body).not.toMatch(/<script|<image|href=/);
    // staff only, and only for a sticker line
    expect((await b.request({ method: 'GET', url: list.files[1].url })).statusCode).toBe(401);
    expect((await b.request({ method: 'GET', url: `/api/staff/orders/${order.number}/print_files/not-a-line/sticker_cut.svg`, headers: staff })).statusCode).toBe(404);

    await expectOk(await b.post('/api/cart/print_reorder', { order_number: order.number, order_line_id: order.lines[0].id, quantity: 250 }));
    const again = await stickerLines(b);
    expect(again.map((l) => [l.size, l.quantity, l.sticker!.shape, l.sticker!.offset_in])).toEqual([[line!.size, 250, 'circle', 0.0625]]);
  });
});
