import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@storefront/db';
import { stockOf } from '../orders/buy-flow.fixture';
import { stockedBlankSku, type PickedSku } from '../../test-fixtures/catalog-picks';
import { digitalAddForm, insertDigitalAsset, multipartForm, type DigitalAssetFixture, type FormPart } from '../../test-fixtures/digital-asset-fixtures';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

let t: TestApp;
let asset: DigitalAssetFixture;
let tee: PickedSku;
let emails = 0;

beforeAll(async () => {
  t = await buildTestApp();
  // 3 units on hand for the standard SKU: a licence never takes or checks them
  asset = await insertDigitalAsset(t.handle.db, { us: 1200, ca: 1500, stockUnits: 3 });
  tee = await stockedBlankSku(t.handle.db, 0, 500);
});
afterAll(() => t?.close());

const browser = () => new TestBrowser(t.app);
const post = (b: TestBrowser, form: { payload: Buffer; headers: Record<string, string> }, opts: { csrf?: boolean } = {}) =>
  b.request({ method: 'POST', url: '/api/cart/digital_add', ...form, ...opts });
const cartOf = async (b: TestBrowser, store = 'us') => (await b.get(`/api/v2/cart.json?store=${store}`)).json().cart;
const count = async (table: 'carts' | 'line_items') => Number(rowsOf<{ n: number }>(await t.handle.db.execute(sql.raw(`select count(*)::int as n from cart.${table}`)))[0]!.n);

