import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { coupons } from '@storefront/db';
import { formatMoney } from '@storefront/store-config';
import { insertCoupon, insertPlacedOrder } from '../../domain/coupons/coupon-test-data';
import { recordCouponUse } from '../../domain/coupons/record-coupon-use';
import { pickBlankSku, setStock, tiersOf, type PickedSku } from '../../test-fixtures/catalog-picks';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

let t: TestApp;
let tee: PickedSku;
let unitUs: number;
let unitCa: number;

beforeAll(async () => {
  t = await buildTestApp();
  tee = await pickBlankSku(t.handle.db, 0);
  await setStock(t.handle.db, tee.skuId, 500);
  unitUs = (await tiersOf(t.handle.db, tee.productId, 'us'))[0]!.amount;
  unitCa = (await tiersOf(t.handle.db, tee.productId, 'ca'))[0]!.amount;
});
afterAll(() => t?.close());

/** A guest with `qty` (< 12, so the 1-unit tier) of the tee in the store's cart. */
async function shopper(qty = 2, store: 'us' | 'ca' = 'us'): Promise<TestBrowser> {
  const b = new TestBrowser(t.app);
  const res = await b.post('/api/cart/add', { sku: tee.sku, quantity: qty, store });
  expect(res.statusCode).toBe(200);
  return b;
}
const apply = (b: TestBrowser, code: string, store = 'us') => b.post('/api/v2/cart/apply_coupon_code.json', { coupon_code: code, store });
const cartOf = async (b: TestBrowser, store = 'us') => (await b.get(`/api/v2/cart.json?store=${store}`)).json().cart;
const usd = (amount: number) => ({ amount, currency: 'USD' });

describe('POST /api/v2/cart/apply_coupon_code.json', () => {
  it('applies a percent code whatever its capitals, rounding the discount half up, and the cart shows it', async () => {
    const c = await insertCoupon(t.handle.db, { percentOff: 15 });
    const b = await shopper(3);
    const res = await apply(b, `  ${c.code.toLowerCase()} `);
    expect(res.statusCode).toBe(200);
    const subtotal = unitUs * 3;
    const discount = Math.floor((subtotal * 15 + 50) / 100);
    expect(res.json().cart).toMatchObject({ subtotal: usd(subtotal), coupon: { code: c.code, description: '15% off', discount: usd(discount), problem: null }, total: usd(subtotal - discount) });
    expect((await cartOf(b)).coupon.code).toBe(c.code);
  });

  it('refuses an unknown code with 422 and leaves the cart as it was (its coupon too)', async () => {
    const kept = await insertCoupon(t.handle.db);
    const b = await shopper();
    await apply(b, kept.code);
    const before = await cartOf(b);
    const res = await apply(b, 'NOSUCHCODE');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'coupon_invalid', message: "This code isn't valid." });
    expect(await cartOf(b)).toEqual(before);
  });

  it.each([
    ['expired', { expiresAt: new Date('2026-01-01T05:00:00Z') }, 'coupon_expired', 'This code expired on Jan 1, 2026.'],
    ['not started', { startsAt: new Date('2999-03-01T05:00:00Z') }, 'coupon_not_started', 'This code can be used from Mar 1, 2999.'],
    ['used up', { maxUses: 5, timesUsed: 5 }, 'coupon_used_up', 'This code has been used up.'],
    ['for the other currency', { kind: 'fixed', percentOff: null, amountOff: 500, currency: 'CAD' }, 'coupon_wrong_store', 'This code is for the Canadian store (CAD) only.'],
  ] as const)('refuses a code that is %s with 422 and a clear message; the cart keeps no coupon', async (_name, rules, code, message) => {
    const c = await insertCoupon(t.handle.db, rules);
    const b = await shopper();
    const res = await apply(b, c.code);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code, message, fieldErrors: { coupon_code: [message] } });
    expect((await cartOf(b)).coupon).toBeNull();
  });

  it('refuses a code the signed-in customer already used up', async () => {
    const c = await insertCoupon(t.handle.db, { maxUsesPerCustomer: 1 });
    const b = new TestBrowser(t.app);
    const user = await t.signUp(b, `once-${c.code.toLowerCase()}@example.com`);
    await b.post('/api/cart/add', { sku: tee.sku, quantity: 1 });
    const { orderId } = await insertPlacedOrder(t.handle.db, { userId: user.id });
    await t.handle.db.transaction((tx) => recordCouponUse(tx, c.id, orderId, `user:${user.id}`));
    const res = await apply(b, c.code);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("You've already used this code.");
    // someone else may still use it
    expect((await apply(await shopper(), c.code)).statusCode).toBe(200);
  });

  it('applies a CAD code in the Canadian store, in CAD', async () => {
    const c = await insertCoupon(t.handle.db, { kind: 'fixed', percentOff: null, amountOff: 500, currency: 'CAD' });
    const b = await shopper(2, 'ca');
    const res = await apply(b, c.code, 'ca');
    expect(res.statusCode).toBe(200);
    expect(res.json().cart.coupon).toMatchObject({ description: '$5.00 off', discount: { amount: Math.min(500, unitCa * 2), currency: 'CAD' } });
  });

  it('keeps a code under its minimum with nothing off and says how much more is needed, then applies it once reached', async () => {
    const min = unitUs * 3;
    const c = await insertCoupon(t.handle.db, { kind: 'fixed', percentOff: null, amountOff: 100, currency: 'USD', minSubtotal: min });
    const b = await shopper(1);
    const res = await apply(b, c.code);
    expect(res.statusCode).toBe(200);
    expect(res.json().cart.coupon).toMatchObject({ discount: usd(0), problem: `Add ${formatMoney(min - unitUs, 'us')} more to use this code.` });
    expect(res.json().cart.total).toEqual(usd(unitUs));
    await b.post('/api/cart/add', { sku: tee.sku, quantity: 2 });
    const cart = await cartOf(b);
    expect(cart.coupon).toMatchObject({ discount: usd(100), problem: null });
    expect(cart.total).toEqual(usd(min - 100));
  });

  it('never takes off more than the subtotal', async () => {
    const c = await insertCoupon(t.handle.db, { kind: 'fixed', percentOff: null, amountOff: 10_000_000, currency: 'USD' });
    const b = await shopper(1);
    const cart = (await apply(b, c.code)).json().cart;
    expect(cart.coupon.discount).toEqual(usd(unitUs));
    expect(cart.total).toEqual(usd(0));
  });

  it('stops discounting a code that expired while in the cart, and says so', async () => {
    const c = await insertCoupon(t.handle.db, { percentOff: 50 });
    const b = await shopper(2);
    expect((await apply(b, c.code)).statusCode).toBe(200);
    await t.handle.db.update(coupons).set({ expiresAt: new Date('2026-02-01T05:00:00Z') }).where(eq(coupons.id, c.id));
    const cart = await cartOf(b);
    expect(cart.coupon).toMatchObject({ code: c.code, discount: usd(0), problem: 'This code expired on Feb 1, 2026.' });
    expect(cart.total).toEqual(cart.subtotal);
  });

  it('answers 400 for a malformed code, a missing one, an unknown store or field', async () => {
    const b = await shopper();
    for (const body of [{ coupon_code: 'no spaces!' }, {}, { coupon_code: 'A'.repeat(41) }, { coupon_code: 'X', store: 'uk' }, { coupon_code: 'X', extra: 1 }]) {
      const res = await b.post('/api/v2/cart/apply_coupon_code.json', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('invalid_request');
    }
  });

  it('answers 404 without a cart in that store', async () => {
    const c = await insertCoupon(t.handle.db);
    expect((await apply(new TestBrowser(t.app), c.code)).statusCode).toBe(404);
    expect((await apply(await shopper(1, 'us'), c.code, 'ca')).statusCode).toBe(404);
  });

  it('needs the anti-forgery token', async () => {
    const c = await insertCoupon(t.handle.db);
    const b = await shopper();
    const res = await b.post('/api/v2/cart/apply_coupon_code.json', { coupon_code: c.code }, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect((await cartOf(b)).coupon).toBeNull();
  });
});

