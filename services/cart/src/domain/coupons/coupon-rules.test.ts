import { describe, expect, it } from 'vitest';
import { couponDiscount, couponRefusal, customerKeyOf, describeCoupon, priceCoupon, type CouponRow } from './coupon-rules';

const base: CouponRow = {
  id: '00000000-0000-4000-8000-000000000001',
  code: 'TEST',
  kind: 'percent',
  percentOff: 10,
  amountOff: null,
  currency: null,
  minSubtotal: 0,
  startsAt: null,
  expiresAt: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  timesUsed: 0,
  createdAt: new Date('2026-01-01T00:00:00Z'),
};
const coupon = (over: Partial<CouponRow>): CouponRow => ({ ...base, ...over });
const now = new Date('2026-06-15T12:00:00Z');
const ctx = { store: 'us' as const, now, usesByCustomer: 0 };

describe('couponDiscount', () => {
  it.each([
    ['10% of $19.99 rounds half up', coupon({ percentOff: 10 }), 1999, 200], // 199.9
    ['15% of $0.10', coupon({ percentOff: 15 }), 10, 2], // 1.5 → 2
    ['15% of $0.03', coupon({ percentOff: 15 }), 3, 0], // 0.45 → 0
    ['100% is the whole subtotal', coupon({ percentOff: 100 }), 4321, 4321],
    ['fixed under the subtotal', coupon({ kind: 'fixed', percentOff: null, amountOff: 1000, currency: 'USD' }), 5000, 1000],
    ['fixed never above the subtotal', coupon({ kind: 'fixed', percentOff: null, amountOff: 1000, currency: 'USD' }), 650, 650],
    ['nothing off an empty cart', coupon({ percentOff: 50 }), 0, 0],
  ])('%s', (_name, c, subtotal, expected) => {
    expect(couponDiscount(c, subtotal)).toBe(expected);
  });
});

describe('couponRefusal', () => {
  it('accepts a coupon with no limits', () => {
    expect(couponRefusal(base, ctx)).toBeNull();
  });
  it('refuses an expired code with its date in the store format', () => {
    const c = coupon({ expiresAt: new Date('2026-11-01T16:00:00Z') });
    expect(couponRefusal(c, { ...ctx, now: new Date('2026-11-02T00:00:00Z') })).toEqual({ code: 'coupon_expired', message: 'This code expired on Nov 1, 2026.' });
    expect(couponRefusal(c, { ...ctx, store: 'ca', now: new Date('2026-11-02T00:00:00Z') })?.message).toBe('This code expired on Nov 1, 2026.');
    // the instant of expiry is already past it; a second before is fine
    expect(couponRefusal(c, { ...ctx, now: new Date('2026-11-01T16:00:00Z') })?.code).toBe('coupon_expired');
    expect(couponRefusal(c, { ...ctx, now: new Date('2026-11-01T15:59:59Z') })).toBeNull();
  });
  it('refuses a code that has not started', () => {
    const c = coupon({ startsAt: new Date('2026-12-01T05:00:00Z') });
    expect(couponRefusal(c, ctx)).toEqual({ code: 'coupon_not_started', message: 'This code can be used from Dec 1, 2026.' });
  });
  it('refuses a used-up code, and one this customer used up', () => {
    expect(couponRefusal(coupon({ maxUses: 3, timesUsed: 3 }), ctx)?.code).toBe('coupon_used_up');
    expect(couponRefusal(coupon({ maxUses: 3, timesUsed: 2 }), ctx)).toBeNull();
    expect(couponRefusal(coupon({ maxUsesPerCustomer: 1 }), { ...ctx, usesByCustomer: 1 })).toEqual({
      code: 'coupon_already_used',
      message: "You've already used this code.",
    });
    // a guest not yet known (no email) is not refused here; the order checks again
    expect(couponRefusal(coupon({ maxUsesPerCustomer: 1 }), { ...ctx, usesByCustomer: null })).toBeNull();
  });
  it("refuses a coupon in the other store's currency", () => {
    const cad = coupon({ kind: 'fixed', percentOff: null, amountOff: 500, currency: 'CAD' });
    expect(couponRefusal(cad, ctx)).toEqual({ code: 'coupon_wrong_store', message: 'This code is for the Canadian store (CAD) only.' });
    expect(couponRefusal(cad, { ...ctx, store: 'ca' })).toBeNull();
    expect(couponRefusal(coupon({ currency: 'USD' }), { ...ctx, store: 'ca' })?.message).toBe('This code is for the US store (USD) only.');
  });
});

describe('priceCoupon', () => {
  const save10 = coupon({ kind: 'fixed', percentOff: null, amountOff: 1000, currency: 'USD', minSubtotal: 5000 });
  it('keeps a coupon under its minimum with nothing off and says how much more', () => {
    expect(priceCoupon(save10, { ...ctx, subtotal: 3800 })).toEqual({ discount: 0, problem: 'Add $12.00 more to use this code.', applicable: false });
  });
  it('applies from the minimum', () => {
    expect(priceCoupon(save10, { ...ctx, subtotal: 5000 })).toEqual({ discount: 1000, problem: null, applicable: true });
  });
  it('takes nothing off once expired, saying so', () => {
    const p = priceCoupon(coupon({ expiresAt: new Date('2026-06-01T04:00:00Z') }), { ...ctx, subtotal: 9000 });
    expect(p).toEqual({ discount: 0, problem: 'This code expired on Jun 1, 2026.', applicable: false });
  });
});

describe('describeCoupon', () => {
  it('says what it takes off, in the store format', () => {
    expect(describeCoupon(coupon({ percentOff: 15 }), 'ca')).toBe('15% off');
    expect(describeCoupon(coupon({ kind: 'fixed', percentOff: null, amountOff: 1000, currency: 'USD', minSubtotal: 5000 }), 'us')).toBe('$10.00 off orders of $50.00 or more');
  });
});

describe('customerKeyOf', () => {
  it('is the account for a user, else the lower-cased email, else unknown', () => {
    expect(customerKeyOf('u1', 'A@B.com')).toBe('user:u1');
    expect(customerKeyOf(null, ' A@B.com ')).toBe('email:a@b.com');
    expect(customerKeyOf(null, null)).toBeNull();
  });
});
