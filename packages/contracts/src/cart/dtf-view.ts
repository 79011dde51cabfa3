import { z } from 'zod';
import { money } from '../common';

// How DTF transfers from the shopper's artwork show in the cart and in an order (issue 12). Its
// own file, like made-view.ts: cart.ts and orders.ts import it, and dtf.ts imports cart.ts.

/** What a cart line of DTF transfers prints: the artwork version frozen when it was added, at its size. */
export const cartDtfPrint = z.object({
  artwork_id: z.string(),
  artwork_version: z.number().int(),
  name: z.string(),
  width_in: z.number(),
  height_in: z.number(),
  /** pixels per printed inch at this size */
  dpi: z.number(),
  quality: z.enum(['good', 'warn', 'blocked']),
  low_resolution_accepted: z.boolean(),
  pre_cut: z.boolean(),
  /** per piece: the printed area at the line's quantity tier (or the piece minimum) */
  print_unit_price: money,
  /** per piece, 0 without pre-cut */
  pre_cut_unit_price: money,
  /** pre-cut's price per piece at this quantity, so the cart can say what the toggle costs */
  pre_cut_offer_unit_price: money,
  minimum_applied: z.boolean(),
});
export type CartDtfPrint = z.infer<typeof cartDtfPrint>;

/** An order line of DTF transfers: what was printed. Print files go to the shop only. */
export const orderDtfLine = z.object({
  artwork_id: z.string(),
  artwork_version: z.number().int(),
  name: z.string(),
  width_in: z.number(),
  height_in: z.number(),
  pre_cut: z.boolean(),
  low_resolution_accepted: z.boolean(),
});
export type OrderDtfLine = z.infer<typeof orderDtfLine>;

/** A cart line that is a gang sheet: its size, how full it is, and its picture. */
export const cartGangSheet = z.object({
  width_in: z.number(),
  length_in: z.number(),
  used_percent: z.number(),
  /** images on the sheet */
  images: z.number().int(),
  /** the sheet drawn small (`GET /api/cart/gang_sheets/{id}/preview.png`) */
  preview_url: z.string(),
});
export type CartGangSheet = z.infer<typeof cartGangSheet>;

/** An order line that is a gang sheet. */
export const orderGangSheetLine = z.object({ width_in: z.number(), length_in: z.number(), images: z.number().int() });
export type OrderGangSheetLine = z.infer<typeof orderGangSheetLine>;
