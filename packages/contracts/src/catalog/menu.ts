import { z } from 'zod';
import { money } from '../common';
import { image } from './image';
import { productCard } from './product';
import { businessLine, subsite } from './taxonomy-schemas';

export const menuLink = z.object({ label: z.string(), url: z.string() });
export const menuColumn = z.object({ title: z.string(), links: z.array(menuLink) });
export const menuSubsite = z.object({ key: subsite, label: z.string(), url: z.string(), columns: z.array(menuColumn) });
export const menuResponse = z.object({ subsites: z.array(menuSubsite) });
export type MenuSubsite = z.infer<typeof menuSubsite>;
export type MenuResponse = z.infer<typeof menuResponse>;

/** A coupon any shopper of the store can use now (the cart's live coupons), for the home page. */
export const homePromotion = z.object({
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  percent_off: z.number().int().nullable(),
  amount_off: money.nullable(),
  /** the order subtotal it needs, or null when any order qualifies */
  min_subtotal: money.nullable(),
  /** ISO instant it ends, or null */
  expires_at: z.string().nullable(),
  once_per_customer: z.boolean(),
});
export type HomePromotion = z.infer<typeof homePromotion>;

export const homeResponse = z.object({
  lines: z.array(z.object({ key: businessLine, label: z.string(), url: z.string(), image, product_count: z.number().int() })),
  featured: z.array(productCard),
  promotions: z.array(homePromotion).default([]),
});
export type HomeResponse = z.infer<typeof homeResponse>;

/**
 * GET /api/promotions/count?store= (§3, §7): how many promotions a shopper of the store can use
 * now (the ones home lists), for the header's badge. A failure is only logged (§8).
 */
export const promotionCountResponse = z.object({ success: z.literal(true), count: z.number().int().nonnegative() });
export type PromotionCountResponse = z.infer<typeof promotionCountResponse>;
