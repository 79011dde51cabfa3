import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@storefront/db';
import { readPngInfo } from '@storefront/testing';
import { priceGangSheet } from '@storefront/transfers';
import { insertArtwork } from '../../test-fixtures/dtf-fixtures';
import { buildMadeTestApp, cartTables, type MadeTestApp } from '../../test-fixtures/made-fixtures';
import { TestBrowser } from '../../test-fixtures/test-app';
import { expectOk } from '../orders/buy-flow.fixture';

let t: MadeTestApp;
beforeAll(async () => {
  t = await buildMadeTestApp();
});
afterAll(() => t?.close());

const ADD = '/api/users/dtf_artworks/gang_sheet_add_to_cart';
const PLAN = '/api/v2/cart/gang_sheet.json';
const browser = () => new TestBrowser(t.app);
let emails = 0;

const sheetPrice = (length: number, store: 'us' | 'ca' = 'us') => {
  const p = priceGangSheet({ store, widthIn: 22, lengthIn: length });
  if (!p.ok) throw new Error(p.problem.message);
  return p.value.price;
};

type Snapshot = { images: { artwork_id: string; artwork_version: number; name: string; width_in: number; height_in: number; quantity: number }[]; placements: { image: number; x: number; y: number; width_in: number; height_in: number; rotated: boolean }[]; used_percent: number; used_length_in: number };
async function sheetOfLine(lineItemId: string): Promise<Snapshot> {
  const [row] = rowsOf<{ plan: Snapshot }>(await t.handle.db.execute(sql`select g.plan from cart.gang_sheets g join cart.line_items l on l.gang_sheet_id = g.id where l.id = ${lineItemId}`));
  return row!.plan;
}

/** A guest with a 4:3 logo (1200 × 900 px) and a 2:1 banner (1500 × 750 px). */
async function shopperWithArtworks() {
  const b = browser();
  const logo = await insertArtwork(t, { browser: b }, { width: 1200, height: 900, name: 'Logo.png' });
  const banner = await insertArtwork(t, { browser: b }, { width: 1500, height: 750, name: 'Banner.png' });
  return { b, logo, banner };
}