describe('POST /api/cart/digital_add', () => {
  it('adds licences to a guest’s new cart, answers like /api/cart/add, and a re-add adds to the one line', async () => {
    const b = browser();
    const res = await post(b, digitalAddForm(asset.standard.sku, 2));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ total_items_qty: 2, order_number: expect.stringMatching(/^R\d{9}$/) });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.cookies.find((c) => c.name === 'cart')).toMatchObject({ httpOnly: true, path: '/' });

    const again = await post(b, digitalAddForm(asset.standard.sku, 3));
    expect(again.json()).toEqual({ total_items_qty: 5, order_number: body.order_number });
    // the same cart the other adds use
    expect((await b.post('/api/cart/add', { sku: tee.sku, quantity: 1 })).json()).toEqual({ total_items_qty: 6, order_number: body.order_number });

    const cart = await cartOf(b);
    expect(cart.lines).toHaveLength(2);
    expect(cart.lines[0]).toMatchObject({
      sku: asset.standard.sku,
      size: 'standard',
      quantity: 5,
      unit_price: { amount: 1200, currency: 'USD' },
      line_total: { amount: 6000, currency: 'USD' },
      product: { slug: asset.slug, title: asset.title, url: `/digital-assets/${asset.slug}.html`, catalog_number: asset.catalogNumber },
      digital_asset: { licence: 'standard', licence_label: 'Standard licence' },
    });
    // pictured by its own art (found by its catalog number), not a garment drawing
    expect(cart.lines[0].image.src).toMatch(new RegExp(`^/images/designs/${asset.catalogNumber.toLowerCase()}-0-640\\.jpg$`));
    // a blank is no licence
    expect(cart.lines[1].digital_asset).toBeUndefined();
    // 5 licences with 3 units "on hand": stock is neither checked nor taken
    expect(await stockOf(t.handle.db, asset.standard.skuId)).toBe(3);
  });

  it('prices the extended licence at 5× the standard one, in the store asked for', async () => {
    const b = browser();
    expect((await post(b, digitalAddForm(asset.extended.sku, 1))).statusCode).toBe(200);
    expect((await post(b, digitalAddForm(asset.extended.sku, 2, 'ca'))).statusCode).toBe(200);
    const us = await cartOf(b);
    expect(us.lines[0]).toMatchObject({ size: 'extended', unit_price: { amount: 6000, currency: 'USD' }, digital_asset: { licence: 'extended', licence_label: 'Extended licence' } });
    const ca = await cartOf(b, 'ca');
    expect(ca.lines[0]).toMatchObject({ quantity: 2, unit_price: { amount: 7500, currency: 'CAD' }, line_total: { amount: 15000, currency: 'CAD' } });
    expect(ca.lines[0].product.url).toBe(`/ca/digital-assets/${asset.slug}.html`);
  });

  it('adds to a signed-in shopper’s cart, with no guest cookie', async () => {
    const b = browser();
    const user = await t.signUp(b, `digital${++emails}@example.com`);
    const res = await post(b, digitalAddForm(asset.standard.sku, 1));
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'cart')).toBeUndefined();
    const [row] = rowsOf<{ user_id: string }>(await t.handle.db.execute(sql`select user_id from cart.carts where number = ${res.json().order_number}`));
    expect(row!.user_id).toBe(user.id);
    expect((await cartOf(b)).lines.map((l: { sku: string }) => l.sku)).toEqual([asset.standard.sku]);
  });

  const refusals: [string, () => { payload: Buffer; headers: Record<string, string> }, number, string][] = [
    ['no sku', () => multipartForm([{ name: 'quantity', value: '1' }]), 400, 'invalid_request'],
    ['no quantity', () => multipartForm([{ name: 'sku', value: asset.standard.sku }]), 400, 'invalid_request'],
    ['an empty form', () => multipartForm([]), 400, 'invalid_request'],
    ['an unknown field', () => multipartForm([...parts(asset.standard.sku, '1'), { name: 'unit_price', value: '1' }]), 400, 'invalid_request'],
    ['many fields', () => multipartForm([...parts(asset.standard.sku, '1'), ...['a', 'b', 'c'].map((name) => ({ name, value: 'x' }))]), 400, 'invalid_request'],
    ['a file part', () => multipartForm([...parts(asset.standard.sku, '1'), { name: 'file', filename: 'a.png', bytes: Buffer.alloc(64, 1), type: 'image/png' }]), 400, 'unexpected_file'],
    ['a file before the fields', () => multipartForm([{ name: 'sku', filename: 'sku.txt', bytes: Buffer.from(asset.standard.sku) }, { name: 'quantity', value: '1' }]), 400, 'unexpected_file'],
    ['a repeated sku', () => multipartForm([...parts(asset.standard.sku, '1'), { name: 'sku', value: asset.extended.sku }]), 400, 'invalid_request'],
    ['a repeated quantity', () => multipartForm([...parts(asset.standard.sku, '1'), { name: 'quantity', value: '1' }]), 400, 'invalid_request'],
    ['an oversize sku', () => digitalAddForm('X'.repeat(600), 1), 400, 'invalid_request'],
    ['a sku over 100 characters', () => digitalAddForm('X'.repeat(101), 1), 400, 'invalid_request'],
    ['a NUL in the sku', () => digitalAddForm(`${asset.standard.sku}\u0000`, 1), 400, 'invalid_request'],
    ['quantity 0', () => digitalAddForm(asset.standard.sku, 0), 400, 'invalid_request'],
    ['quantity 101', () => digitalAddForm(asset.standard.sku, 101), 400, 'invalid_request'],
    ['quantity 1.5', () => digitalAddForm(asset.standard.sku, '1.5'), 400, 'invalid_request'],
    ['quantity -1', () => digitalAddForm(asset.standard.sku, '-1'), 400, 'invalid_request'],
    ['quantity " 3"', () => digitalAddForm(asset.standard.sku, ' 3'), 400, 'invalid_request'],
    ['quantity "three"', () => digitalAddForm(asset.standard.sku, 'three'), 400, 'invalid_request'],
    ['quantity ""', () => digitalAddForm(asset.standard.sku, ''), 400, 'invalid_request'],
    ['an unknown store', () => digitalAddForm(asset.standard.sku, 1, 'uk'), 400, 'invalid_request'],
    ['an unknown SKU', () => digitalAddForm('NO-SUCH-SKU', 1), 404, 'not_found'],
    ['a blank’s SKU', () => digitalAddForm(tee.sku, 1), 422, 'not_a_digital_asset'],
    ['a body that is not multipart', () => ({ payload: Buffer.from(JSON.stringify({ sku: asset.standard.sku, quantity: 1 })), headers: { 'content-type': 'application/json' } }), 415, 'multipart_expected'],
    ['a broken multipart body', () => ({ payload: Buffer.from('--x\r\nContent-Disposition: form-data; name="sku"\r\n\r\nABC'), headers: { 'content-type': 'multipart/form-data; boundary=x' } }), 400, 'bad_multipart'],
    ['multipart without a boundary', () => ({ payload: Buffer.from('sku=1'), headers: { 'content-type': 'multipart/form-data' } }), 400, 'bad_multipart'],
    ['a form declared over 16 KiB', () => ({ ...digitalAddForm(asset.standard.sku, 1), payload: Buffer.concat([digitalAddForm(asset.standard.sku, 1).payload, Buffer.alloc(17 * 1024, 32)]) }), 413, 'form_too_large'],
  ];
  const parts = (sku: string, quantity: string): FormPart[] => [{ name: 'sku', value: sku }, { name: 'quantity', value: quantity }];

  it.each(refusals)('refuses %s with a clear 4xx and stores nothing', async (_what, form, status, code) => {
    const b = browser();
    const [carts, lines] = [await count('carts'), await count('line_items')];
    const res = await post(b, form());
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect(body.code).toBe(code);
    expect(typeof body.message).toBe('string');
    expect(body.message.length).toBeGreaterThan(0);
    expect(res.cookies.find((c) => c.name === 'cart')).toBeUndefined();
    expect([await count('carts'), await count('line_items')]).toEqual([carts, lines]);
  });

  it('names the refusals a shopper can act on', async () => {
    const b = browser();
    expect((await post(b, digitalAddForm(tee.sku, 1))).json()).toMatchObject({ message: 'Only digital assets can be added here.', fieldErrors: { sku: [expect.any(String)] } });
    expect((await post(b, digitalAddForm(asset.standard.sku, 101))).json().fieldErrors).toEqual({ quantity: ['must be at most 100'] });
    expect((await post(b, digitalAddForm(asset.standard.sku, 'three'))).json().fieldErrors).toEqual({ quantity: ['must be a whole number from 1 to 100'] });
    expect((await post(b, digitalAddForm('NO-SUCH-SKU', 1))).json().message).toBe('No product with SKU NO-SUCH-SKU.');
  });

  it('refuses a re-add past 100 licences on the line, leaving the line as it was', async () => {
    const b = browser();
    expect((await post(b, digitalAddForm(asset.standard.sku, 60))).statusCode).toBe(200);
    const res = await post(b, digitalAddForm(asset.standard.sku, 41));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'quantity_limit', message: `A cart line can hold at most 100 licences of ${asset.title}, Standard licence (your cart already has 60).` });
    expect((await cartOf(b)).lines[0].quantity).toBe(60);
    // the quantity PATCH keeps the same cap
    const line = (await cartOf(b)).lines[0];
    expect((await b.patch(`/api/v2/cart/line_items/${line.id}.json`, { quantity: 101 })).statusCode).toBe(422);
    expect((await b.patch(`/api/v2/cart/line_items/${line.id}.json`, { quantity: 100 })).json().cart.lines[0].quantity).toBe(100);
  });

  it('is refused without the anti-forgery token', async () => {
    const b = browser();
    const res = await post(b, digitalAddForm(asset.standard.sku, 1), { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(await cartOf(b)).toBeNull();
  });
});
