import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@storefront/db';
import { readPngInfo } from '@storefront/testing';
import { priceDtfTransfer, priceGangSheet, GANG_SHEET_LENGTHS } from '@storefront/transfers';
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
const PLAN = '/api/v2/cart/gang_sheet.json';
type Placement = { line_item_id: string; name: string; x: number; y: number; width_in: number; height_in: number; rotated: boolean };

/** A guest whose cart holds two artworks as transfers: 4 × 3 in × 10 and 5 × 2.5 in × 6 (pre-cut). */
async function cartOfTransfers() {
  const b = browser();
  const logo = await insertArtwork(t, { browser: b }, { width: 1200, height: 900, name: 'Logo.png' });
  const banner = await insertArtwork(t, { browser: b }, { width: 1500, height: 750, name: 'Banner.png' });
  const a = (await expectOk(await b.post('/api/cart/dtf_add', { artwork_id: logo.id, width_in: 4, quantity: 10 }))).json().line_item_id as string;
  const c = (await expectOk(await b.post('/api/cart/dtf_add', { artwork_id: banner.id, width_in: 5, quantity: 6, pre_cut: true }))).json().line_item_id as string;
  return { b, logoLine: a, bannerLine: c };
}

const total = (w: number, h: number, q: number) => {
  const p = priceDtfTransfer({ store: 'us', widthIn: w, heightIn: h, quantity: q, preCut: false });
  if (!p.ok) throw new Error(p.problem.message);
  return p.value.total.amount;
};
const sheetPrice = (length: number) => {
  const p = priceGangSheet({ store: 'us', widthIn: 22, lengthIn: length });
  if (!p.ok) throw new Error(p.problem.message);
  return p.value.price;
};

describe('GET /api/v2/cart/gang_sheet.json', () => {
  it("packs the cart's transfers onto the shortest sheet, against buying them one by one, and says what still fits", async () => {
    const { b, logoLine, bannerLine } = await cartOfTransfers();
    const res = await expectOk(await b.get(PLAN));
    const plan = res.json();
    expect(plan.sheets).toHaveLength(1);
    const sheet = plan.sheets[0];
    expect(sheet.width_in).toBe(22);
    expect(GANG_SHEET_LENGTHS).toContain(sheet.length_in);
    expect(sheet.price).toEqual(sheetPrice(sheet.length_in));
    // every copy is on it, inside the sheet with its margin, and none overlaps another
    const placements = sheet.placements as Placement[];
    expect(placements.filter((p) => p.line_item_id === logoLine)).toHaveLength(10);
    expect(placements.filter((p) => p.line_item_id === bannerLine)).toHaveLength(6);
    expect(new Set(placements.map((p) => p.name))).toEqual(new Set(['Logo.png', 'Banner.png']));
    for (const p of placements) {
      expect(p.x).toBeGreaterThanOrEqual(0.25 - 1e-9);
      expect(p.y).toBeGreaterThanOrEqual(0.25 - 1e-9);
      expect(p.x + p.width_in).toBeLessThanOrEqual(22 - 0.25 + 1e-9);
      expect(p.y + p.height_in).toBeLessThanOrEqual(sheet.length_in - 0.25 + 1e-9);
      for (const q of placements) {
        if (q === p) continue;
        const apart = p.x + p.width_in <= q.x || q.x + q.width_in <= p.x || p.y + p.height_in <= q.y || q.y + q.height_in <= p.y;
        expect(apart).toBe(true);
      }
    }
    const singles = total(4, 3, 10) + total(5, 2.5, 6);
    expect(plan.singles_total).toEqual({ amount: singles, currency: 'USD' });
    expect(plan.sheets_total).toEqual(sheet.price);
    expect(plan.saving.amount).toBe(singles - sheet.price.amount);
    expect(plan.pre_cut_dropped).toBe(true);
    expect(plan.still_fits.length).toBeGreaterThan(0);
    expect(plan.still_fits[0]).toMatchObject({ copies: expect.any(Number), message: expect.stringMatching(/more of (Logo\.png at 4 × 3 in|Banner\.png at 5 × 2\.5 in) fits? on the last sheet/) });
    // a plan writes nothing, and the same cart always packs the same way
    expect((await expectOk(await b.get(PLAN))).json()).toEqual(plan);
    expect((await b.get('/api/v2/cart.json')).json().cart.lines).toHaveLength(2);
  });

  it('is 404 with a message for a cart without transfers from artwork, or no cart at all', async () => {
    const none = await browser().get(PLAN);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toMatch(/no transfers/i);
    expect((await browser().get(`${PLAN}?store=xx`)).statusCode).toBe(400);
  });
});

