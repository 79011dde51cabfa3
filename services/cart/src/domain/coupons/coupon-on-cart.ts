import { and, eq, sql } from 'drizzle-orm';
import type { AppliedCoupon } from '@storefront/contracts';
import { couponRedemptions, coupons, type Database } from '@storefront/db';
import { STORES } from '@storefront/store-config';
import type { Tx } from '@storefront/server-kit';
import type { StoreCode } from '../cart-owner';
import { describeCoupon, priceCoupon, type CouponRow } from './coupon-rules';

/** A coupon by its code (codes are stored upper-case); null when there is none. */
export async function findCouponByCode(db: Database | Tx, code: string): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase())).limit(1);
  return row ?? null;
}

/** How many orders of this customer used the coupon; null when the customer is not known yet. */
export async function usesByCustomer(db: Database | Tx, couponId: string, customerKey: string | null): Promise<number | null> {
  if (!customerKey) return null;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.customerKey, customerKey)));
  return Number(row?.n ?? 0);
}

export interface CartCoupon {
  /** the coupon when it takes effect now, else null */
  applicable: CouponRow | null;
  discount: number;
  /** what the cart view shows; null when the cart has no coupon */
  view: AppliedCoupon | null;
}

/**
 * The coupon of a cart, re-checked now (a coupon that expired or was used up while in the cart
 * takes nothing off and says why).
 */
export async function couponOnCart(
  db: Database | Tx,
  cart: { couponId: string | null; store: string },
  subtotal: number,
  customerKey: string | null,
  now: Date,
): Promise<CartCoupon> {
  if (!cart.couponId) return { applicable: null, discount: 0, view: null };
  const [coupon] = await db.select().from(coupons).where(eq(coupons.id, cart.couponId)).limit(1);
  if (!coupon) return { applicable: null, discount: 0, view: null };
  const store = cart.store as StoreCode;
  const pricing = priceCoupon(coupon, { store, now, subtotal, usesByCustomer: await usesByCustomer(db, coupon.id, customerKey) });
  return {
    applicable: pricing.applicable ? coupon : null,
    discount: pricing.discount,
    view: {
      code: coupon.code,
      description: describeCoupon(coupon, store),
      discount: { amount: pricing.discount, currency: STORES[store].currency },
      problem: pricing.problem,
    },
  };
}
