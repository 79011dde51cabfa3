import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MadeProductResponse, MadeProductsResponse, MadeProductSummary } from '@storefront/contracts';
import { compositionPricesResponse, flashResponse, madeQuoteResponse } from '@storefront/contracts';
import { priceMadeItem, printedSidesOf } from '@storefront/design-document';
import { gradientPng } from '../../test-fixtures/artwork';
import { documentFor, textLayer } from '../../test-fixtures/documents';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

let t: TestApp;
let tee: MadeProductSummary;
beforeAll(async () => {
  t = await buildTestApp();
  const list: MadeProductsResponse = (await new TestBrowser(t.app).get('/api/made/products')).json();
  tee = list.categories.flatMap((c) => c.products).find((p) => p.garment_type === 'tee')!;
});
afterAll(() => t?.close());

describe('composition prices and flash colours', () => {
  it('lists every colour with its sizes, stock and price, and marks as flash the colours with every size on hand', async () => {
    const b = new TestBrowser(t.app);
    const res = await b.get(`/api/made/products/${tee.slug}/composition_prices?store=ca`);
    expect(res.statusCode, res.body).toBe(200);
    const body = compositionPricesResponse.parse(res.json());
    expect(body.compositions.map((c) => c.composition_id)).toEqual(tee.colors.map((c) => c.composition_id));
    const first = body.compositions[0]!;
    const detail: MadeProductResponse = (await b.get(`/api/made/products/${tee.slug}?color=${first.composition_id}&store=ca`)).json();
    expect(first.sizes).toEqual(detail.sizes.map((s) => ({ size: s.size, sku: s.sku, stock: s.stock, price: s.price })));
    expect(first.flash).toBe(detail.sizes.every((s) => s.stock > 0));
    expect(first.sizes[0]!.price.currency).toBe('CAD');

    const flash = flashResponse.parse((await b.get(`/api/made/flash?product=${tee.slug}&store=ca`)).json());
    expect(flash.compositions.map((c) => c.composition_id)).toEqual(body.compositions.filter((c) => c.flash).map((c) => c.composition_id));
    for (const c of flash.compositions) expect(Object.values(c.inventory).every((n) => n > 0)).toBe(true);
    expect((await b.get('/api/made/products/no-such-tee/composition_prices')).statusCode).toBe(404);
    expect((await b.get('/api/made/flash?product=NOPE')).statusCode).toBe(400);
  });
});

describe('POST /api/made/prices', () => {
  it('prices the design as made_add would, and says what made_add would refuse, writing nothing', async () => {
    const b = new TestBrowser(t.app);
    const color = tee.colors[0]!.composition_id;
    const detail: MadeProductResponse = (await b.get(`/api/made/products/${tee.slug}?color=${color}`)).json();
    const doc = documentFor(tee.slug, color, { front: [textLayer('t1')], back: [textLayer('b1', { width: 11, height: 14, x: 0.5, y: 1 })] });
    const [s0, s1] = [detail.sizes[0]!, detail.sizes[1]!];
    const quantities = { [s0.size]: 8, [s1.size]: 5 };
    const res = await b.post('/api/made/prices', { document: doc, quantities });
    expect(res.statusCode, res.body).toBe(200);
    const quote = madeQuoteResponse.parse(res.json());
    const areas = Object.fromEntries(detail.print_areas.map((a) => [a.side, { width: a.width_in, height: a.height_in }]));
    const sides = printedSidesOf(doc, areas);
    if (!sides.ok) throw new Error('sides');
    const expected = priceMadeItem({ store: 'us', garmentPriceBySize: Object.fromEntries(detail.sizes.map((s) => [s.size, s.price.amount])), quantities, printedSides: sides.value });
    if (!expected.ok) throw new Error(expected.problem.message);
    expect(quote.total).toEqual(expected.value.total);
    expect(quote).toMatchObject({ total_pieces: 13, tier: { min_pieces: 12, garment_discount_percent: 10 }, needs_low_resolution_waiver: false });
    expect(quote.sides.map((s) => s.side)).toEqual(['front', 'back']);

    const tooMany = await b.post('/api/made/prices', { document: doc, quantities: { [s0.size]: s0.stock + 1 } });
    expect(tooMany.json().over_stock).toEqual([{ size: s0.size, stock: s0.stock }]);
  });

  it('reports a low-resolution image of the shopper’s own upload; another shopper’s upload is a 404', async () => {
    const b = new TestBrowser(t.app);
    const up = await b.request({ method: 'POST', url: '/api/made/uploads?name=small.png', payload: gradientPng(200, 200, 4), headers: { 'content-type': 'image/png' } });
    expect(up.statusCode, up.body).toBe(201);
    const image = { id: 'i1', kind: 'image', x: 1, y: 1, width: 10, height: 10, rotation: 0, locked: false, upload: up.json().upload.id };
    const doc = documentFor(tee.slug, tee.colors[0]!.composition_id, { front: [image as never] });
    const size = (await b.get(`/api/made/products/${tee.slug}`)).json().sizes[0].size as string;
    const quote = await b.post('/api/made/prices', { document: doc, quantities: { [size]: 1 } });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().needs_low_resolution_waiver).toBe(true);
    const stranger = await new TestBrowser(t.app).post('/api/made/prices', { document: doc, quantities: { [size]: 1 } });
    expect(stranger.statusCode).toBe(404);
  });

  it('refuses a bad design with the field’s path, an unknown size or nothing printed with a 422', async () => {
    const b = new TestBrowser(t.app);
    const color = tee.colors[0]!.composition_id;
    const bad = await b.post('/api/made/prices', { document: { ...documentFor(tee.slug, color), sides: { front: { layers: [{ id: 'x', kind: 'text' }] } } }, quantities: { M: 1 } });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toMatch(/document\.sides\.front\.layers\.0/);
    expect((await b.post('/api/made/prices', { document: documentFor(tee.slug, color), quantities: { XXXXL9: 1 } })).statusCode).toBe(422);
    expect((await b.post('/api/made/prices', { document: documentFor(tee.slug, color, { front: [] }), quantities: { M: 1 } })).statusCode).toBe(422);
    expect((await b.post('/api/made/prices', { document: documentFor('no-such-tee', color), quantities: { M: 1 } })).statusCode).toBe(404);
    expect((await b.post('/api/made/prices', { quantities: { M: 1 } })).statusCode).toBe(400);
  });
});
