import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@storefront/db';
import { SHIPPING_RATES } from '../../domain/checkout/shipping-speeds';
import { stockedBlankSku, tiersOf, type PickedSku } from '../../test-fixtures/catalog-picks';
import { digitalAddForm, insertDigitalAsset, type DigitalAssetFixture } from '../../test-fixtures/digital-asset-fixtures';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';
import { CA_ADDRESS, expectOk, pay, place, stockOf, US_ADDRESS } from '../orders/buy-flow.fixture';

// A digital asset from cart to order: 5× for the extended licence at every step, no stock taken,
// no shipping for assets alone (one free "Digital delivery"), tax as for any goods.

let t: TestApp;
let asset: DigitalAssetFixture;
let tee: PickedSku;
let emails = 0;
const email = () => `licences${++emails}@example.com`;

beforeAll(async () => {
  t = await buildTestApp();
  asset = await insertDigitalAsset(t.handle.db, { us: 1200, ca: 1500, stockUnits: 2 });
  tee = await stockedBlankSku(t.handle.db, 0, 500);
  await t.handle.db.execute(sql`insert into cart.us_tax_rates (region, rate_ppm, tax_shipping) values ('NY', 88750, true)`);
});
afterAll(() => t?.close());

const usd = (amount: number) => ({ amount, currency: 'USD' });
const cad = (amount: number) => ({ amount, currency: 'CAD' });
const half = (base: number, ppm: number) => Math.floor((base * ppm + 500_000) / 1_000_000);
const addLicences = async (b: TestBrowser, sku: string, quantity: number, store?: 'us' | 'ca') =>
  expectOk(await b.request({ method: 'POST', url: '/api/cart/digital_add', ...digitalAddForm(sku, quantity, store) }));
const orderLines = async (number: string) =>
  rowsOf<{ sku: string; size: string; quantity: number; unit_price: number; shipped_from: unknown[] }>(
    await t.handle.db.execute(sql`select l.sku, l.size, l.quantity, l.unit_price, l.shipped_from from cart.order_lines l join cart.orders o on o.id = l.order_id where o.number = ${number} order by l.id`),
  );