describe('POST /api/users/dtf_artworks/gang_sheet_add_to_cart', () => {
  it('puts a sheet laid out by hand in the cart as one line: heights from the pixels, copies where they were put, priced by length', async () => {
    const { b, logo, banner } = await shopperWithArtworks();
    const res = await expectOk(
      await b.post(ADD, {
        length_in: 24,
        images: [
          { artwork_id: logo.id, width_in: 4 },
          { artwork_id: banner.id, width_in: 5 },
        ],
        placements: [
          { image: 0, x: 0.25, y: 0.25 },
          { image: 0, x: 4.5, y: 0.25, rotated: true },
          { image: 1, x: 8, y: 0.25 },
          { image: 1, x: 8, y: 3 },
        ],
        quantity: 2,
      }),
    );
    expect(res.json()).toMatchObject({ total_items_qty: 2, line_item_id: expect.any(String) });
    const sheet = await sheetOfLine(res.json().line_item_id);
    expect(sheet.images.map((i) => [i.artwork_id, i.artwork_version, i.name, i.width_in, i.height_in, i.quantity])).toEqual([
      [logo.id, 1, 'Logo.png', 4, 3, 2],
      [banner.id, 1, 'Banner.png', 5, 2.5, 2],
    ]);
    expect(sheet.placements).toEqual([
      { image: 0, x: 0.25, y: 0.25, width_in: 4, height_in: 3, rotated: false },
      { image: 0, x: 4.5, y: 0.25, width_in: 3, height_in: 4, rotated: true },
      { image: 1, x: 8, y: 0.25, width_in: 5, height_in: 2.5, rotated: false },
      { image: 1, x: 8, y: 3, width_in: 5, height_in: 2.5, rotated: false },
    ]);
    // 12 + 12 + 12.5 + 12.5 = 49 sq in of 528
    expect(sheet.used_percent).toBe(9.3);
    expect(sheet.used_length_in).toBe(5.75);

    const lines = (await b.get('/api/v2/cart.json')).json().cart.lines;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ size: '22 × 24 in', quantity: 2, unit_price: sheetPrice(24), gang_sheet: { width_in: 22, length_in: 24, images: 4 } });
    const preview = await b.get(lines[0].image.src);
    expect(readPngInfo(preview.rawPayload)).toMatchObject({ width: 220, height: 240 });
  });

  it('in the Canadian store, in CAD; one artwork at two widths is two images of the sheet', async () => {
    const { b, logo } = await shopperWithArtworks();
    const res = await expectOk(
      await b.post(ADD, {
        store: 'ca',
        length_in: 36,
        images: [
          { artwork_id: logo.id, width_in: 4 },
          { artwork_id: logo.id, width_in: 8 },
        ],
        placements: [
          { image: 0, x: 0.25, y: 0.25 },
          { image: 1, x: 0.25, y: 4 },
        ],
      }),
    );
    const sheet = await sheetOfLine(res.json().line_item_id);
    expect(sheet.images.map((i) => [i.name, i.width_in, i.height_in])).toEqual([
      ['Logo.png', 4, 3],
      ['Logo.png', 8, 6],
    ]);
    const line = (await b.get('/api/v2/cart.json?store=ca')).json().cart.lines[0];
    expect(line.unit_price).toEqual(sheetPrice(36, 'ca'));
    expect(line.unit_price.currency).toBe('CAD');
  });

  it('prints the version asked for (a saved cart’s frozen one), and 404s a version or an artwork that is not the shopper’s', async () => {
    const b = browser();
    const art = await insertArtwork(t, { browser: b }, { width: 1200, height: 1200, name: 'Two.png', versions: 2 });
    const placements = [{ image: 0, x: 1, y: 1 }];
    const first = await expectOk(await b.post(ADD, { length_in: 24, images: [{ artwork_id: art.id, artwork_version: 1, width_in: 4 }], placements }));
    expect((await sheetOfLine(first.json().line_item_id)).images[0]!.artwork_version).toBe(1);
    const current = await expectOk(await b.post(ADD, { length_in: 24, images: [{ artwork_id: art.id, width_in: 4 }], placements }));
    expect((await sheetOfLine(current.json().line_item_id)).images[0]!.artwork_version).toBe(2);

    const before = await cartTables(t.handle.db);
    const missing = await b.post(ADD, { length_in: 24, images: [{ artwork_id: art.id, artwork_version: 9, width_in: 4 }], placements });
    expect(missing.statusCode).toBe(404);
    const stranger = await browser().post(ADD, { length_in: 24, images: [{ artwork_id: art.id, width_in: 4 }], placements });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toMatch(/not in your library/);
    expect(await cartTables(t.handle.db)).toEqual(before);
  });

  it('refuses a layout the shop could not cut or print with a 4xx that says why, writing nothing', async () => {
    const { b, logo, banner } = await shopperWithArtworks();
    const images = [
      { artwork_id: logo.id, width_in: 4 },
      { artwork_id: banner.id, width_in: 5 },
    ];
    const ok = { length_in: 24, images, placements: [{ image: 0, x: 0.25, y: 0.25 }] };
    const before = await cartTables(t.handle.db);
    const cases: [Record<string, unknown>, number, string, RegExp][] = [
      [{ placements: [{ image: 0, x: 0.25, y: 0.25 }, { image: 1, x: 4.4, y: 0.25 }] }, 422, 'images_overlap', /Copy 1 of “Logo\.png” and copy 1 of “Banner\.png” overlap or sit closer than the 0\.25 in margin/],
      [{ placements: [{ image: 1, x: 17, y: 1 }] }, 422, 'image_off_sheet', /runs past the sheet's edge: keep every image 0\.25 in inside the 22 × 24 in sheet/],
      [{ placements: [{ image: 0, x: 1, y: 22 }] }, 422, 'image_off_sheet', /past the sheet's edge/],
      [{ placements: [{ image: 2, x: 1, y: 1 }] }, 422, 'image_not_on_sheet', /names image 3, but the sheet has 2/],
      [{ length_in: 300 }, 422, 'sheet_length_out_of_range', /12/],
      [{ length_in: 24.5 }, 400, '', /length_in must be (whole inches|a whole number)/],
      [{ width_in: 20 }, 422, 'sheet_width_not_offered', /11, 13, 22 or 24 in/],
      [{ margin_in: 0.05 }, 422, 'sheet_margin_out_of_range', /0\.125–1 in/],
      [{ images: [{ artwork_id: logo.id, width_in: 0.2 }], placements: [{ image: 0, x: 1, y: 1 }] }, 422, 'image_too_small', /at least 0\.5 in/],
      [{ placements: [] }, 400, '', /placements must have at least 1 item/],
      [{ images: [] }, 400, '', /images must have at least 1 item/],
      [{ quantity: 0 }, 400, '', /at least 1/],
      [{ price: 1 }, 400, '', /price/],
    ];
    for (const [change, status, code, message] of cases) {
      const res = await b.post(ADD, { ...ok, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(status);
      if (code) expect(res.json().code, JSON.stringify(change)).toBe(code);
      expect(res.json().message, JSON.stringify(change)).toMatch(message);
    }
    expect(await cartTables(t.handle.db)).toEqual(before);
  });

  it('needs the shopper’s OK for an image under 100 DPI, naming the artwork', async () => {
    const b = browser();
    const small = await insertArtwork(t, { browser: b }, { width: 200, height: 200, name: 'Tiny.png' });
    const body = { length_in: 24, images: [{ artwork_id: small.id, width_in: 4 }], placements: [{ image: 0, x: 1, y: 1 }] };
    const refused = await b.post(ADD, body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'low_resolution', message: expect.stringContaining('At 4 × 4 in “Tiny.png” prints at 50 DPI') });
    expect((await b.get('/api/v2/cart.json')).json().cart?.lines ?? []).toEqual([]);
    await expectOk(await b.post(ADD, { ...body, accept_low_resolution: true }));
  });
});

describe('GET /api/v2/cart/gang_sheet.json: the builder loads a cart’s transfers', () => {
  it('lists each transfer with its frozen version and thumbnail, for the active cart or one of the shopper’s saved carts', async () => {
    const b = browser();
    const user = await t.signUp(b, `builder${++emails}@example.com`);
    const art = await insertArtwork(t, { userId: user.id }, { width: 1200, height: 900, name: 'Saved.png' });
    const line = (await expectOk(await b.post('/api/cart/dtf_add', { artwork_id: art.id, width_in: 4, quantity: 5 }))).json().line_item_id as string;
    const active = (await expectOk(await b.get(PLAN))).json();
    expect(active.images).toEqual([{ line_item_id: line, artwork_id: art.id, artwork_version: 1, name: 'Saved.png', width_in: 4, height_in: 3, quantity: 5, thumbnail_url: expect.stringContaining(art.id) }]);
    const cartId = rowsOf<{ cart_id: string }>(await t.handle.db.execute(sql`select cart_id from cart.line_items where id = ${line}`))[0]!.cart_id;

    // a new cart becomes the active one: the first is a saved cart now
    expect((await b.post('/api/v2/saved_carts.json', { saved_carts: { cart_name: 'Later' } })).statusCode).toBe(201);
    expect((await b.get(PLAN)).statusCode).toBe(404);
    const saved = (await expectOk(await b.get(`${PLAN}?cart_id=${cartId}`))).json();
    expect(saved.images).toEqual(active.images);
    expect(saved.sheets).toEqual(active.sheets);

    // not anyone else's, nor in another store
    expect((await browser().get(`${PLAN}?cart_id=${cartId}`)).statusCode).toBe(404);
    expect((await b.get(`${PLAN}?cart_id=${cartId}&store=ca`)).statusCode).toBe(404);
    expect((await b.get(`${PLAN}?cart_id=nope`)).statusCode).toBe(400);
  });
});
