import { z } from 'zod';
import { money, storeCode } from '../common';

// What DTF, sticker and letters prices and options the shop offers (§7 "/api/dtf/init_config",
// "/api/stickers/prices", "letters preview and sizes", "/api/products/{product}/dtf_pricing").
// Sizes are inches; the server prices with @storefront/transfers, the same functions the builders use.

const inches = (max: number) => z.coerce.number().finite().min(0.01).max(max);
const pieces = z.coerce.number().int().min(1).max(100_000);

const tierPrice = z.object({ min_quantity: z.number().int(), max_quantity: z.number().int(), unit_price: money });

/** GET /api/dtf/init_config?store= */
export const dtfConfigQuery = z.object({ store: storeCode.default('us') }).strict();
export const dtfConfigResponse = z.object({
  currency: z.string(),
  dpi: z.object({ target: z.number(), warn_below: z.number(), block_below: z.number() }),
  transfer: z.object({
    size_presets: z.array(z.object({ width_in: z.number(), height_in: z.number(), label: z.string() })),
    press: z.object({ min_side_in: z.number(), max_across_in: z.number(), max_along_in: z.number() }),
    pre_cut_per_piece: money,
  }),
  gang_sheet: z.object({
    widths_in: z.array(z.number()),
    lengths_in: z.array(z.number()),
    margin_in: z.object({ min: z.number(), default: z.number(), max: z.number() }),
    /** the 22 in roll's preset prices */
    prices: z.array(z.object({ length_in: z.number(), price: money })),
  }),
  stickers: z.object({
    shapes: z.array(z.string()),
    size_presets_in: z.array(z.number()),
    side_in: z.object({ min: z.number(), max: z.number() }),
    cut_line_offset_in: z.object({ min: z.number(), default: z.number(), max: z.number() }),
  }),
  spangles: z.object({ stone_sizes: z.array(z.object({ name: z.string(), mm: z.number() })), min_gap_mm: z.number() }),
  letters: z.object({ heights_in: z.array(z.number()), max_characters: z.number().int() }),
});
export type DtfConfigResponse = z.infer<typeof dtfConfigResponse>;

/** GET /api/stickers/prices?shape=&width_in=&height_in=&quantity=&store= */
export const stickerPricesQuery = z
  .object({
    store: storeCode.default('us'),
    shape: z.enum(['die-cut', 'circle', 'square', 'rounded']).default('die-cut'),
    width_in: inches(100),
    height_in: inches(100),
    quantity: pieces.default(50),
  })
  .strict();
export const stickerPricesResponse = z.object({
  shape: z.string(),
  width_in: z.number(),
  height_in: z.number(),
  quantity: z.number().int(),
  unit_price: money,
  total: money,
  /** a sticker's price at each quantity tier, for this size and shape */
  tiers: z.array(tierPrice),
});
export type StickerPricesResponse = z.infer<typeof stickerPricesResponse>;

/** GET /api/products/{product}/dtf_pricing?width_in=&height_in=&quantity=&pre_cut=&store= */
export const dtfPricingParams = z.object({ product: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a product slug').max(200) }).strict();
export const dtfPricingQuery = z
  .object({
    store: storeCode.default('us'),
    width_in: inches(100),
    height_in: inches(100),
    quantity: pieces.default(1),
    pre_cut: z.enum(['true', 'false']).default('false'),
  })
  .strict();
export const dtfPricingResponse = z.object({
  product: z.string(),
  width_in: z.number(),
  height_in: z.number(),
  area_sq_in: z.number(),
  quantity: z.number().int(),
  pre_cut: z.boolean(),
  unit_price: money,
  total: money,
  minimum_applied: z.boolean(),
  tiers: z.array(tierPrice),
});
export type DtfPricingResponse = z.infer<typeof dtfPricingResponse>;

/** GET /api/dtf/letters/preview?text=&font=&height_in=&quantity=&store= */
export const lettersPreviewQuery = z
  .object({
    store: storeCode.default('us'),
    text: z.string().max(200),
    font: z.enum(['inter', 'inter-bold', 'bebas-neue', 'pacifico', 'roboto-slab']).default('bebas-neue'),
    height_in: z.coerce.number().finite(),
    quantity: pieces.default(1),
  })
  .strict();
export const lettersPreviewResponse = z.object({
  text: z.string(),
  font: z.string(),
  height_in: z.number(),
  /** the set line's size and outline (SVG path data, inches, y down), from the bundled font */
  width_in: z.number(),
  path: z.string(),
  characters: z.number().int(),
  unit_price: money,
  total: money,
});
export type LettersPreviewResponse = z.infer<typeof lettersPreviewResponse>;
