import { z } from 'zod';
import { storeCode } from '../common';

/** The largest id a PostgreSQL `integer` (serial) column holds. */
const MAX_ID = 2_147_483_647;

/**
 * `GET /api/products/{productId}/cp` (§7 "Product": design_lab, made, printMode). The id is the
 * catalog product's numeric id (`ProductDetail.id`): digits only, so `1e3`, ` 7` or `0x10` are a
 * 400 rather than read as some other product.
 */
export const productCustomizationParams = z.object({
  productId: z
    .string()
    .regex(/^[0-9]{1,10}$/, 'must be a product id (a whole number)')
    .pipe(z.coerce.number<string>().int().min(1).max(MAX_ID)),
});
export type ProductCustomizationParams = z.output<typeof productCustomizationParams>;

/** `?store=us|ca` (default us): the design lab opens a blank only in a store that sells it. Other keys are ignored, as on the other product reads. */
export const productCustomizationQuery = z.object({ store: storeCode.default('us') });

/**
 * Whether a catalog product can be customised in the design lab.
 *
 * - `made`: the product is a made product (a blank the design lab prints on; `design_lab.made_products`).
 * - `design_lab`: the design lab can open it in the asked store: it is made, its garment type has
 *   print areas, and the store sells it (a unit price) in at least one colour. The product page's
 *   "Customize" link shows only when this is true.
 * - `printMode`: what the editor prints on: the made product's garment type (`tee`, `youth_tee`,
 *   `hoodie`, `hat`, `tote`, `mug`, …), which decides its print areas; null when not made. The
 *   store has one print process for made items (a full-colour 300 DPI file per placement), so no
 *   method vocabulary (DTG, screen, DTF, embroidery) is stored and none is claimed here.
 * - `made_slug`: the made product's slug, the design lab's `?product=`; null when not made.
 */
export const productCustomizationResponse = z.object({
  design_lab: z.boolean(),
  made: z.boolean(),
  printMode: z.string().nullable(),
  made_slug: z.string().nullable(),
});
export type ProductCustomization = z.infer<typeof productCustomizationResponse>;
