import { z } from 'zod';
import { money, storeCode } from '../common';
import { lineQuantity } from './cart';

// Gang sheets from the cart's transfers (§7 "gang sheet add to cart", issue 12): the cart's DTF
// lines packed onto 22 in sheets of preset lengths, compared with buying them one by one, and
// put in the cart as one line per sheet. Packing and prices are @storefront/transfers'.

/**
 * GET /api/v2/cart/gang_sheet.json?store=[&cart_id=]: the plan for the active cart's transfers, or
 * for one of the shopper's saved carts' (nothing is written).
 */
export const gangSheetPlanQuery = z.object({ store: storeCode.default('us'), cart_id: z.uuid().optional() });

export const gangSheetPlacement = z.object({
  /** the cart line the image comes from (in a plan), or the image's index on the sheet (in the cart) */
  line_item_id: z.string(),
  name: z.string(),
  /** top-left corner, inches from the sheet's top-left */
  x: z.number(),
  y: z.number(),
  /** as it lies on the sheet */
  width_in: z.number(),
  height_in: z.number(),
  rotated: z.boolean(),
});

export const gangSheetPlanSheet = z.object({
  width_in: z.number(),
  length_in: z.number(),
  used_percent: z.number(),
  /** the length the art really needs, inches from the top */
  used_length_in: z.number(),
  price: money,
  placements: z.array(gangSheetPlacement),
});

export const gangSheetPlanResponse = z.object({
  sheets: z.array(gangSheetPlanSheet),
  sheets_total: money,
  /** the same transfers bought one by one, without pre-cut (sheet images are cut by hand too) */
  singles_total: money,
  /** singles − sheets: negative when the single transfers are cheaper */
  saving: money,
  saving_percent: z.number(),
  /** "6 in left: 4 more of Logo.png fit" — per image, on the last sheet as it is */
  still_fits: z.array(z.object({ line_item_id: z.string(), name: z.string(), copies: z.number().int(), free_length_in: z.number(), message: z.string() })),
  /** transfers that were pre-cut: on a sheet they are not */
  pre_cut_dropped: z.boolean(),
  /** the transfers planned, one per cart line: what the gang-sheet builder loads to lay out by hand */
  images: z.array(
    z.object({
      line_item_id: z.string(),
      artwork_id: z.string(),
      /** the version the cart froze: the builder sends it back so the sheet prints the same art */
      artwork_version: z.number().int(),
      name: z.string(),
      width_in: z.number(),
      height_in: z.number(),
      quantity: z.number().int(),
      /** a small WebP of the artwork version in the cart */
      thumbnail_url: z.string(),
    }),
  ),
});
export type GangSheetPlanResponse = z.infer<typeof gangSheetPlanResponse>;

/** POST /api/v2/cart/gang_sheet.json: the cart's transfers replaced by the plan's sheets (one line each). Answers the cart. */
export const gangSheetFromCartBody = z.object({ store: storeCode.default('us') }).strict();
export type GangSheetFromCartBody = z.input<typeof gangSheetFromCartBody>;

/** Sheets and images one builder request may hold (@storefront/transfers' MAX_SHEET_DESIGNS and MAX_SHEET_COPIES). */
const MAX_DESIGNS = 200;
const MAX_COPIES = 5000;
const inches = z.number({ error: 'must be a number of inches' }).finite().min(0, 'must be 0 or more').max(1000, 'must be at most 1000 inches');

/**
 * POST /api/users/dtf_artworks/gang_sheet_add_to_cart (§7 "gang sheet add to cart"): a sheet laid
 * out in the builder, as one cart line. The browser sends the sheet's size, each artwork at its
 * printed width and where every copy lies; the cart reads each artwork's pixels itself (the height
 * follows its aspect ratio), checks the layout (inside the sheet, no two images closer than the
 * margin) and prices the sheet by its length — never a price or a height from the browser.
 */
export const gangSheetAddBody = z
  .object({
    store: storeCode.default('us'),
    width_in: z.number().finite().default(22),
    length_in: z.number({ error: 'must be a number of inches' }).int('must be whole inches'),
    margin_in: z.number().finite().default(0.25),
    images: z
      .array(
        z
          .object({
            artwork_id: z.uuid(),
            /** one of the artwork's versions (a cart's frozen one); its version in use when left out */
            artwork_version: z.number().int('must be a whole number').min(1, 'must be at least 1').max(1_000_000).optional(),
            width_in: inches.positive('must be more than 0'),
          })
          .strict(),
      )
      .min(1, 'add at least one artwork')
      .max(MAX_DESIGNS, `at most ${MAX_DESIGNS} artworks on one sheet`),
    placements: z
      .array(
        z
          .object({
            /** indexes `images` */
            image: z.number().int('must be a whole number').min(0, 'must be 0 or more'),
            /** top-left corner, inches from the sheet's top-left */
            x: inches,
            y: inches,
            /** turned 90° (its width runs along the sheet) */
            rotated: z.boolean().default(false),
          })
          .strict(),
      )
      .min(1, 'place at least one image on the sheet')
      .max(MAX_COPIES, `at most ${MAX_COPIES} images on one sheet`),
    /** sheets of this layout */
    quantity: lineQuantity.default(1),
    /** the shopper's explicit waiver, needed when an artwork would print under 100 DPI at its size */
    accept_low_resolution: z.boolean().default(false),
  })
  .strict();
export type GangSheetAddBody = z.input<typeof gangSheetAddBody>;
