import { z } from 'zod';
import { money, storeCode } from '../common';
import { lineQuantity } from './cart';

// The made (custom-printed) cart calls (§7 "Cart", issue 11). The design document travels as JSON
// the cart checks with @storefront/design-document (contracts cannot import it: it depends on this
// package); prices are never taken from the browser — the cart prices the document itself.

const documentJson = z.unknown().refine((v) => v !== undefined, 'is required');

/** Pieces per size of one design: `{ "S": 3, "M": 5, "XL": 2 }`; sizes are the blank's size labels. */
export const madeQuantities = z
  .record(z.string().trim().min(1).max(20), lineQuantity)
  .refine((q) => Object.keys(q).length > 0, 'must name at least one size')
  .refine((q) => Object.keys(q).length <= 20, 'must name at most 20 sizes');
export type MadeQuantities = z.infer<typeof madeQuantities>;

/**
 * POST /api/cart/made_add: one design in several sizes at once. `accept_low_resolution` is the
 * shopper's explicit waiver, needed (and recorded on the line) when an image would print under
 * 100 DPI by the server's own reckoning; without it such a design is refused with 422.
 */
export const madeAddBody = z
  .object({
    store: storeCode.default('us'),
    project_id: z.uuid().nullable().optional(),
    document: documentJson,
    quantities: madeQuantities,
    accept_low_resolution: z.boolean().default(false),
  })
  .strict();
export type MadeAddBody = z.input<typeof madeAddBody>;

/** The cart's answer to made_add, made_update and made_reorder (the add response plus the design's id). */
export const madeAddResponse = z.object({ total_items_qty: z.number().int(), order_number: z.string(), made_design_id: z.string() });
export type MadeAddResponse = z.infer<typeof madeAddResponse>;

/** PUT /api/v2/cart/made_update.json: "Edit design" from the cart saves the design and its sizes back. */
export const madeUpdateBody = z
  .object({
    store: storeCode.default('us'),
    made_design_id: z.uuid(),
    document: documentJson,
    quantities: madeQuantities,
    accept_low_resolution: z.boolean().default(false),
  })
  .strict();
export type MadeUpdateBody = z.input<typeof madeUpdateBody>;

/**
 * GET /api/cart/made_designs/{id}: a design of the shopper's open cart as the editor reopens it
 * ("Edit design" → made_update): its frozen document, its sizes and its waiver. Only the cart's owner.
 */
export const madeEditResponse = z.object({
  made_design_id: z.string(),
  product_slug: z.string(),
  composition_id: z.number().int(),
  project_id: z.string().nullable(),
  document: z.record(z.string(), z.unknown()),
  /** pieces per size label */
  quantities: z.record(z.string(), z.number().int()),
  accept_low_resolution: z.boolean(),
});
export type MadeEditResponse = z.infer<typeof madeEditResponse>;

/** POST /api/cart/made_reorder: a past order's design again, in new sizes. */
export const madeReorderBody = z
  .object({ store: storeCode.default('us'), order_number: z.string().regex(/^R\d{9}$/, 'must be an order number like R123456789'), order_line_id: z.uuid(), quantities: madeQuantities })
  .strict();
export type MadeReorderBody = z.input<typeof madeReorderBody>;

/** GET /api/v2/cart/variants.json?composition_id=&placement_count=&store= */
export const madeVariantsQuery = z.object({
  composition_id: z.coerce.number().int().min(1).max(2_147_483_647),
  placement_count: z.coerce.number().int().min(1).max(5).default(1),
  store: storeCode.default('us'),
});
export type MadeVariantsQuery = z.input<typeof madeVariantsQuery>;

/** One size of a colour: one piece's garment price, print price (`placement_count` sides, each at its whole print area, or a line's own design) and unit price. */
export const madeVariant = z.object({
  sku: z.string(),
  size: z.string(),
  stock: z.number().int(),
  garment_price: money,
  print_price: money,
  unit_price: money,
});
export type MadeVariant = z.infer<typeof madeVariant>;

export const madeVariantsResponse = z.object({
  composition_id: z.number().int(),
  placement_count: z.number().int(),
  variants: z.array(madeVariant),
});
export type MadeVariantsResponse = z.infer<typeof madeVariantsResponse>;

/** GET /api/line_items/{lineItemId}/matching_variants.json: the other sizes of the line's colour. */
export const matchingVariantsResponse = z.object({
  line_item_id: z.string(),
  composition_id: z.number().int(),
  variants: z.array(madeVariant),
});
export type MatchingVariantsResponse = z.infer<typeof matchingVariantsResponse>;

/** GET /api/staff/orders/{orderNumber}/print_files (staff token) */
export const printFilesResponse = z.object({
  order_number: z.string(),
  /** one per design and printed side (its sizes print the same artwork), with the pieces to print per size */
  files: z.array(
    z.object({
      line_id: z.string(),
      side: z.string(),
      name: z.string(),
      url: z.string(),
      width_px: z.number().int(),
      height_px: z.number().int(),
      dpi: z.number().int(),
      pieces: z.number().int(),
      sizes: z.array(z.object({ line_id: z.string(), size: z.string(), quantity: z.number().int() })),
      /** what the file is: a 300 DPI PNG to print, or a sticker's cut line (SVG, in inches) for the cutter; PNG when left out */
      media_type: z.enum(['image/png', 'image/svg+xml']).optional(),
    }),
  ),
});
export type PrintFilesResponse = z.infer<typeof printFilesResponse>;
