import { z } from 'zod';
import { storeCode } from '../common';

/** GET /api/made/current_order?store= — the shopper's custom designs already in their open cart (none: an empty list). */
export const currentOrderQuery = z.object({ store: storeCode.default('us') }).strict();
export const currentOrderResponse = z.object({
  order_number: z.string().nullable(),
  designs: z.array(
    z.object({
      made_design_id: z.string(),
      project_id: z.string().nullable(),
      product: z.string(),
      composition_id: z.number().int(),
      pieces: z.number().int(),
      /** the editor on this design of the cart ("Edit design") */
      edit_url: z.string(),
    }),
  ),
});
export type CurrentOrderResponse = z.infer<typeof currentOrderResponse>;
