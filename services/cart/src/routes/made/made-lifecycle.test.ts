import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@storefront/db';
import { priceMadeItem, printedSidesOf } from '@storefront/design-document';
import { pickBlankSku, setStock } from '../../test-fixtures/catalog-picks';
import { buildMadeTestApp, designOn, imageLayer, insertUpload, pickMadeTee, STAFF_TOKEN, teeAreas, textLayer, type MadeTee, type MadeTestApp } from '../../test-fixtures/made-fixtures';
import { readPngInfo } from '@storefront/testing';
import { TestBrowser } from '../../test-fixtures/test-app';
import { expectOk, newKey, pay, place, US_ADDRESS } from '../orders/buy-flow.fixture';

let t: MadeTestApp;
let tee: MadeTee;
let areas: Record<string, { width: number; height: number }>;

beforeAll(async () => {
  t = await buildMadeTestApp();
  tee = await pickMadeTee(t.handle.db);
  areas = await teeAreas(t.handle.db);
});
afterAll(() => t?.close());

const browser = () => new TestBrowser(t.app);
const size = (i: number) => tee.sizes[i]!.size;
const cartOf = async (b: TestBrowser) => (await b.get('/api/v2/cart.json')).json().cart;
const add = async (b: TestBrowser, doc: unknown, quantities: Record<string, number>, extra: object = {}) =>
  (await expectOk(await b.post('/api/cart/made_add', { document: doc, quantities, ...extra }))).json() as { made_design_id: string; order_number: string };

function priceOf(doc: ReturnType<typeof designOn>, quantities: Record<string, number>) {
  const sides = printedSidesOf(doc, areas);
  if (!sides.ok) throw new Error('sides');
  const priced = priceMadeItem({ store: 'us', garmentPriceBySize: Object.fromEntries(tee.sizes.map((s) => [s.size, tee.listPrice.us])), quantities, printedSides: sides.value });
  if (!priced.ok) throw new Error(priced.problem.message);
  return priced.value;
}

/** Fills the checkout, pays with the test card and places the order; answers the order. */
async function checkOut(b: TestBrowser) {
  await expectOk(await b.put('/api/v2/checkout.json', { email: 'made@example.com', ship_address: US_ADDRESS, shipping_speed: 'standard' }));
  const intent = await pay(b);
  const placed = await place(b, intent.id, newKey());
  expect(placed.statusCode).toBe(201);
  return placed.json().order;
}

describe('PUT /api/v2/cart/made_update.json', () => {
  it("replaces the design's document and sizes, re-priced, under the same id", async () => {
    const b = browser();
    const { made_design_id: id } = await add(b, designOn(tee), { [size(0)]: 2 });
    const edited = designOn(tee, { front: [textLayer('t1')], back: [textLayer('b1', { width: 11, height: 14, x: 6, y: 8 })] });
    const quantities = { [size(1)]: 7, [size(2)]: 7 };
    const res = await b.put('/api/v2/cart/made_update.json', { made_design_id: id, document: edited, quantities });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ made_design_id: id, total_items_qty: 14 });
    const cart = await cartOf(b);
    const expected = priceOf(edited, quantities);
    expect(cart.lines.map((l: { size: string; quantity: number }) => [l.size, l.quantity])).toEqual([
      [size(1), 7],
      [size(2), 7],
    ]);
    expect(cart.subtotal).toEqual(expected.total);
    expect(cart.made_designs[0].sides.map((s: { side: string }) => s.side)).toEqual(['front', 'back']);
    expect(cart.made_designs[0].price.tier.garment_discount_percent).toBe(10);
  });

  it("is all or nothing, and another shopper's design is not found", async () => {
    const b = browser();
    const { made_design_id: id } = await add(b, designOn(tee), { [size(0)]: 2 });
    const before = await cartOf(b);
    const bad = await b.put('/api/v2/cart/made_update.json', { made_design_id: id, document: designOn(tee, { front: [] }), quantities: { [size(0)]: 1 } });
    expect(bad.statusCode).toBe(422);
    expect(await cartOf(b)).toEqual(before);
    const stranger = await browser().put('/api/v2/cart/made_update.json', { made_design_id: id, document: designOn(tee), quantities: { [size(0)]: 1 } });
    expect(stranger.statusCode).toBe(404);
    const otherGuest = browser();
    await add(otherGuest, designOn(tee), { [size(0)]: 1 });
    expect((await otherGuest.put('/api/v2/cart/made_update.json', { made_design_id: id, document: designOn(tee), quantities: { [size(0)]: 1 } })).statusCode).toBe(404);
    expect(await cartOf(b)).toEqual(before);
  });
});

