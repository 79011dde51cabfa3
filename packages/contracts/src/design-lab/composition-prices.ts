import { z } from 'zod';
import { money, storeCode } from '../common';

/**
 * GET /api/made/products/{slug}/composition_prices?store= — every colour of a made product with
 * its sizes, units on hand and price, and the store's garment quantity tiers: what the editor's
 * colour switch and a crafter's quote read in one call. `flash` marks a colour that can be made
 * as a rush (flash) order: every size is on hand now, so printing need not wait for a blank.
 */
export const compositionPricesQuery = z.object({ store: storeCode.default('us') }).strict();

export const compositionPricesResponse = z.object({
  product: z.string(),
  compositions: z.array(
    z.object({
      composition_id: z.number().int(),
      name: z.string(),
      hex: z.string(),
      flash: z.boolean(),
      sizes: z.array(z.object({ size: z.string(), sku: z.string(), stock: z.number().int(), price: money })),
    }),
  ),
  tiers: z.array(z.object({ min_qty: z.number().int(), price: money })),
});
export type CompositionPricesResponse = z.infer<typeof compositionPricesResponse>;

/** GET /api/made/flash?product=&store= — the product's flash (rush) colours and what is on hand of each size. */
export const flashQuery = z.object({ product: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a product slug').max(200), store: storeCode.default('us') }).strict();
export const flashResponse = z.object({
  product: z.string(),
  compositions: z.array(z.object({ composition_id: z.number().int(), name: z.string(), inventory: z.record(z.string(), z.number().int()) })),
});
export type FlashResponse = z.infer<typeof flashResponse>;
