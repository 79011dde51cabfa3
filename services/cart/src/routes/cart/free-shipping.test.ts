import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES } from '@storefront/store-config';
import { insertCoupon } from '../../domain/coupons/coupon-test-data';
import { SHIPPING_RATES } from '../../domain/checkout/shipping-speeds';
import { stockedBlankSku, tiersOf, type PickedSku } from '../../test-fixtures/catalog-picks';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

// The cart and checkout views say how far the cart is from free standard shipping, counted from
// exactly what the checkout compares (subtotal − coupon discount), in the store's currency.
let t: TestApp;
let tee: PickedSku;

beforeAll(async () => {
  t = await buildTestApp();
  tee = await stockedBlankSku(t.handle.db, 0, 500);
});
afterAll(() => t?.close());

async function guestWith(qty: number, store: 'us' | 'ca' = 'us'): Promise<TestBrowser> {
  const b = new TestBrowser(t.app);
  expect((await b.post('/api/cart/add', { sku: tee.sku, quantity: qty, store })).statusCode).toBe(200);
  return b;
}
const cartOf = async (b: TestBrowser, store = 'us') => (await b.get(`/api/v2/cart.json?store=${store}`)).json().cart;
const checkoutOf = async (b: TestBrowser, store = 'us') => (await b.get(`/api/v2/checkout.json?store=${store}`)).json().checkout;

describe('free_shipping on the cart and checkout views', () => {
  it('counts what is left after the coupon, and the checkout view and standard price agree', async () => {
    const unit = (await tiersOf(t.handle.db, tee.productId, 'us'))[0]!.amount;
    const b = await guestWith(2);
    const coupon = await insertCoupon(t.handle.db, { percentOff: 10 });
    expect((await b.post('/api/v2/cart/apply_coupon_code.json', { coupon_code: coupon.code })).statusCode).toBe(200);

    const cart = await cartOf(b);
    const merchandise = unit * 2 - cart.coupon.discount.amount;
    expect(cart.coupon.discount.amount).toBeGreaterThan(0);
    expect(merchandise).toBeLessThan(STORES.us.freeShippingFrom);
    expect(cart.free_shipping).toEqual({
      threshold: { amount: STORES.us.freeShippingFrom, currency: 'USD' },
      remaining: { amount: STORES.us.freeShippingFrom - merchandise, currency: 'USD' },
    });
    const checkout = await checkoutOf(b);
    expect(checkout.cart.free_shipping).toEqual(cart.free_shipping);
    expect(checkout.shipping_speeds[0].price.amount).toBe(SHIPPING_RATES.us[0]!.price);
  });

  it('is 0 away once the merchandise after the coupon reaches the threshold, when standard shipping is free', async () => {
    const b = await guestWith(60);
    const cart = await cartOf(b);
    expect(cart.total.amount).toBeGreaterThanOrEqual(STORES.us.freeShippingFrom);
    expect(cart.free_shipping.remaining).toEqual({ amount: 0, currency: 'USD' });

    // a fixed coupon that leaves the goods one cent under: 1 cent away, and standard is paid again
    const coupon = await insertCoupon(t.handle.db, { kind: 'fixed', percentOff: null, amountOff: cart.subtotal.amount - STORES.us.freeShippingFrom + 1, currency: 'USD' });
    const applied = (await b.post('/api/v2/cart/apply_coupon_code.json', { coupon_code: coupon.code })).json().cart;
    expect(applied.free_shipping.remaining).toEqual({ amount: 1, currency: 'USD' });
    const checkout = await checkoutOf(b);
    expect(checkout.cart.free_shipping.remaining).toEqual({ amount: 1, currency: 'USD' });
    expect(checkout.shipping_speeds[0].price.amount).toBe(SHIPPING_RATES.us[0]!.price);
  });

  it('uses the Canadian threshold in CAD in the Canadian store, and follows a quantity change', async () => {
    const unit = (await tiersOf(t.handle.db, tee.productId, 'ca'))[0]!.amount;
    const b = await guestWith(1, 'ca');
    const cart = await cartOf(b, 'ca');
    expect(cart.free_shipping).toEqual({
      threshold: { amount: STORES.ca.freeShippingFrom, currency: 'CAD' },
      remaining: { amount: STORES.ca.freeShippingFrom - unit, currency: 'CAD' },
    });
    const changed = (await b.patch(`/api/v2/cart/line_items/${cart.lines[0].id}.json`, { quantity: 2 })).json().cart;
    expect(changed.free_shipping.remaining.amount).toBe(Math.max(0, STORES.ca.freeShippingFrom - changed.total.amount));
  });
});