describe('digital assets alone', () => {
  it('check out with no shipping and no speed to choose, taxed, and place an order at those prices without touching stock', async () => {
    const b = new TestBrowser(t.app);
    await addLicences(b, asset.standard.sku, 1);
    await addLicences(b, asset.extended.sku, 2);
    const subtotal = 1200 + 6000 * 2;

    const cart = (await b.get('/api/v2/cart.json?store=us')).json().cart;
    expect(cart.lines.map((l: { unit_price: { amount: number } }) => l.unit_price.amount)).toEqual([1200, 6000]);
    expect(cart.subtotal).toEqual(usd(subtotal));

    // email and address only: the one free delivery is already chosen
    const res = await b.put('/api/v2/checkout.json', { store: 'us', email: email(), ship_address: { ...US_ADDRESS } });
    expect(res.statusCode).toBe(200);
    const checkout = res.json().checkout;
    expect(checkout.missing).toEqual([]);
    expect(checkout.shipping_speeds).toEqual([{ code: 'standard', name: 'Digital delivery', description: 'Instant download, nothing ships', price: usd(0) }]);
    expect(checkout.shipping_speed).toBe('standard');
    const tax = half(subtotal, 88_750);
    expect(checkout.summary).toEqual({
      subtotal: usd(subtotal),
      discount: usd(0),
      shipping: usd(0),
      tax: usd(tax),
      tax_lines: [{ name: 'NY sales tax 8.875%', rate_ppm: 88_750, amount: usd(tax) }],
      store_credit: usd(0),
      total: usd(subtotal + tax),
    });
    // a speed chosen anyway (or kept from a cart that shipped) costs nothing and changes nothing
    const overnight = (await b.put('/api/v2/checkout.json', { store: 'us', shipping_speed: 'overnight' })).json().checkout;
    expect(overnight.summary.shipping).toEqual(usd(0));
    expect(overnight.shipping_speed).toBe('standard');

    // nothing to deliver: no dates
    const delivery = await b.get('/api/v2/cart/delivery.json?store=us');
    expect(delivery.statusCode).toBe(200);
    expect(delivery.json().speeds).toEqual({});

    const intent = await pay(b);
    expect(intent.amount).toBe(subtotal + tax);
    const placed = await place(b, intent.id);
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order;
    expect(order.summary).toEqual(checkout.summary);
    expect(order.shipping_speed).toEqual({ code: 'standard', name: 'Digital delivery', description: 'Instant download, nothing ships' });
    expect(order.lines).toMatchObject([
      { sku: asset.standard.sku, size: 'standard', quantity: 1, unit_price: usd(1200), digital_asset: { licence: 'standard', licence_label: 'Standard licence' }, product: { url: `/digital-assets/${asset.slug}.html` } },
      { sku: asset.extended.sku, size: 'extended', quantity: 2, unit_price: usd(6000), line_total: usd(12000), digital_asset: { licence: 'extended', licence_label: 'Extended licence' } },
    ]);
    // the licence is recorded with the line; no units were taken anywhere
    expect(await orderLines(order.number)).toEqual([
      { sku: asset.standard.sku, size: 'standard', quantity: 1, unit_price: 1200, shipped_from: [] },
      { sku: asset.extended.sku, size: 'extended', quantity: 2, unit_price: 6000, shipped_from: [] },
    ]);
    expect(await stockOf(t.handle.db, asset.standard.skuId)).toBe(2);
    // the order page reads the same
    expect((await b.get(`/api/v2/orders/${order.number}.json`)).json().order).toEqual(order);
  });

  it('in the Canadian store: CAD prices and HST on the licences alone', async () => {
    const b = new TestBrowser(t.app);
    await addLicences(b, asset.extended.sku, 1, 'ca');
    const checkout = (await b.put('/api/v2/checkout.json', { store: 'ca', email: email(), ship_address: { ...CA_ADDRESS } })).json().checkout;
    const hst = half(7500, 130_000);
    expect(checkout.summary).toMatchObject({ subtotal: cad(7500), shipping: cad(0), tax: cad(hst), total: cad(7500 + hst) });
    expect(checkout.cart.lines[0].product.url).toBe(`/ca/digital-assets/${asset.slug}.html`);
    const intent = await pay(b, undefined, 'ca');
    const order = (await place(b, intent.id, undefined, 'ca')).json().order;
    expect(order.summary.total).toEqual(cad(7500 + hst));
    expect(order.lines[0]).toMatchObject({ unit_price: cad(7500), digital_asset: { licence: 'extended' } });
  });
});

describe('digital assets beside goods that ship', () => {
  it('keep the carriers’ speeds and prices, dates for what ships, stock taken for the goods only', async () => {
    const b = new TestBrowser(t.app);
    const teeUnit = (await tiersOf(t.handle.db, tee.productId, 'us'))[0]!.amount;
    expectOk(await b.post('/api/cart/add', { sku: tee.sku, quantity: 1 }));
    await addLicences(b, asset.extended.sku, 1);
    const teeStock = await stockOf(t.handle.db, tee.skuId);

    const checkout = (await b.put('/api/v2/checkout.json', { store: 'us', email: email(), ship_address: { ...US_ADDRESS, region: 'OR', city: 'Portland', postal_code: '97201' }, shipping_speed: 'expedited' })).json().checkout;
    expect(checkout.shipping_speeds.map((s: { name: string }) => s.name)).toEqual(['Standard', 'Expedited', 'Overnight']);
    const shipping = SHIPPING_RATES.us[1]!.price;
    expect(checkout.summary).toMatchObject({ subtotal: usd(teeUnit + 6000), shipping: usd(shipping), tax: usd(0), total: usd(teeUnit + 6000 + shipping) });

    // the asset has no warehouse: the tee's dates are the cart's
    const delivery = (await b.get('/api/v2/cart/delivery.json?store=us')).json();
    expect(Object.keys(delivery.speeds)).toEqual(['standard', 'expedited', 'overnight']);

    const intent = await pay(b);
    const order = (await place(b, intent.id)).json().order;
    expect(order.shipping_speed.name).toBe('Expedited');
    expect(order.lines.map((l: { digital_asset?: unknown }) => Boolean(l.digital_asset))).toEqual([false, true]);
    expect(await stockOf(t.handle.db, tee.skuId)).toBe(teeStock - 1);
    expect(await stockOf(t.handle.db, asset.standard.skuId)).toBe(2);
  });
});
