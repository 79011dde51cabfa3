import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@storefront/db';
import { stockedBlankSku, type PickedSku } from '../../test-fixtures/catalog-picks';
import { digitalAddForm, insertDigitalAsset, type DigitalAssetFixture } from '../../test-fixtures/digital-asset-fixtures';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';
import { expectOk, pay, place, stockOf, US_ADDRESS } from '../orders/buy-flow.fixture';

// A licence is a file, never part of a parcel: it neither blocks nor earns same-day shipping, and
// placing an order takes no stock for it, whatever garment the catalog draws the asset as (the
// cart goes by products.kind, as its stock check and delivery estimate do).

let t: TestApp;
let tee: PickedSku;
let asset: DigitalAssetFixture;
let emails = 0;
const email = () => `parcel${++emails}@example.com`;

beforeAll(async () => {
  t = await buildTestApp();
  // on hand in one active warehouse: a cart of it alone ships today
  tee = await stockedBlankSku(t.handle.db, 0, 500);
  asset = await insertDigitalAsset(t.handle.db);
});
afterAll(() => t?.close());

const addLicences = async (b: TestBrowser, sku: string, quantity: number) =>
  expectOk(await b.request({ method: 'POST', url: '/api/cart/digital_add', ...digitalAddForm(sku, quantity) }));
const activeCart = async (b: TestBrowser) => (await b.get('/api/v2/saved_carts.json?store=us')).json().activeCart;

describe('same_day_eligible with licences in the cart', () => {
  it('is decided by the goods that ship: licences beside them do not spoil it, licences alone ship nothing', async () => {
    const b = new TestBrowser(t.app);
    await t.signUp(b, email());
    await expectOk(await b.post('/api/cart/add', { sku: tee.sku, quantity: 2 }));
    expect(await activeCart(b)).toMatchObject({ items: 2, same_day_eligible: true });
    await addLicences(b, asset.extended.sku, 3);
    expect(await activeCart(b)).toMatchObject({ items: 5, same_day_eligible: true });

    const other = new TestBrowser(t.app);
    await t.signUp(other, email());
    await addLicences(other, asset.standard.sku, 1);
    expect(await activeCart(other)).toMatchObject({ items: 1, same_day_eligible: false });
  });
});

describe('stock at order placement', () => {
  it('is never taken for a licence, even of an asset the catalog draws as a stocked garment', async () => {
    const [row] = rowsOf<{ garment: string }>(await t.handle.db.execute(sql`select garment from catalog.products where id = ${tee.productId}`));
    const drawnAsTee = await insertDigitalAsset(t.handle.db, { garment: row!.garment, stockUnits: 2 });
    const b = new TestBrowser(t.app);
    // more licences than the stray units on hand: a shelf would refuse this
    await addLicences(b, drawnAsTee.standard.sku, 3);
    await expectOk(await b.put('/api/v2/checkout.json', { store: 'us', email: email(), ship_address: { ...US_ADDRESS } }));
    const placed = await place(b, (await pay(b)).id);
    expect(placed.statusCode).toBe(201);
    const number = placed.json().order.number as string;
    expect(await stockOf(t.handle.db, drawnAsTee.standard.skuId)).toBe(2);
    const lines = rowsOf<{ shipped_from: unknown[] }>(
      await t.handle.db.execute(sql`select l.shipped_from from cart.order_lines l join cart.orders o on o.id = l.order_id where o.number = ${number}`),
    );
    expect(lines).toEqual([{ shipped_from: [] }]);
  });
});
