import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@storefront/db';
import { priceMadeItem, printedSidesOf } from '@storefront/design-document';
import { setStock } from '../../test-fixtures/catalog-picks';
import {
  buildMadeTestApp,
  cartTables,
  designOn,
  imageLayer,
  insertUpload,
  pickMadeTee,
  teeAreas,
  textLayer,
  type MadeTee,
  type MadeTestApp,
} from '../../test-fixtures/made-fixtures';
import { TestBrowser } from '../../test-fixtures/test-app';

let t: MadeTestApp;
let tee: MadeTee;
let areas: Record<string, { width: number; height: number }>;
let emails = 0;

beforeAll(async () => {
  t = await buildMadeTestApp();
  tee = await pickMadeTee(t.handle.db);
  areas = await teeAreas(t.handle.db);
});
afterAll(() => t?.close());

const browser = () => new TestBrowser(t.app);
const ADD = '/api/cart/made_add';
const cartOf = async (b: TestBrowser, store = 'us') => (await b.get(`/api/v2/cart.json?store=${store}`)).json().cart;
const size = (i: number) => tee.sizes[i]!.size;

/** What the design should cost, by the design document's own functions, independently of the cart's code paths. */
function expectedPrice(doc: ReturnType<typeof designOn>, quantities: Record<string, number>, store: 'us' | 'ca' = 'us') {
  const sides = printedSidesOf(doc, areas);
  if (!sides.ok) throw new Error('bad sides');
  const list = tee.listPrice[store];
  const priced = priceMadeItem({ store, garmentPriceBySize: Object.fromEntries(tee.sizes.map((s) => [s.size, list])), quantities, printedSides: sides.value });
  if (!priced.ok) throw new Error(priced.problem.message);
  return priced.value;
}

