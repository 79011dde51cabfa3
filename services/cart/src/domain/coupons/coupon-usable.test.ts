import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { couponRedemptions, coupons, type DatabaseHandle } from '@storefront/db';
import { createTestDatabase } from '@storefront/testing';
import { inTransaction } from '../cart-outcome';
import { insertCoupon, insertPlacedOrder } from './coupon-test-data';
import { couponUsable, recordCouponUse } from './coupon-usable';

let h: DatabaseHandle;
beforeAll(async () => {
  h = await createTestDatabase();
});
afterAll(() => h?.close());

const timesUsed = async (id: string) => (await h.db.select({ n: coupons.timesUsed }).from(coupons).where(eq(coupons.id, id)))[0]!.n;

describe('couponUsable + recordCouponUse (order placement)', () => {
  it('answers the discount, counts a use, and refuses once the code is used up', async () => {
    const c = await insertCoupon(h.db, { maxUses: 1, percentOff: 20 });
    const { orderId } = await insertPlacedOrder(h.db);
    const first = await inTransaction(h.db, async (tx) => {
      const usable = await couponUsable(tx, c, 'email:a@example.com', 5000);
      if (usable.ok) await recordCouponUse(tx, c.id, orderId, 'email:a@example.com');
      return usable;
    });
    expect(first).toMatchObject({ ok: true, value: { ok: true, value: { discount: 1000, coupon: { id: c.id } } } });
    expect(await timesUsed(c.id)).toBe(1);
    const again = await inTransaction(h.db, (tx) => couponUsable(tx, c, 'email:b@example.com', 5000));
    expect(again.ok && again.value).toEqual({ ok: false, problem: { kind: 'invalid', code: 'coupon_not_applicable', message: 'This code has been used up.' } });
  });

  it('refuses a customer who used it up, but not another customer', async () => {
    const c = await insertCoupon(h.db, { maxUsesPerCustomer: 1 });
    const { orderId } = await insertPlacedOrder(h.db, { userId: '00000000-0000-4000-8000-00000000000a' });
    await h.db.transaction((tx) => recordCouponUse(tx, c.id, orderId, 'user:00000000-0000-4000-8000-00000000000a'));
    const mine = await inTransaction(h.db, (tx) => couponUsable(tx, c, 'user:00000000-0000-4000-8000-00000000000a', 5000));
    expect(mine.ok && !mine.value.ok && mine.value.problem.message).toBe("You've already used this code.");
    const theirs = await inTransaction(h.db, (tx) => couponUsable(tx, c, 'user:00000000-0000-4000-8000-00000000000b', 5000));
    expect(theirs.ok && theirs.value.ok).toBe(true);
  });

  it('refuses under the minimum and after expiry', async () => {
    const c = await insertCoupon(h.db, { minSubtotal: 5000, expiresAt: new Date('2030-01-01T00:00:00Z') });
    const under = await inTransaction(h.db, (tx) => couponUsable(tx, c, null, 4000));
    expect(under.ok && !under.value.ok && under.value.problem.message).toBe('Add $10.00 more to use this code.');
    const late = await inTransaction(h.db, (tx) => couponUsable(tx, c, null, 6000, { now: new Date('2030-01-02T00:00:00Z') }));
    expect(late.ok && !late.value.ok && late.value.problem.message).toBe('This code expired on Dec 31, 2029.');
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a coupon with one use left, used concurrently (PostgreSQL)', () => {
  it('is used exactly once', async () => {
    const c = await insertCoupon(h.db, { maxUses: 3, timesUsed: 2 });
    const placed = await Promise.all(Array.from({ length: 12 }, (_, i) => insertPlacedOrder(h.db, { email: `buyer${i}@example.com` })));
    const results = await Promise.all(
      placed.map(({ orderId }, i) =>
        inTransaction(h.db, async (tx) => {
          const usable = await couponUsable(tx, c, `email:buyer${i}@example.com`, 5000);
          if (!usable.ok) return false;
          await recordCouponUse(tx, c.id, orderId, `email:buyer${i}@example.com`);
          return true;
        }),
      ),
    );
    expect(results.filter((r) => r.ok && r.value === true)).toHaveLength(1);
    expect(await timesUsed(c.id)).toBe(3);
    expect(await h.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, c.id))).toHaveLength(1);
  });
});
