import { z } from 'zod';
import { money, storeCode } from '../common';

/**
 * POST /api/made/prices — a design's price before it goes to the cart, by the same function
 * made_add charges with, with what made_add would refuse: an image under 100 DPI without the
 * waiver, more pieces of a size than are on hand. Nothing is written.
 */
export const madeQuoteBody = z
  .object({
    store: storeCode.default('us'),
    document: z.unknown().refine((v) => v !== undefined, 'is required'),
    quantities: z
      .record(z.string().trim().min(1).max(20), z.number().int().min(0).max(10_000))
      .refine((q) => Object.keys(q).length <= 20, 'must name at most 20 sizes'),
  })
  .strict();
export type MadeQuoteBody = z.input<typeof madeQuoteBody>;

export const madeQuoteResponse = z.object({
  product: z.string(),
  composition_id: z.number().int(),
  total_pieces: z.number().int(),
  tier: z.object({ min_pieces: z.number().int(), max_pieces: z.number().int(), garment_discount_percent: z.number().int() }),
  sides: z.array(z.object({ side: z.string(), size_class: z.enum(['small', 'standard', 'large']), unit_price: money })),
  sizes: z.array(z.object({ size: z.string(), quantity: z.number().int(), garment_unit_price: money, unit_price: money, line_total: money })),
  total: money,
  /** an image would print under 100 DPI: made_add needs accept_low_resolution */
  needs_low_resolution_waiver: z.boolean(),
  /** sizes asked for beyond what is on hand */
  over_stock: z.array(z.object({ size: z.string(), stock: z.number().int() })),
});
export type MadeQuoteResponse = z.infer<typeof madeQuoteResponse>;
