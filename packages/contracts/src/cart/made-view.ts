import { z } from 'zod';
import { money } from '../common';

// How a custom design shows in the cart and in an order (issue 11). Its own file: cart.ts and
// orders.ts import it, and made.ts imports cart.ts.

/** A printed side of a made design and what it costs per piece. */
export const madePrintedSide = z.object({
  side: z.string(),
  size_class: z.enum(['small', 'standard', 'large']),
  unit_price: money,
  /** the design on the garment, this side (`GET /api/cart/made_designs/{id}/mockup/{side}.webp`) */
  mockup_url: z.string(),
});

/** The price of one made design in the cart: one quantity tier over all its sizes, print per printed side. */
export const madePriceBreakdown = z.object({
  tier: z.object({ min_pieces: z.number().int(), max_pieces: z.number().int(), garment_discount_percent: z.number().int() }),
  total_pieces: z.number().int(),
  print_unit_price: money,
  total: money,
});

/** A custom design in the cart: its sizes are ordinary `lines` carrying `made_design_id`. */
export const cartMadeDesign = z.object({
  id: z.string(),
  product: z.object({ slug: z.string(), title: z.string() }),
  composition: z.object({ id: z.number().int(), color_name: z.string(), color_hex: z.string() }),
  /** the first printed side's mockup */
  image_url: z.string(),
  sides: z.array(madePrintedSide),
  sizes: z.array(
    z.object({ line_item_id: z.string(), size: z.string(), quantity: z.number().int(), garment_price: money, garment_unit_price: money, unit_price: money, line_total: money }),
  ),
  price: madePriceBreakdown,
  low_resolution_accepted: z.boolean(),
  /** reopens the editor on this design ("Edit design" → made_update) */
  project_id: z.string().nullable(),
});
export type CartMadeDesign = z.infer<typeof cartMadeDesign>;

/** An order line of a made design: what was printed, with its mockups; print files go to the shop only. */
export const orderMadeLine = z.object({
  product_slug: z.string(),
  sides: z.array(z.object({ side: z.string(), mockup_url: z.string() })),
  low_resolution_accepted: z.boolean(),
  print_unit_price: money,
  /** shoppers never download print files: "Print files are prepared for the shop." */
  print_files_note: z.string(),
});
export type OrderMadeLine = z.infer<typeof orderMadeLine>;
