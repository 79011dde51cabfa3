import { z } from 'zod';
import { storeCode } from '../common';
import { lineQuantity } from './cart';

// DTF transfers printed from the shopper's own artwork, in the cart (§7 "Cart": dtf_add,
// update_dtf_size.json, add_dtf_size.json, pre_cut.json, print_reorder; issue 12). The browser
// sends only the artwork, the printed width and the pieces: the cart reads the artwork's pixels
// itself, derives the height from its aspect ratio, checks the resolution and prices the area
// with @storefront/transfers — never a price or a height from the browser.

/**
 * A printed width in inches. Only the shape is checked here: what the press can print (½ in to
 * 22 × 40 in) is the cart's 422, which names the allowed range.
 */
export const dtfWidthIn = z
  .number({ error: 'must be a number of inches' })
  .positive('must be more than 0')
  .max(1000, 'must be at most 1000 inches');

/** POST /api/cart/dtf_add: one artwork as transfers at one size. */
export const dtfAddBody = z
  .object({
    store: storeCode.default('us'),
    artwork_id: z.uuid(),
    width_in: dtfWidthIn,
    quantity: lineQuantity,
    pre_cut: z.boolean().default(false),
    /** the shopper's explicit waiver, needed when the artwork would print under 100 DPI at this size */
    accept_low_resolution: z.boolean().default(false),
  })
  .strict();
export type DtfAddBody = z.input<typeof dtfAddBody>;

/** The answer of dtf_add, add_dtf_size and print_reorder: the add-to-cart response plus the new line. */
export const dtfAddResponse = z.object({ total_items_qty: z.number().int(), order_number: z.string(), line_item_id: z.string() });
export type DtfAddResponse = z.infer<typeof dtfAddResponse>;

/** PUT /api/v2/cart/update_dtf_size.json: the same transfers at another width (the height follows). */
export const updateDtfSizeBody = z
  .object({ store: storeCode.default('us'), line_item_id: z.uuid(), width_in: dtfWidthIn, accept_low_resolution: z.boolean().default(false) })
  .strict();
export type UpdateDtfSizeBody = z.input<typeof updateDtfSizeBody>;

/** POST /api/v2/cart/add_dtf_size.json: a second size of a line's artwork, as a line of its own. */
export const addDtfSizeBody = z
  .object({
    store: storeCode.default('us'),
    line_item_id: z.uuid(),
    width_in: dtfWidthIn,
    quantity: lineQuantity,
    accept_low_resolution: z.boolean().default(false),
  })
  .strict();
export type AddDtfSizeBody = z.input<typeof addDtfSizeBody>;

/** PUT /api/v2/cart/pre_cut.json: cut each transfer out along its outline (priced per piece), or not. */
export const preCutBody = z.object({ store: storeCode.default('us'), line_item_id: z.uuid(), pre_cut: z.boolean() }).strict();
export type PreCutBody = z.input<typeof preCutBody>;

/** POST /api/cart/print_reorder: a past order's transfers again, at the size ordered or a new width. */
export const printReorderBody = z
  .object({
    store: storeCode.default('us'),
    order_number: z.string().regex(/^R\d{9}$/, 'must be an order number like R123456789'),
    order_line_id: z.uuid(),
    quantity: lineQuantity,
    width_in: dtfWidthIn.optional(),
    accept_low_resolution: z.boolean().default(false),
  })
  .strict();
export type PrintReorderBody = z.input<typeof printReorderBody>;
