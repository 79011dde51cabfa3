import { z } from 'zod';
import { money, storeCode } from '../common';

// Gang sheets from the cart's transfers (§7 "gang sheet add to cart", issue 12): the cart's DTF
// lines packed onto 22 in sheets of preset lengths, compared with buying them one by one, and
// put in the cart as one line per sheet. Packing and prices are @storefront/transfers'.

/** GET /api/v2/cart/gang_sheet.json?store=: the plan for the cart's transfers (nothing is written). */
export const gangSheetPlanQuery = z.object({ store: storeCode.default('us') });

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
});
export type GangSheetPlanResponse = z.infer<typeof gangSheetPlanResponse>;

/** POST /api/v2/cart/gang_sheet.json: the cart's transfers replaced by the plan's sheets (one line each). Answers the cart. */
export const gangSheetFromCartBody = z.object({ store: storeCode.default('us') }).strict();
export type GangSheetFromCartBody = z.input<typeof gangSheetFromCartBody>;