describe('DELETE /api/v2/cart/remove_coupon_code.json', () => {
  it('takes the code off (with a reason) and the total is the subtotal again', async () => {
    const c = await insertCoupon(t.handle.db, { percentOff: 25 });
    const b = await shopper(2);
    await apply(b, c.code);
    const res = await b.delete('/api/v2/cart/remove_coupon_code.json?store=us&reason=shopper_removed');
    expect(res.statusCode).toBe(200);
    expect(res.json().cart).toMatchObject({ coupon: null, total: usd(unitUs * 2) });
    expect((await cartOf(b)).coupon).toBeNull();
    // removing again is harmless
    expect((await b.delete('/api/v2/cart/remove_coupon_code.json')).statusCode).toBe(200);
  });

  it('answers 400 for an unknown reason and leaves the coupon on', async () => {
    const c = await insertCoupon(t.handle.db);
    const b = await shopper();
    await apply(b, c.code);
    expect((await b.delete('/api/v2/cart/remove_coupon_code.json?reason=bored')).statusCode).toBe(400);
    expect((await cartOf(b)).coupon.code).toBe(c.code);
  });

  it("never touches another shopper's cart", async () => {
    const c = await insertCoupon(t.handle.db);
    const a = await shopper();
    await apply(a, c.code);
    const other = await shopper();
    expect((await other.delete('/api/v2/cart/remove_coupon_code.json')).statusCode).toBe(200);
    expect((await cartOf(a)).coupon.code).toBe(c.code);
    expect((await new TestBrowser(t.app).delete('/api/v2/cart/remove_coupon_code.json')).statusCode).toBe(404);
  });
});

describe('coupon dates follow the service’s clock', () => {
  it('a code is refused before its start and applies once the clock reaches it; it stops discounting after its end', async () => {
    let now = new Date('2026-11-24T15:00:00Z');
    const clocked = await buildTestApp({ now: () => now, reconcileEveryMs: 0 });
    try {
      const sku = await pickBlankSku(clocked.handle.db, 0);
      await setStock(clocked.handle.db, sku.skuId, 50);
      const c = await insertCoupon(clocked.handle.db, { percentOff: 10, startsAt: new Date('2026-11-27T05:00:00Z'), expiresAt: new Date('2026-12-01T05:00:00Z') });
      const b = new TestBrowser(clocked.app);
      expect((await b.post('/api/cart/add', { sku: sku.sku, quantity: 2, store: 'us' })).statusCode).toBe(200);
      const early = await b.post('/api/v2/cart/apply_coupon_code.json', { coupon_code: c.code, store: 'us' });
      expect(early.statusCode).toBe(422);
      expect(early.json()).toMatchObject({ code: 'coupon_not_started', message: 'This code can be used from Nov 27, 2026.' });

      now = new Date('2026-11-28T15:00:00Z');
      const applied = await b.post('/api/v2/cart/apply_coupon_code.json', { coupon_code: c.code, store: 'us' });
      expect(applied.statusCode).toBe(200);
      expect(applied.json().cart.coupon.discount.amount).toBeGreaterThan(0);

      now = new Date('2026-12-02T15:00:00Z');
      const after = (await b.get('/api/v2/cart.json?store=us')).json().cart;
      expect(after.coupon.discount.amount).toBe(0);
      expect(after.total).toEqual(after.subtotal);
    } finally {
      await clocked.close();
    }
  });
});
