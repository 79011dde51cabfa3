import { eq, sql } from 'drizzle-orm';
import { couponRedemptions, coupons } from '@storefront/db';
import { failed, succeeded, type CartOutcome, type Tx } from '../cart-outcome';
import type { StoreCode } from '../cart-owner';
import { priceCoupon, type CouponRow } from './coupon-rules';
import { usesByCustomer } from './coupon-on-cart';

/**
 * For order placement, inside its transaction: locks the coupon's row (FOR UPDATE) and checks it
 * again against the locked counts, so concurrent orders cannot pass `max_uses` or the
 * per-customer limit. Answers the locked row and its discount on `subtotal`, or an `invalid`
 * problem (422) whose message says why. Call `recordCouponUse` in the same transaction after
 * the order row exists.
 *
 * `store` defaults to the coupon's own currency's store (a coupon from priceCheckout already
 * matched the cart's store).
 */
export async function couponUsable(
  tx: Tx,
  coupon: Pick<CouponRow, 'id' | 'currency'>,
  customerKey: string | null,
  subtotal: number,
  opts: { store?: StoreCode; now?: Date } = {},
): Promise<CartOutcome<{ coupon: CouponRow; discount: number }>> {
  const [locked] = await tx.select().from(coupons).where(eq(coupons.id, coupon.id)).limit(1).for('update');
  if (!locked) return failed({ kind: 'invalid', code: 'coupon_invalid', message: "This code isn't valid." });
  const store = opts.store ?? (coupon.currency === 'CAD' ? 'ca' : 'us');
  const pricing = priceCoupon(locked, { store, now: opts.now ?? new Date(), subtotal, usesByCustomer: await usesByCustomer(tx, locked.id, customerKey) });
  if (!pricing.applicable) return failed({ kind: 'invalid', code: 'coupon_not_applicable', message: pricing.problem ?? "This code can't be used." });
  return succeeded({ coupon: locked, discount: pricing.discount });
}

/** Counts one use of a coupon checked by `couponUsable` (same transaction): times_used + 1 and a redemption row. */
export async function recordCouponUse(tx: Tx, couponId: string, orderId: string, customerKey: string): Promise<void> {
  await tx
    .update(coupons)
    .set({ timesUsed: sql`${coupons.timesUsed} + 1` })
    .where(eq(coupons.id, couponId));
  await tx.insert(couponRedemptions).values({ couponId, orderId, customerKey });
}
