import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../client/create-database';
import { coupons } from '../schema/cart';

/** A coupon a shopper of the store can use now, as the home page announces it. */
export interface LivePromotion {
  code: string;
  kind: 'percent' | 'fixed';
  percentOff: number | null;
  /** minor units in the store's currency (fixed coupons) */
  amountOff: number | null;
  minSubtotal: number;
  expiresAt: Date | null;
  /** each shopper may use it at most this often (WELCOME10: once) */
  maxUsesPerCustomer: number | null;
}

/**
 * The cart's named read for the catalog's home page: coupons valid now in a store's currency
 * (percent coupons without a currency hold in both), started, not expired and not used up.
 * Per-shopper limits cannot be known here; they are returned for the page to state.
 */
export async function livePromotions(db: Database, currency: 'USD' | 'CAD', now: Date): Promise<LivePromotion[]> {
  const rows = await db
    .select({
      code: coupons.code,
      kind: coupons.kind,
      percentOff: coupons.percentOff,
      amountOff: coupons.amountOff,
      minSubtotal: coupons.minSubtotal,
      expiresAt: coupons.expiresAt,
      maxUsesPerCustomer: coupons.maxUsesPerCustomer,
    })
    .from(coupons)
    .where(
      and(
        or(isNull(coupons.currency), eq(coupons.currency, currency)),
        or(isNull(coupons.startsAt), lte(coupons.startsAt, now)),
        or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now)),
        or(isNull(coupons.maxUses), sql`${coupons.timesUsed} < ${coupons.maxUses}`),
      ),
    )
    .orderBy(asc(coupons.createdAt), asc(coupons.code));
  return rows.filter((r): r is LivePromotion => r.kind === 'percent' || r.kind === 'fixed');
}
