import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES } from '@storefront/store-config';
import { insertCoupon } from '../../domain/coupons/coupon-test-data';
import { SHIPPING_RATES } from '../../domain/checkout/shipping-speeds';
import { stockedBlankSku, tiersOf, type PickedSku } from '../../test-fixtures/catalog-picks';
import { digitalAddForm, insertDigitalAsset, type DigitalAssetFixture } from '../../test-fixtures/digital-asset-fixtures';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';
import { expectOk, pay, place, US_ADDRESS } from '../orders/buy-flow.fixture';

// Nothing ships for a licence, so licences must not buy free standard shipping for the goods beside
// them: the cart's "away from free shipping", the checkout's standard price, the delivery estimate's
// rate and the order all count only the lines that ship.

const THRESHOLD = STORES.us.freeShippingFrom;
const STANDARD = SHIPPING_RATES.us[0]!.price;
let t: TestApp;
let tee: PickedSku;
let asset: DigitalAssetFixture;
let emails = 0;
const email = () => `free-shipping${++emails}@example.com`;

beforeAll(async () => {
  t = await buildTestApp();
  tee = await stockedBlankSku(t.handle.db, 0, 5000);
  // the extended licence alone (5 × 2000) is over the threshold
  asset = await insertDigitalAsset(t.handle.db, { us: 2000 });
});
afterAll(() => t?.close());

const usd = (amount: number) => ({ amount, currency: 'USD' });
const addTees = async (b: TestBrowser, quantity: number) => expectOk(await b.post('/api/cart/add', { sku: tee.sku, quantity }));
const addLicences = async (b: TestBrowser, sku: string, quantity: number) =>
  expectOk(await b.request({ method: 'POST', url: '/api/cart/digital_add', ...digitalAddForm(sku, quantity) }));
const cartOf = async (b: TestBrowser) => (await b.get('/api/v2/cart.json?store=us')).json().cart;
const lineTotal = (cart: { lines: { sku: string; line_total: { amount: number } }[] }, sku: string) => cart.lines.find((l) => l.sku === sku)!.line_total.amount;
const standardCheckout = async (b: TestBrowser) =>
  (await expectOk(await b.put('/api/v2/checkout.json', { store: 'us', email: email(), ship_address: { ...US_ADDRESS }, shipping_speed: 'standard' }))).json().checkout;

/** The fewest tees whose line reaches `amount` (blank tiers make the unit price fall with quantity). */
async function teesReaching(amount: number): Promise<number> {
  const tiers = await tiersOf(t.handle.db, tee.productId, 'us');
  const unitAt = (qty: number) => tiers.filter((p) => p.minQty <= qty).at(-1)!.amount;
  let qty = 1;
  while (unitAt(qty) * qty < amount) qty++;
  return qty;
}

describe('free standard shipping beside licences', () => {
  it('is not reached by licences: garments under the threshold pay for standard, and the remaining amount counts the garments only', async () => {
    const b = new TestBrowser(t.app);
    await addTees(b, 1);
    await addLicences(b, asset.extended.sku, 1);

    const cart = await cartOf(b);
    const garments = lineTotal(cart, tee.sku);
    expect(garments).toBeLessThan(THRESHOLD);
    expect(cart.subtotal.amount).toBeGreaterThanOrEqual(THRESHOLD);
    expect(cart.free_shipping).toEqual({ threshold: usd(THRESHOLD), remaining: usd(THRESHOLD - garments) });

    const checkout = await standardCheckout(b);
    expect(checkout.cart.free_shipping).toEqual(cart.free_shipping);
    expect(checkout.shipping_speeds.map((s: { name: string; price: unknown }) => [s.name, s.price])).toEqual(SHIPPING_RATES.us.map((r) => [r.name, usd(r.price)]));
    expect(checkout.summary.shipping).toEqual(usd(STANDARD));
    expect(checkout.summary.total).toEqual(usd(cart.subtotal.amount + STANDARD));

    // the delivery estimate quotes the price the checkout charges
    const delivery = (await b.get('/api/v2/cart/delivery.json?store=us')).json();
    expect(delivery.speeds.standard.shipping_rate).toEqual(usd(STANDARD));

    // and the order is placed at it
    const order = (await expectOk(await place(b, (await pay(b)).id))).json().order;
    expect(order.summary).toEqual(checkout.summary);
  });

  it('with a coupon, counts the garments less their share of the discount', async () => {
    const b = new TestBrowser(t.app);
    const qty = await teesReaching(THRESHOLD);
    await addTees(b, qty);
    await addLicences(b, asset.extended.sku, 1);
    const coupon = await insertCoupon(t.handle.db, { percentOff: 10 });
    expect((await b.post('/api/v2/cart/apply_coupon_code.json', { coupon_code: coupon.code })).statusCode).toBe(200);

    const cart = await cartOf(b);
    const garments = lineTotal(cart, tee.sku);
    const discount = cart.coupon.discount.amount;
    // the garments alone reach the threshold, but not once 10 % is off them
    expect(garments).toBeGreaterThanOrEqual(THRESHOLD);
    expect(garments * 0.9).toBeLessThan(THRESHOLD);
    const shipped = garments - Math.round((discount * garments) / cart.subtotal.amount);
    expect(cart.free_shipping.remaining).toEqual(usd(THRESHOLD - shipped));
    const checkout = await standardCheckout(b);
    expect(checkout.summary.shipping).toEqual(usd(STANDARD));
  });

  it('still comes free for garments over the threshold, with or without licences beside them', async () => {
    const b = new TestBrowser(t.app);
    await addTees(b, await teesReaching(THRESHOLD));
    const alone = await cartOf(b);
    expect(alone.free_shipping.remaining).toEqual(usd(0));
    expect((await standardCheckout(b)).summary.shipping).toEqual(usd(0));

    await addLicences(b, asset.standard.sku, 3);
    expect((await cartOf(b)).free_shipping.remaining).toEqual(usd(0));
    const checkout = await standardCheckout(b);
    expect(checkout.shipping_speeds[0]).toMatchObject({ name: 'Standard', price: usd(0) });
    expect(checkout.summary.shipping).toEqual(usd(0));
  });

  it('leaves a cart of licences alone with its free digital delivery, however much they cost', async () => {
    const b = new TestBrowser(t.app);
    await addLicences(b, asset.extended.sku, 2);
    const cart = await cartOf(b);
    expect(cart.subtotal.amount).toBeGreaterThan(THRESHOLD);
    // nothing ships, so nothing counts towards free standard shipping (the cart page hides the bar)
    expect(cart.free_shipping.remaining).toEqual(usd(THRESHOLD));
    const checkout = (await expectOk(await b.put('/api/v2/checkout.json', { store: 'us', email: email(), ship_address: { ...US_ADDRESS } }))).json().checkout;
    expect(checkout.shipping_speeds).toEqual([{ code: 'standard', name: 'Digital delivery', description: 'Instant download, nothing ships', price: usd(0) }]);
    expect(checkout.shipping_speed).toBe('standard');
    expect(checkout.summary.shipping).toEqual(usd(0));
    expect(checkout.missing).toEqual([]);
  });
});