describe('POST /api/v2/cart/gang_sheet.json, and buying the sheet', () => {
  it('replaces the transfers with one sheet line priced by its length; the sheet is previewed, checked out and printed whole at 300 DPI', async () => {
    const { b } = await cartOfTransfers();
    const plan = (await expectOk(await b.get(PLAN))).json();
    const res = await expectOk(await b.post(PLAN, {}));
    const lines = res.json().cart.lines as { id: string; size: string; quantity: number; unit_price: { amount: number }; image: { src: string; width: number; height: number }; gang_sheet?: Record<string, unknown>; dtf_print?: unknown }[];
    expect(lines.filter((l) => l.dtf_print)).toEqual([]);
    expect(lines).toHaveLength(1);
    const length = plan.sheets[0].length_in;
    expect(lines[0]).toMatchObject({
      size: `22 × ${length} in`,
      quantity: 1,
      unit_price: sheetPrice(length),
      gang_sheet: { width_in: 22, length_in: length, images: 16, used_percent: plan.sheets[0].used_percent },
      image: { width: 220, height: length * 10 },
    });
    expect(res.json().cart.subtotal).toEqual(plan.sheets_total);

    // the preview: the sheet at 10 px an inch, for its owner only
    const preview = await b.get(lines[0]!.image.src);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    expect(readPngInfo(preview.rawPayload)).toMatchObject({ width: 220, height: length * 10 });
    expect((await browser().get(lines[0]!.image.src)).statusCode).toBe(404);
    // nothing left to pack
    expect((await b.get(PLAN)).statusCode).toBe(404);

    // two of the same sheet
    const two = await expectOk(await b.patch(`/api/v2/cart/line_items/${lines[0]!.id}.json`, { quantity: 2 }));
    expect(two.json().cart.subtotal.amount).toBe(sheetPrice(length).amount * 2);

    await expectOk(await b.put('/api/v2/checkout.json', { email: 'sheet@example.com', ship_address: US_ADDRESS, shipping_speed: 'standard' }));
    const intent = await pay(b);
    const placed = await place(b, intent.id, newKey());
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order;
    expect(order.lines.map((l: { size: string; quantity: number; gang_sheet: unknown }) => [l.size, l.quantity, l.gang_sheet])).toEqual([[`22 × ${length} in`, 2, { width_in: 22, length_in: length, images: 16 }]]);

    const staff = { authorization: `Bearer ${STAFF_TOKEN}` };
    const list = (await expectOk(await b.request({ method: 'GET', url: `/api/staff/orders/${order.number}/print_files`, headers: staff }))).json();
    expect(list.files.map((f: Record<string, unknown>) => [f.side, f.width_px, f.height_px, f.dpi, f.pieces])).toEqual([['gang_sheet', 6600, length * 300, 300, 2]]);
    const file = await b.request({ method: 'GET', url: list.files[0].url, headers: staff });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(`_gang_sheet_22x${length}in_300dpi.png`);
    expect(readPngInfo(file.rawPayload)).toEqual({ width: 6600, height: length * 300, dpiX: 300, dpiY: 300 });
    // the preview still shows in the order (the closed cart keeps the sheet)
    expect((await b.get(lines[0]!.image.src)).statusCode).toBe(200);

    // buy the sheet again, as it was
    const again = await expectOk(await b.post('/api/cart/print_reorder', { order_number: order.number, order_line_id: order.lines[0].id, quantity: 3 }));
    expect(again.json().total_items_qty).toBe(3);
    const reordered = (await b.get('/api/v2/cart.json')).json().cart.lines;
    expect(reordered.map((l: { size: string; quantity: number; gang_sheet: { images: number } }) => [l.size, l.quantity, l.gang_sheet.images])).toEqual([[`22 × ${length} in`, 3, 16]]);
    const resized = await b.post('/api/cart/print_reorder', { order_number: order.number, order_line_id: order.lines[0].id, quantity: 1, width_in: 4 });
    expect(resized.statusCode).toBe(422);
    expect(resized.json().code).toBe('gang_sheet_as_ordered');
    expect((await browser().post('/api/cart/print_reorder', { order_number: order.number, order_line_id: order.lines[0].id, quantity: 1 })).statusCode).toBe(404);
  }, 120_000);

  it('removing the sheet line removes the sheet; a cart without transfers cannot be packed (404), changing nothing', async () => {
    const { b } = await cartOfTransfers();
    const cart = (await expectOk(await b.post(PLAN, {}))).json().cart;
    await expectOk(await b.delete(`/cart/${cart.order_number}/line_items/${cart.lines[0].id}`));
    const sheets = rowsOf(await t.handle.db.execute(sql`select g.id from cart.gang_sheets g join cart.carts c on c.id = g.cart_id where c.number = ${cart.order_number}`));
    expect(sheets).toEqual([]);
    const before = await cartTables(t.handle.db);
    expect((await b.post(PLAN, {})).statusCode).toBe(404);
    expect((await browser().post(PLAN, {})).statusCode).toBe(404);
    expect((await b.post(PLAN, { store: 'us', extra: 1 })).statusCode).toBe(400);
    expect(await cartTables(t.handle.db)).toEqual(before);
  });
});
