import { z } from 'zod';

/**
 * `GET /api/products/{slug}/inv` (§7). Lives here until the lead moves it into
 * @storefront/contracts beside productResponse.
 */
export const inventoryResponse = z.object({
  inventory: z.array(
    z.object({
      sku: z.string(),
      size: z.string(),
      composition_id: z.number().int(),
      stock: z.number().int().min(0),
    }),
  ),
});
export type InventoryResponse = z.infer<typeof inventoryResponse>;
