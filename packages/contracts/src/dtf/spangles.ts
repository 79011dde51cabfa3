import { z } from 'zod';
import { money, storeCode } from '../common';
import { CART_MAX_QUANTITY } from '../catalog/limits';

// Spangle (rhinestone) transfers from the shopper's artwork (§7 "spangle", issue 12): the server
// lays stones of one size on a hex grid over the artwork's opaque parts, each in the nearest of the
// colours chosen, and the price follows the stone count.

export const SPANGLE_STONE_SIZES = ['SS6', 'SS10', 'SS16', 'SS20'] as const;
export const spangleStoneSize = z.enum(SPANGLE_STONE_SIZES);
export const SPANGLE_COLOUR_NAMES = ['crystal', 'jet', 'gold', 'silver', 'siam', 'rose', 'aquamarine', 'sapphire', 'emerald', 'amethyst', 'topaz', 'peridot'] as const;
export const spangleColour = z.enum(SPANGLE_COLOUR_NAMES);

/** `crystal,jet,gold`: the stone colours to set the pattern in, 1 to 12 of them (query form). */
const colourList = z
  .string()
  .max(200)
  .transform((v) => [...new Set(v.split(',').map((c) => c.trim()).filter(Boolean))])
  .pipe(z.array(spangleColour).min(1, 'name at least one stone colour').max(12));

const widthIn = z.coerce.number({ error: 'must be a number of inches' }).positive('must be more than 0').max(100, 'must be at most 100 inches');

/** GET /api/users/dtf_artworks/{id}/spangle?stone_size=&width_in=&colours=&quantity=&version= (and /spangle.png: its picture) */
export const spangleQuery = z
  .object({
    store: storeCode.default('us'),
    stone_size: spangleStoneSize.default('SS10'),
    width_in: widthIn,
    colours: colourList.default(['crystal']),
    quantity: z.coerce.number().int().min(1).max(CART_MAX_QUANTITY).default(1),
    version: z.coerce.number().int().min(1).max(10_000).optional(),
  })
  .strict();

export const spangleColourCount = z.object({ name: spangleColour, label: z.string(), hex: z.string(), count: z.number().int() });

export const spanglePatternResponse = z.object({
  artwork_id: z.string(),
  version: z.number().int(),
  stone_size: spangleStoneSize,
  stone_mm: z.number(),
  width_in: z.number(),
  height_in: z.number(),
  stone_count: z.number().int(),
  /** centre to centre, mm */
  pitch_mm: z.number(),
  colours: z.array(spangleColourCount),
  /** the stones drawn as discs (same query, .png) */
  preview_url: z.string(),
  quantity: z.number().int(),
  unit_price: money,
  total: money,
  tiers: z.array(z.object({ min_quantity: z.number().int(), max_quantity: z.number().int(), unit_price: money })),
});
export type SpanglePatternResponse = z.infer<typeof spanglePatternResponse>;

/** POST /api/cart/spangle_add */
export const spangleAddBody = z
  .object({
    store: storeCode.default('us'),
    artwork_id: z.uuid(),
    width_in: z.number({ error: 'must be a number of inches' }).positive('must be more than 0').max(100, 'must be at most 100 inches'),
    stone_size: spangleStoneSize.default('SS10'),
    colours: z.array(spangleColour).min(1, 'name at least one stone colour').max(12),
    quantity: z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(CART_MAX_QUANTITY, `must be at most ${CART_MAX_QUANTITY}`),
  })
  .strict();
export type SpangleAddBody = z.input<typeof spangleAddBody>;

/** A cart line of spangle transfers: the artwork version and its pattern as added. */
export const cartSpangle = z.object({
  artwork_id: z.string(),
  artwork_version: z.number().int(),
  name: z.string(),
  stone_size: spangleStoneSize,
  width_in: z.number(),
  height_in: z.number(),
  stone_count: z.number().int(),
  colours: z.array(spangleColourCount),
  preview_url: z.string(),
});
export type CartSpangle = z.infer<typeof cartSpangle>;

export const orderSpangleLine = z.object({
  artwork_id: z.string(),
  artwork_version: z.number().int(),
  name: z.string(),
  stone_size: spangleStoneSize,
  stone_count: z.number().int(),
  width_in: z.number(),
  height_in: z.number(),
});
export type OrderSpangleLine = z.infer<typeof orderSpangleLine>;