describe('POST /api/cart/made_add', () => {
  it('adds one design in several sizes, priced by the server from the document', async () => {
    const b = browser();
    const doc = designOn(tee, { front: [textLayer('t1')], back: [textLayer('t2', { width: 10, height: 12, y: 8 })] });
    const quantities = { [size(0)]: 3, [size(1)]: 5 };
    const res = await b.post(ADD, { document: doc, quantities });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ total_items_qty: 8, order_number: expect.stringMatching(/^R\d{9}$/), made_design_id: expect.any(String) });
    expect(b.cookie('cart')).toBeDefined();

    const expected = expectedPrice(doc, quantities);
    // two sides of different size classes: the print price differs per side
    expect(expected.printedSides.map((s) => s.sizeClass)).toEqual(['small', 'standard']);
    const cart = await cartOf(b);
    expect(cart.total_items_qty).toBe(8);
    expect(cart.subtotal.amount).toBe(expected.total.amount);
    const lines = cart.lines.filter((l: { made_design_id?: string }) => l.made_design_id === body.made_design_id);
    expect(lines.map((l: { size: string; quantity: number; unit_price: { amount: number } }) => [l.size, l.quantity, l.unit_price.amount])).toEqual(
      expected.sizes.map((s) => [s.size, s.quantity, s.unitPrice.amount]),
    );
    expect(lines[0].image.src).toBe(`/api/cart/made_designs/${body.made_design_id}/mockup/front.webp?width=600`);
    const [design] = cart.made_designs;
    expect(design).toMatchObject({
      id: body.made_design_id,
      product: { slug: tee.slug, title: tee.title },
      composition: { id: tee.compositionId, color_name: tee.colorName },
      image_url: `/api/cart/made_designs/${body.made_design_id}/mockup/front.webp?width=600`,
      low_resolution_accepted: false,
      price: { total_pieces: 8, print_unit_price: expected.printUnitPrice, total: expected.total, tier: { min_pieces: 1, max_pieces: 11, garment_discount_percent: 0 } },
    });
    expect(design.sides.map((s: { side: string; unit_price: unknown }) => [s.side, s.unit_price])).toEqual(expected.printedSides.map((s) => [s.side, s.unitPrice]));
    expect(design.sizes.map((s: { size: string; garment_price: unknown }) => [s.size, s.garment_price])).toEqual(expected.sizes.map((s) => [s.size, s.garmentListPrice]));
  });

  it('counts every size of the design for the quantity tier, and prices the Canadian store in CAD', async () => {
    const b = browser();
    const doc = designOn(tee);
    const quantities = { [size(0)]: 6, [size(2)]: 6 };
    expect((await b.post(ADD, { store: 'ca', document: doc, quantities })).statusCode).toBe(200);
    const cart = await cartOf(b, 'ca');
    const expected = expectedPrice(doc, quantities, 'ca');
    expect(expected.tier.garmentDiscountPercent).toBe(10);
    expect(cart.subtotal).toEqual(expected.total);
    expect(cart.made_designs[0].price.tier.garment_discount_percent).toBe(10);
  });

  it('takes no price from the browser: a body naming one is refused and nothing is written', async () => {
    const b = browser();
    const before = await cartTables(t.handle.db);
    const res = await b.post(ADD, { document: designOn(tee), quantities: { [size(0)]: 1 }, unit_price: 1 });
    expect(res.statusCode).toBe(400);
    expect(await cartTables(t.handle.db)).toEqual(before);
  });

  it('refuses an image under 100 DPI without the waiver, naming the layer and its DPI, and records the waiver when given', async () => {
    const b = browser();
    // 200 px over 4 in: 50 DPI
    const upload = await insertUpload(t, { browser: b }, 200, 200);
    const doc = designOn(tee, { front: [imageLayer('art', upload)] });
    const before = await cartTables(t.handle.db);
    const refused = await b.post(ADD, { document: doc, quantities: { [size(0)]: 1 } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'low_resolution', fieldErrors: { 'document.sides.front.layers.0': [expect.stringContaining('50 DPI')] } });
    expect(refused.json().message).toContain('layer art) would print at 50 DPI');
    expect(await cartTables(t.handle.db)).toEqual(before);

    const accepted = await b.post(ADD, { document: doc, quantities: { [size(0)]: 1 }, accept_low_resolution: true });
    expect(accepted.statusCode).toBe(200);
    const [row] = rowsOf<{ low: boolean }>(await t.handle.db.execute(sql`select low_resolution_accepted as low from cart.made_designs where id = ${accepted.json().made_design_id}`));
    expect(row!.low).toBe(true);
    expect((await cartOf(b)).made_designs[0].low_resolution_accepted).toBe(true);
  });

  it('accepts a sharp image without a waiver and records none', async () => {
    const b = browser();
    const upload = await insertUpload(t, { browser: b }, 1200, 1200);
    const res = await b.post(ADD, { document: designOn(tee, { front: [imageLayer('art', upload)] }), quantities: { [size(0)]: 1 }, accept_low_resolution: true });
    expect(res.statusCode).toBe(200);
    expect((await cartOf(b)).made_designs[0].low_resolution_accepted).toBe(false);
  });

  it("answers 404 for another shopper's upload, a signed-in shopper's included", async () => {
    const owner = browser();
    const other = browser();
    const guestUpload = await insertUpload(t, { browser: owner }, 1200, 1200);
    const user = await t.signUp(browser(), `made${++emails}@example.com`);
    const userUpload = await insertUpload(t, { userId: user.id }, 1200, 1200);
    for (const upload of [guestUpload, userUpload]) {
      const res = await other.post(ADD, { document: designOn(tee, { front: [imageLayer('art', upload)] }), quantities: { [size(0)]: 1 } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'upload_not_found', fieldErrors: { 'document.sides.front.layers.0.upload': expect.any(Array) } });
    }
    expect(other.cookie('cart')).toBeUndefined();
  });

  it('checks blank stock per size, naming the size and what is left, and writes nothing', async () => {
    const b = browser();
    expect((await b.post(ADD, { document: designOn(tee), quantities: { [size(1)]: 1 } })).statusCode).toBe(200);
    await setStock(t.handle.db, tee.sizes[1]!.skuId, 3);
    const before = await cartTables(t.handle.db);
    const res = await b.post(ADD, { document: designOn(tee), quantities: { [size(0)]: 2, [size(1)]: 5 } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'insufficient_stock', fieldErrors: { [`quantities.${size(1)}`]: ['only 2 left'] } });
    expect(res.json().message).toContain(`only 2 left in ${size(1)} (your cart already has 1)`);
    // nothing half-written: the design row and its other size are not there either
    expect(await cartTables(t.handle.db)).toEqual(before);
    await setStock(t.handle.db, tee.sizes[1]!.skuId, 100);
  });

  it('a refused first add leaves no cart and sets no cookie', async () => {
    const b = browser();
    await setStock(t.handle.db, tee.sizes[0]!.skuId, 0);
    const before = await cartTables(t.handle.db);
    const res = await b.post(ADD, { document: designOn(tee), quantities: { [size(0)]: 1 } });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain(`${size(0)} is out of stock`);
    expect(await cartTables(t.handle.db)).toEqual(before);
    expect(b.cookie('cart')).toBeUndefined();
    await setStock(t.handle.db, tee.sizes[0]!.skuId, 100);
  });

  it('refuses a design with nothing on it (422) and a document that breaks the schema (400 with the path)', async () => {
    const b = browser();
    const empty = await b.post(ADD, { document: designOn(tee, { front: [], back: [] }), quantities: { [size(0)]: 1 } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().code).toBe('empty_design');
    const bad = await b.post(ADD, { document: designOn(tee, { front: [textLayer('t1', { color: 'red' })] }), quantities: { [size(0)]: 1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid_design', fieldErrors: { 'document.sides.front.layers.0.color': expect.any(Array) } });
    const unknownVersion = await b.post(ADD, { document: { ...designOn(tee), version: 9 }, quantities: { [size(0)]: 1 } });
    expect(unknownVersion.statusCode).toBe(400);
    expect(b.cookie('cart')).toBeUndefined();
  });

  it('answers 404 for an unknown product, colour or side, and 422 for a size the garment lacks', async () => {
    const b = browser();
    const q = { [size(0)]: 1 };
    expect((await b.post(ADD, { document: { ...designOn(tee), product: 'no-such-garment' }, quantities: q })).json().code).toBe('made_product_not_found');
    expect((await b.post(ADD, { document: { ...designOn(tee), color: '999999999' }, quantities: q })).statusCode).toBe(404);
    const sleeve = await b.post(ADD, { document: { ...designOn(tee), sides: { main: { layers: [textLayer('t')] } } }, quantities: q });
    expect([sleeve.statusCode, sleeve.json().code]).toEqual([404, 'side_not_found']);
    const noSize = await b.post(ADD, { document: designOn(tee), quantities: { XXXXXL: 1 } });
    expect([noSize.statusCode, noSize.json().code]).toEqual([422, 'unknown_size']);
  });

  it('needs the anti-forgery token', async () => {
    const res = await browser().post(ADD, { document: designOn(tee), quantities: { [size(0)]: 1 } }, { csrf: false });
    expect(res.statusCode).toBe(403);
  });

  it('keeps a design apart from the plain blank of the same size', async () => {
    const b = browser();
    expect((await b.post('/api/cart/add', { sku: tee.sizes[0]!.sku, quantity: 2 })).statusCode).toBe(200);
    expect((await b.post(ADD, { document: designOn(tee), quantities: { [size(0)]: 1 } })).statusCode).toBe(200);
    expect((await b.post('/api/cart/add', { sku: tee.sizes[0]!.sku, quantity: 1 })).statusCode).toBe(200);
    const cart = await cartOf(b);
    expect(cart.lines.map((l: { made_design_id?: string; quantity: number }) => [l.made_design_id === undefined, l.quantity]).sort()).toEqual([
      [false, 1],
      [true, 3],
    ]);
    const plain = cart.lines.find((l: { made_design_id?: string }) => l.made_design_id === undefined);
    expect(plain.unit_price.amount).toBe(tee.listPrice.us);
  });
});
