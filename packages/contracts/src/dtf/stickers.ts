import { z } from 'zod';
import { storeCode } from '../common';
import { CART_MAX_QUANTITY } from '../catalog/limits';

// Stickers from the shopper's artwork (§7 "sticker cutlines", issue 12): the server traces the cut
// line around the artwork at a chosen offset and shape, and the cart prices the sticker's box.

export const STICKER_SHAPE_NAMES = ['die-cut', 'circle', 'square', 'rounded'] as const;
export const stickerShape = z.enum(STICKER_SHAPE_NAMES);
export type StickerShapeName = z.infer<typeof stickerShape>;

/** The artwork's printed width; only the shape is checked here: the sticker's 1–12 in sides are the domain's 422. */
const artworkWidthIn = z.coerce.number({ error: 'must be a number of inches' }).positive('must be more than 0').max(100, 'must be at most 100 inches');
/** The cut line's distance from the art; its allowed range (1/32–1/4 in) is the domain's 422. */
const offsetIn = z.coerce.number({ error: 'must be a number of inches' }).min(0, 'must be 0 or more').max(2, 'must be at most 2 inches');

/** GET /api/users/dtf_artworks/{id}/sticker_cutlines?shape=&offset_in=&width_in=&version= */
export const stickerCutlinesQuery = z
  .object({
    shape: stickerShape.default('die-cut'),
    offset_in: offsetIn.default(0.125),
    width_in: artworkWidthIn,
    version: z.coerce.number().int().min(1).max(10_000).optional(),
  })
  .strict();

/** A sticker's outline: its size (the cut line's box), and the cut line to draw over the artwork. */
export const stickerOutlineView = z.object({
  shape: stickerShape,
  offset_in: z.number(),
  /** the sticker, to the hundredth of an inch: what is priced */
  width_in: z.number(),
  height_in: z.number(),
  /** the artwork as printed on it */
  artwork_width_in: z.number(),
  artwork_height_in: z.number(),
  /** pixels per printed inch of the artwork */
  dpi: z.number(),
  /** SVG path data in inches, origin at the artwork's top-left; `box` is its viewBox */
  path: z.string(),
  box: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }),
});
export type StickerOutlineView = z.infer<typeof stickerOutlineView>;

export const stickerCutlinesResponse = stickerOutlineView.extend({ artwork_id: z.string(), version: z.number().int() });
export type StickerCutlinesResponse = z.infer<typeof stickerCutlinesResponse>;

/** POST /api/cart/sticker_add: the artwork as `quantity` stickers (50 and up), its printed width, shape and cut offset. */
export const stickerAddBody = z
  .object({
    store: storeCode.default('us'),
    artwork_id: z.uuid(),
    width_in: z.number({ error: 'must be a number of inches' }).positive('must be more than 0').max(100, 'must be at most 100 inches'),
    shape: stickerShape.default('die-cut'),
    offset_in: z.number({ error: 'must be a number of inches' }).min(0).max(2).default(0.125),
    /** the shopper's explicit waiver, needed when the artwork would print under 100 DPI at this width */
    accept_low_resolution: z.boolean().default(false),
    // a line quantity, spelt here: cart.ts imports this file for the line's view
    quantity: z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(CART_MAX_QUANTITY, `must be at most ${CART_MAX_QUANTITY}`),
  })
  .strict();
export type StickerAddBody = z.input<typeof stickerAddBody>;

/** A cart line of stickers: the artwork version and the outline as added. */
export const cartSticker = stickerOutlineView.extend({
  artwork_id: z.string(),
  artwork_version: z.number().int(),
  name: z.string(),
  quality: z.enum(['good', 'warn', 'blocked']),
  /** printed under 100 DPI with the shopper's waiver */
  low_resolution_accepted: z.boolean(),
});
export type CartSticker = z.infer<typeof cartSticker>;

/** An order line of stickers. */
export const orderStickerLine = z.object({
  artwork_id: z.string(),
  artwork_version: z.number().int(),
  name: z.string(),
  shape: stickerShape,
  width_in: z.number(),
  height_in: z.number(),
});
export type OrderStickerLine = z.infer<typeof orderStickerLine>;
