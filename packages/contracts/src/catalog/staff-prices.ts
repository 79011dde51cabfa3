import { z } from 'zod';
import { slug, storeCode } from '../common';

/** The most quantity tiers a product has in one store (the unit price included). */
export const MAX_PRICE_TIERS = 10;

const tier = z.object({
  min_qty: z.number().int('must be a whole number').min(1, 'must be at least 1').max(100_000, 'must be at most 100,000'),
  /** minor units (cents) in the store's currency */
  amount: z.number().int('must be a whole number of cents').min(1, 'must be at least 1 cent').max(10_000_000, 'must be at most 100,000.00'),
});

/**
 * PUT /api/staff/products/{slug}/prices — a product's prices in one store, replaced whole: the
 * unit price (min_qty 1) and its quantity tiers, each dearer-or-equal to the one after it.
 */
export const staffPricesBody = z
  .object({
    store: storeCode,
    tiers: z.array(tier).min(1, 'must list the unit price (min_qty 1)').max(MAX_PRICE_TIERS, `must have at most ${MAX_PRICE_TIERS} tiers`),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.tiers[0]?.min_qty !== 1) ctx.addIssue({ code: 'custom', path: ['tiers', 0, 'min_qty'], message: 'must be 1: the first tier is the unit price' });
    for (let i = 1; i < b.tiers.length; i++) {
      const [before, t] = [b.tiers[i - 1]!, b.tiers[i]!];
      if (t.min_qty <= before.min_qty) ctx.addIssue({ code: 'custom', path: ['tiers', i, 'min_qty'], message: 'must be greater than the tier before it' });
      if (t.amount > before.amount) ctx.addIssue({ code: 'custom', path: ['tiers', i, 'amount'], message: 'must not be dearer than the tier before it (more units never cost more each)' });
    }
  });
export type StaffPricesBody = z.input<typeof staffPricesBody>;

export const staffPricesParams = z.object({ slug }).strict();

export const staffPricesResponse = z.object({ product: z.string(), store: storeCode, tiers: z.array(tier) });
export type StaffPricesResponse = z.infer<typeof staffPricesResponse>;
