import { coupons } from '@storefront/db';
import { formatMoney, STORES } from '@storefront/store-config';
import type { StoreCode } from '../cart-owner';

export type CouponRow = typeof coupons.$inferSelect;

/** "Nov 1, 2026", in the store's locale and time zone. */
export function formatStoreDate(at: Date, store: StoreCode): string {
  return new Intl.DateTimeFormat(STORES[store].locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: STORES[store].timeZone }).format(at);
}

/**
 * Why a coupon cannot be used at all right now (applying it is refused; on a cart it takes
 * nothing off). `null`: it may be used, subject to the minimum subtotal.
 * `usesByCustomer` is null when the customer is not known yet (a guest before the email).
 */
export function couponRefusal(
  coupon: CouponRow,
  ctx: { store: StoreCode; now: Date; usesByCustomer: number | null },
): { code: string; message: string } | null {
  const { store, now } = ctx;
  if (coupon.currency !== null && coupon.currency !== STORES[store].currency) {
    const other = coupon.currency === 'CAD' ? 'Canadian' : 'US';
    return { code: 'coupon_wrong_store', message: `This code is for the ${other} store (${coupon.currency}) only.` };
  }
  if (coupon.startsAt && now < coupon.startsAt) {
    return { code: 'coupon_not_started', message: `This code can be used from ${formatStoreDate(coupon.startsAt, store)}.` };
  }
  if (coupon.expiresAt && now >= coupon.expiresAt) {
    return { code: 'coupon_expired', message: `This code expired on ${formatStoreDate(coupon.expiresAt, store)}.` };
  }
  if (coupon.maxUses !== null && coupon.timesUsed >= coupon.maxUses) {
    return { code: 'coupon_used_up', message: 'This code has been used up.' };
  }
  if (coupon.maxUsesPerCustomer !== null && ctx.usesByCustomer !== null && ctx.usesByCustomer >= coupon.maxUsesPerCustomer) {
    return { code: 'coupon_already_used', message: "You've already used this code." };
  }
  return null;
}

/** What the coupon takes off a subtotal (minor units): percent rounded half up, fixed capped at the subtotal. */
export function couponDiscount(coupon: CouponRow, subtotal: number): number {
  if (subtotal <= 0) return 0;
  if (coupon.kind === 'percent') return Math.min(subtotal, Math.floor((subtotal * (coupon.percentOff ?? 0) + 50) / 100));
  return Math.min(subtotal, coupon.amountOff ?? 0);
}

/** "15% off", "$10.00 off orders of $50.00 or more" (amounts in the store's format). */
export function describeCoupon(coupon: CouponRow, store: StoreCode): string {
  const off = coupon.kind === 'percent' ? `${coupon.percentOff}% off` : `${formatMoney(coupon.amountOff ?? 0, store)} off`;
  return coupon.minSubtotal > 0 ? `${off} orders of ${formatMoney(coupon.minSubtotal, store)} or more` : off;
}

export interface CouponPricing {
  discount: number;
  /** null when it applies; else why it takes nothing off */
  problem: string | null;
  /** true when it takes effect now (the order counts a use of it) */
  applicable: boolean;
}

/** The coupon on a cart of `subtotal`: refused, under its minimum, or its discount. */
export function priceCoupon(coupon: CouponRow, ctx: { store: StoreCode; now: Date; usesByCustomer: number | null; subtotal: number }): CouponPricing {
  const refusal = couponRefusal(coupon, ctx);
  if (refusal) return { discount: 0, problem: refusal.message, applicable: false };
  if (ctx.subtotal < coupon.minSubtotal) {
    return { discount: 0, problem: `Add ${formatMoney(coupon.minSubtotal - ctx.subtotal, ctx.store)} more to use this code.`, applicable: false };
  }
  return { discount: couponDiscount(coupon, ctx.subtotal), problem: null, applicable: true };
}

/** The per-customer key of coupon_redemptions: the account, else the checkout email. */
export function customerKeyOf(userId: string | null, email: string | null): string | null {
  if (userId) return `user:${userId}`;
  return email ? `email:${email.trim().toLowerCase()}` : null;
}
