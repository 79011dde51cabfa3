import { z } from 'zod';
import { money, slug, storeCode } from '../common';
import { printSide } from './made-products';

/**
 * GET /api/design_labs/quantity?product=&color=&store=&sides=front,back&print_size=standard —
 * "buy more, pay less": a piece's price at each quantity tier for a made product in a colour,
 * printed on these sides (default its first) at this print size (what is printed, not the area).
 */
export const quantityPricesQuery = z
  .object({
    product: slug,
    color: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    store: storeCode.default('us'),
    sides: z
      .string()
      .max(80)
      .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean))
      .pipe(z.array(printSide).min(1, 'must name at least one side').max(5))
      .optional(),
    print_size: z.enum(['small', 'standard', 'large']).default('standard'),
  })
  .strict();
export type QuantityPricesQuery = z.input<typeof quantityPricesQuery>;

export const quantityPricesResponse = z.object({
  product: z.string(),
  composition_id: z.number().int(),
  /** each side priced, with the print size class it was priced at (a small area cannot hold a large print) */
  sides: z.array(z.object({ side: printSide, size_class: z.enum(['small', 'standard', 'large']) })),
  breaks: z.array(z.object({ min_pieces: z.number().int(), max_pieces: z.number().int(), garment_discount_percent: z.number().int(), unit_price: money })),
});
export type QuantityPricesResponse = z.infer<typeof quantityPricesResponse>;
