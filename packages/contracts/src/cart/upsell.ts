import { z } from 'zod';
import { storeCode } from '../common';
import { productCard } from '../catalog/product';

/** GET /api/v2/cart/upsell.json?catalog_number=&store= */
export const upsellQuery = z.object({
  catalog_number: z.string().trim().min(1, 'is required').max(40, 'must be at most 40 characters'),
  store: storeCode.default('us'),
});
export type UpsellQuery = z.input<typeof upsellQuery>;

/** Up to 8 products that go with it (same category or line, in stock, not already in the cart); [] for an unknown number. */
export const upsellResponse = z.object({ products: z.array(productCard) });
export type UpsellResponse = z.infer<typeof upsellResponse>;
