import { z } from 'zod';
import { storeCode } from '../common';

export const COUPON_CODE_MAX = 40;

/** Matched whatever the capitals: trimmed and upper-cased. */
export const couponCode = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(COUPON_CODE_MAX, `must be at most ${COUPON_CODE_MAX} characters`)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, - or _')
  .transform((s) => s.toUpperCase());

/** POST /api/v2/cart/apply_coupon_code.json — answers 200 {cart} with the coupon applied. */
export const applyCouponBody = z.object({ coupon_code: couponCode, store: storeCode.default('us') }).strict();
export type ApplyCouponBody = z.input<typeof applyCouponBody>;

/** Why the shopper removed it (§7 "remove_coupon_code.json (DELETE, reason)"); kept for analytics, not shown. */
export const COUPON_REMOVAL_REASONS = ['shopper_removed', 'not_applicable', 'replaced'] as const;

/** DELETE /api/v2/cart/remove_coupon_code.json?store=&reason= — answers 200 {cart}. */
export const removeCouponQuery = z.object({
  store: storeCode.default('us'),
  reason: z.enum(COUPON_REMOVAL_REASONS).default('shopper_removed'),
});
export type RemoveCouponQuery = z.input<typeof removeCouponQuery>;