describe('GET /api/cart/made_designs/{id} (Edit design)', () => {
  it("answers the owner's design as the cart holds it: document, pieces per size, waiver; after made_update, the new ones", async () => {
    const b = browser();
    const doc = designOn(tee, { front: [textLayer('t1', { text: 'Reopen me' })] });
    const { made_design_id: id } = await add(b, doc, { [size(0)]: 2, [size(1)]: 1 });
    const res = await b.get(`/api/cart/made_designs/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const body = res.json();
    expect(body).toMatchObject({ made_design_id: id, product_slug: tee.slug, composition_id: tee.compositionId, quantities: { [size(0)]: 2, [size(1)]: 1 }, accept_low_resolution: false });
    expect(JSON.stringify(body.document)).toContain('Reopen me');
    // a size's quantity changed in the cart shows when the design is reopened
    const line = (await cartOf(b)).lines.find((l: { size: string }) => l.size === size(1));
    await expectOk(await b.patch(`/api/v2/cart/line_items/${line.id}.json`, { quantity: 4 }));
    expect((await b.get(`/api/cart/made_designs/${id}`)).json().quantities).toEqual({ [size(0)]: 2, [size(1)]: 4 });
    await expectOk(await b.put('/api/v2/cart/made_update.json', { made_design_id: id, document: designOn(tee, { front: [textLayer('t1', { text: 'Edited' })] }), quantities: { [size(2)]: 3 } }));
    const after = (await b.get(`/api/cart/made_designs/${id}`)).json();
    expect(after.quantities).toEqual({ [size(2)]: 3 });
    expect(JSON.stringify(after.document)).toContain('Edited');
  });

  it("is 404 for another shopper, another store's cart, an unknown id; 400 for a malformed one", async () => {
    const b = browser();
    const { made_design_id: id } = await add(b, designOn(tee), { [size(0)]: 1 });
    expect((await browser().get(`/api/cart/made_designs/${id}`)).statusCode).toBe(404);
    const other = browser();
    await add(other, designOn(tee), { [size(0)]: 1 });
    const stranger = await other.get(`/api/cart/made_designs/${id}`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('No such design in your cart.');
    expect((await b.get(`/api/cart/made_designs/${id}?store=ca`)).statusCode).toBe(404);
    expect((await b.get('/api/cart/made_designs/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await b.get('/api/cart/made_designs/nope')).statusCode).toBe(400);
  });
});

describe("a design's lines in the cart", () => {
  it("changing one size's quantity re-prices every size at the design's new tier; removing its last size removes the design", async () => {
    const b = browser();
    const doc = designOn(tee);
    const { made_design_id: id } = await add(b, doc, { [size(0)]: 6, [size(1)]: 5 });
    const { made_design_id: kept } = await add(b, designOn(tee, { back: [textLayer('k')] }), { [size(2)]: 1 });
    const line = (await cartOf(b)).lines.find((l: { size: string; made_design_id: string }) => l.size === size(1) && l.made_design_id === id);
    const patched = await b.patch(`/api/v2/cart/line_items/${line.id}.json`, { quantity: 6 });
    expect(patched.statusCode).toBe(200);
    const cart = patched.json().cart;
    const expected = priceOf(doc, { [size(0)]: 6, [size(1)]: 6 });
    expect(expected.tier.garmentDiscountPercent).toBe(10);
    const ofDesign = cart.lines.filter((l: { made_design_id: string }) => l.made_design_id === id);
    expect(ofDesign.map((l: { unit_price: unknown }) => l.unit_price)).toEqual(expected.sizes.map((s) => s.unitPrice));
    expect(cart.made_designs.find((d: { id: string }) => d.id === id).price.total).toEqual(expected.total);

    for (const l of ofDesign) await expectOk(await b.request({ method: 'DELETE', url: `/cart/${cart.order_number}/line_items/${l.id}` }));
    const [left] = rowsOf<{ n: number }>(await t.handle.db.execute(sql`select count(*)::int as n from cart.made_designs where id = ${id}`));
    expect(left!.n).toBe(0);
    // the other design and its line are untouched
    const after = await cartOf(b);
    expect(after.made_designs.map((d: { id: string }) => d.id)).toEqual([kept]);
    expect(after.lines).toHaveLength(1);
  });
});

describe('variants and matching variants', () => {
  it('lists the sizes of a colour with the unit price for that many printed sides', async () => {
    const res = await browser().get(`/api/v2/cart/variants.json?composition_id=${tee.compositionId}&placement_count=2&store=us`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.variants.map((v: { size: string }) => v.size)).toEqual(tee.sizes.map((s) => s.size));
    // two sides, each at its whole area: front and back of a tee
    const sides = Object.entries(areas)
      .filter(([side]) => side === 'front' || side === 'back')
      .map(([side, a]) => ({ side: side as 'front' | 'back', areaSquareInches: Math.round(a.width * a.height * 100) / 100 }));
    const one = priceMadeItem({ store: 'us', garmentPriceBySize: { M: tee.listPrice.us }, quantities: { M: 1 }, printedSides: sides });
    if (!one.ok) throw new Error('price');
    for (const v of body.variants) {
      expect(v.garment_price.amount).toBe(tee.listPrice.us);
      expect(v.print_price).toEqual(one.value.printUnitPrice);
      expect(v.unit_price.amount).toBe(tee.listPrice.us + one.value.printUnitPrice.amount);
    }
    const single = (await browser().get(`/api/v2/cart/variants.json?composition_id=${tee.compositionId}&placement_count=1`)).json();
    expect(single.variants[0].print_price.amount).toBeLessThan(body.variants[0].print_price.amount);
  });

  it('answers 404 for a colour of no made product, 422 for more placements than areas, 400 for garbage', async () => {
    const blank = await pickBlankSku(t.handle.db, 0);
    const [notMade] = rowsOf<{ id: number }>(
      await t.handle.db.execute(sql`select c.id from catalog.compositions c where not exists (select 1 from design_lab.made_products m where m.catalog_product_id = c.product_id) limit 1`),
    );
    expect((await browser().get(`/api/v2/cart/variants.json?composition_id=${notMade!.id}`)).statusCode).toBe(404);
    expect((await browser().get(`/api/v2/cart/variants.json?composition_id=${tee.compositionId}&placement_count=5`)).statusCode).toBe(422);
    expect((await browser().get('/api/v2/cart/variants.json?composition_id=abc')).statusCode).toBe(400);
    expect(blank.sku).toBeTruthy();
  });

  it("lists the other sizes of a line's colour, priced with the line's own design; another shopper's line is 404", async () => {
    const b = browser();
    const doc = designOn(tee, { front: [textLayer('t1')], back: [textLayer('b1')] });
    await add(b, doc, { [size(0)]: 1 });
    const line = (await cartOf(b)).lines[0];
    const res = await b.get(`/api/line_items/${line.id}/matching_variants.json`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.variants.map((v: { size: string }) => v.size)).toEqual(tee.sizes.slice(1).map((s) => s.size));
    const one = priceOf(doc, { [size(1)]: 1 });
    expect(body.variants[0].unit_price).toEqual(one.sizes[0]!.unitPrice);
    expect((await browser().get(`/api/line_items/${line.id}/matching_variants.json`)).statusCode).toBe(404);
    expect((await b.get('/api/line_items/not-a-uuid/matching_variants.json')).statusCode).toBe(404);
  });
});

describe('cart, checkout and order agree', () => {
  it('prices made lines the same in the cart view, the checkout and the placed order, and keeps the design with the order', async () => {
    const b = browser();
    const blank = await pickBlankSku(t.handle.db, 3);
    await setStock(t.handle.db, blank.skuId, 50);
    await expectOk(await b.post('/api/cart/add', { sku: blank.sku, quantity: 2 }));
    const docA = designOn(tee, { front: [textLayer('t1')], back: [textLayer('b1', { width: 11, height: 14, y: 8 })] });
    const docB = designOn(tee, { front: [textLayer('t9', { text: 'Second' })] });
    const upload = await insertUpload(t, { browser: b }, 300, 300);
    const docC = designOn(tee, { front: [imageLayer('low', upload)] });
    const a = await add(b, docA, { [size(0)]: 6, [size(1)]: 7 });
    const bId = await add(b, docB, { [size(0)]: 1 });
    const c = await add(b, docC, { [size(2)]: 2 }, { accept_low_resolution: true });

    const cart = await cartOf(b);
    const checkout = (await b.get('/api/v2/checkout.json')).json().checkout;
    const designTotal = priceOf(docA, { [size(0)]: 6, [size(1)]: 7 }).total.amount + priceOf(docB, { [size(0)]: 1 }).total.amount + priceOf(docC, { [size(2)]: 2 }).total.amount;
    const blankLine = cart.lines.find((l: { sku: string; made_design_id?: string }) => l.sku === blank.sku && !l.made_design_id);
    expect(cart.subtotal.amount).toBe(designTotal + blankLine.line_total.amount);
    expect(checkout.summary.subtotal).toEqual(cart.subtotal);
    expect(checkout.cart.lines).toEqual(cart.lines);
    expect(checkout.cart.made_designs).toEqual(cart.made_designs);

    const order = await checkOut(b);
    expect(order.summary.subtotal).toEqual(cart.subtotal);
    const madeLines = order.lines.filter((l: { made?: unknown }) => l.made);
    expect(madeLines).toHaveLength(4);
    expect(madeLines[0].made).toMatchObject({ product_slug: tee.slug, low_resolution_accepted: false, print_files_note: expect.stringContaining('prepared for the shop') });
    expect(madeLines[0].made.sides.map((s: { side: string; mockup_url: string }) => [s.side, s.mockup_url])).toEqual([
      ['front', `/api/cart/made_designs/${a.made_design_id}/mockup/front.webp?width=600`],
      ['back', `/api/cart/made_designs/${a.made_design_id}/mockup/back.webp?width=600`],
    ]);
    const rows = rowsOf<{ id: string; made: Record<string, unknown> | null; unit_price: number; sku: string; shipped: { quantity: number }[] }>(
      await t.handle.db.execute(
        sql`select l.id, l.made_design as made, l.unit_price, l.sku, l.shipped_from as shipped from cart.order_lines l join cart.orders o on o.id = l.order_id where o.number = ${order.number} order by l.id`,
      ),
    );
    const snapshotOf = (id: string) => rows.find((r) => r.made?.made_design_id === id)!.made!;
    expect(snapshotOf(a.made_design_id)).toMatchObject({
      product_slug: tee.slug,
      document: docA,
      low_resolution_accepted: false,
      sides: [{ side: 'front', size_class: 'small' }, { side: 'back', size_class: 'large' }].map((s) => expect.objectContaining(s)),
      print_unit_price: priceOf(docA, { [size(0)]: 6, [size(1)]: 7 }).printUnitPrice.amount,
    });
    expect(snapshotOf(c.made_design_id)).toMatchObject({ low_resolution_accepted: true });
    expect(snapshotOf(bId.made_design_id)).toMatchObject({ document: docB });
    // the same blank size in two designs: each line's units taken once
    for (const r of rows) expect(r.shipped.reduce((s, x) => s + x.quantity, 0)).toBe(order.lines.find((l: { sku: string; unit_price: { amount: number } }) => l.sku === r.sku && l.unit_price.amount === r.unit_price)!.quantity);

    // print files: staff only, one per made line and printed side
    const list = await b.get(`/api/staff/orders/${order.number}/print_files`);
    expect(list.statusCode).toBe(401);
    const wrong = await b.request({ method: 'GET', url: `/api/staff/orders/${order.number}/print_files`, headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    const staff = { authorization: `Bearer ${STAFF_TOKEN}` };
    const files = await b.request({ method: 'GET', url: `/api/staff/orders/${order.number}/print_files`, headers: staff });
    expect(files.statusCode).toBe(200);
    // one file per design and side: design A's two sizes print the same artwork, listed once with their pieces
    expect(files.json().files).toHaveLength(2 + 1 + 1);
    const linesOfA = rows.filter((r) => r.made?.made_design_id === a.made_design_id).map((r) => r.id);
    const front = files.json().files.find((f: { line_id: string; side: string }) => linesOfA.includes(f.line_id) && f.side === 'front');
    expect(front.pieces).toBe(13);
    expect(front.sizes.map((s: { size: string; quantity: number; line_id: string }) => [s.size, s.quantity, linesOfA.includes(s.line_id)]).sort()).toEqual(
      [
        [size(0), 6, true],
        [size(1), 7, true],
      ].sort(),
    );
    expect(front.name).toMatch(new RegExp(`^order-${order.number}_line-[0-9a-f-]+_front_300dpi\\.png$`));
    expect([front.width_px, front.height_px]).toEqual([Math.round(areas.front!.width * 300), Math.round(areas.front!.height * 300)]);
    const png = await b.request({ method: 'GET', url: front.url, headers: staff });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toContain(front.name);
    expect(readPngInfo(png.rawPayload)).toEqual({ width: front.width_px, height: front.height_px, dpiX: 300, dpiY: 300 });
    const imageFile = files.json().files.find((f: { line_id: string }) => f.line_id === rows.find((r) => r.made?.made_design_id === c.made_design_id)!.id);
    expect((await b.request({ method: 'GET', url: imageFile.url, headers: staff })).statusCode).toBe(200);
    expect((await b.request({ method: 'GET', url: front.url })).statusCode).toBe(401);
    expect((await b.request({ method: 'GET', url: `/api/staff/orders/${order.number}/print_files/${front.line_id}/left_sleeve.png`, headers: staff })).statusCode).toBe(404);
    expect((await b.request({ method: 'GET', url: '/api/staff/orders/R000000000/print_files', headers: staff })).statusCode).toBe(404);

    // the order's mockups stay the shopper's
    const mockup = await b.get(madeLines[0].made.sides[0].mockup_url);
    expect(mockup.statusCode).toBe(200);
    expect((await browser().get(madeLines[0].made.sides[0].mockup_url)).statusCode).toBe(404);

    // made_reorder: the same design in new sizes, priced now; another shopper's order is 404
    const lineId = rows.find((r) => r.made?.made_design_id === a.made_design_id)!.id;
    const again = await b.post('/api/cart/made_reorder', { order_number: order.number, order_line_id: lineId, quantities: { [size(2)]: 3 } });
    expect(again.statusCode).toBe(200);
    const newCart = await cartOf(b);
    expect(newCart.order_number).not.toBe(order.number);
    expect(newCart.made_designs[0]).toMatchObject({ product: { slug: tee.slug }, sizes: [expect.objectContaining({ size: size(2), quantity: 3 })] });
    expect(newCart.subtotal).toEqual(priceOf(docA, { [size(2)]: 3 }).total);
    const lowLine = rows.find((r) => r.made?.made_design_id === c.made_design_id)!.id;
    expect((await b.post('/api/cart/made_reorder', { order_number: order.number, order_line_id: lowLine, quantities: { [size(0)]: 1 } })).statusCode).toBe(200);
    const stranger = browser();
    await add(stranger, docB, { [size(0)]: 1 });
    expect((await stranger.post('/api/cart/made_reorder', { order_number: order.number, order_line_id: lineId, quantities: { [size(0)]: 1 } })).statusCode).toBe(404);
    const plainLine = rows.find((r) => r.made === null)!.id;
    expect((await b.post('/api/cart/made_reorder', { order_number: order.number, order_line_id: plainLine, quantities: { [size(0)]: 1 } })).statusCode).toBe(404);
  });
});

describe('GET /api/cart/made_designs/{id}/mockup/{side}.webp', () => {
  it("renders the owner's design, revalidates by ETag, and is 404 for anyone else or an unprinted side", async () => {
    const b = browser();
    const upload = await insertUpload(t, { browser: b }, 1200, 1200);
    const { made_design_id: id } = await add(b, designOn(tee, { front: [imageLayer('art', upload), textLayer('t1')] }), { [size(0)]: 1 });
    const res = await b.get(`/api/cart/made_designs/${id}/mockup/front.webp?width=300`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const etag = res.headers.etag as string;
    const again = await b.request({ method: 'GET', url: `/api/cart/made_designs/${id}/mockup/front.webp?width=300`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    // an edit keeps the URL and changes the picture, so the tag changes
    await expectOk(await b.put('/api/v2/cart/made_update.json', { made_design_id: id, document: designOn(tee, { front: [textLayer('t2', { text: 'Edited' })] }), quantities: { [size(0)]: 1 } }));
    const edited = await b.request({ method: 'GET', url: `/api/cart/made_designs/${id}/mockup/front.webp?width=300`, headers: { 'if-none-match': etag } });
    expect(edited.statusCode).toBe(200);
    expect((await b.get(`/api/cart/made_designs/${id}/mockup/back.webp`)).statusCode).toBe(404);
    expect((await browser().get(`/api/cart/made_designs/${id}/mockup/front.webp`)).statusCode).toBe(404);
    const other = browser();
    await add(other, designOn(tee), { [size(0)]: 1 });
    expect((await other.get(`/api/cart/made_designs/${id}/mockup/front.webp`)).statusCode).toBe(404);
    expect((await b.get(`/api/cart/made_designs/${id}/mockup/front.webp?width=5000`)).statusCode).toBe(400);
  });

  it('answers 503 when the artwork is missing from the blob store, never a 500', async () => {
    const b = browser();
    const upload = await insertUpload(t, { browser: b }, 1200, 1200);
    const { made_design_id: id } = await add(b, designOn(tee, { front: [imageLayer('art', upload)] }), { [size(0)]: 1 });
    await t.handle.db.execute(sql`update design_lab.uploads set blob_key = 'uploads/test/gone.png' where id = ${upload}`);
    const res = await b.get(`/api/cart/made_designs/${id}/mockup/front.webp`);
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('artwork_unavailable');
  });
});
