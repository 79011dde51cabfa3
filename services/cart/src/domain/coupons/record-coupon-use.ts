import { eq, sql } from 'drizzle-orm';
import { couponRedemptions, coupons } from '@storefront/db';
import type { Tx } from '@storefront/server-kit';

/**
 * Counts one use of a coupon by an order, in the order's transaction (the coupon row locked and
 * its limits checked first): times_used + 1 and the redemption row the per-customer limit reads.
 */
export async function recordCouponUse(tx: Tx, couponId: string, orderId: string, customerKey: string): Promise<void> {
  await tx
    .update(coupons)
    .set({ timesUsed: sql`${coupons.timesUsed} + 1` })
    .where(eq(coupons.id, couponId));
  await tx.insert(couponRedemptions).values({ couponId, orderId, customerKey });
}
