import { z } from 'zod';
import { money, slug, storeCode } from '../common';
import { image } from '../catalog/image';

/** The sides a made product can be printed on (the design document's side ids). */
export const PRINT_SIDES = ['front', 'back', 'left_sleeve', 'right_sleeve', 'main'] as const;
export const printSide = z.enum(PRINT_SIDES);
export type PrintSide = z.infer<typeof printSide>;

/** A garment colour: the catalog composition. */
export const madeColor = z.object({ composition_id: z.number().int(), name: z.string(), hex: z.string() });
export type MadeColor = z.infer<typeof madeColor>;

/** GET /api/made/products?store=&category= — one category (its slug) or all of them */
export const madeProductsQuery = z.object({ store: storeCode.default('us'), category: slug.optional() }).strict();

export const madeProductSummary = z.object({
  slug,
  title: z.string(),
  garment_type: z.string(),
  /** the first colour's front view */
  image,
  colors: z.array(madeColor),
  /** the blank's unit price in the store (the print is priced on top) */
  from_price: money,
  sides: z.array(printSide),
});
export type MadeProductSummary = z.infer<typeof madeProductSummary>;

export const madeCategory = z.object({ slug: z.string(), name: z.string(), products: z.array(madeProductSummary) });
export type MadeCategory = z.infer<typeof madeCategory>;

export const madeProductsResponse = z.object({ categories: z.array(madeCategory) });
export type MadeProductsResponse = z.infer<typeof madeProductsResponse>;

export const madeProductParams = z.object({ slug }).strict();

/** GET /api/made/products/{slug}?color=&store= — `color` is a composition id; the first colour when absent */
export const madeProductQuery = z
  .object({
    color: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    store: storeCode.default('us'),
  })
  .strict();

/** A print area of one side, in inches, with its guides and its place on the product image. */
export const printArea = z.object({
  side: printSide,
  label: z.string(),
  width_in: z.number(),
  height_in: z.number(),
  /** the safe zone lies this far inside the area's edges */
  safe_inset_in: z.number(),
  /** the bleed reaches this far outside the area (0 for garments) */
  bleed_in: z.number(),
  /** which product image it sits on: 0 front, 1 back */
  view: z.union([z.literal(0), z.literal(1)]),
  /** fractions (0–1) of the square product image */
  placement: z.object({ left: z.number(), top: z.number(), width: z.number(), height: z.number() }),
});
export type PrintArea = z.infer<typeof printArea>;

export const madeSize = z.object({ size: z.string(), sku: z.string(), stock: z.number().int(), price: money });
export type MadeSize = z.infer<typeof madeSize>;

export const madeProductResponse = z.object({
  slug,
  title: z.string(),
  catalog_number: z.string(),
  category: z.string(),
  garment_type: z.string(),
  colors: z.array(madeColor),
  /** the chosen colour (the query's, else the first) */
  color: madeColor,
  /** the chosen colour's front and back views */
  images: z.array(image),
  /** the chosen colour's sizes, each with the blank's unit price and units on hand */
  sizes: z.array(madeSize),
  /** the blank's quantity tiers in the store: the unit price from min_qty pieces */
  tiers: z.array(z.object({ min_qty: z.number().int(), price: money })),
  print_areas: z.array(printArea),
});
export type MadeProductResponse = z.infer<typeof madeProductResponse>;

/** GET /api/made/products/{slug}/printable_areas */
export const printableAreasResponse = z.object({ product: slug, garment_type: z.string(), print_areas: z.array(printArea) });
export type PrintableAreasResponse = z.infer<typeof printableAreasResponse>;

/** GET /api/made/products/{slug}/presets?side= */
export const madePresetsQuery = z.object({ side: printSide }).strict();

/** A ready-made layout for one side, its layers already placed in the area's inches (design-document layers). */
export const madePreset = z.object({ id: z.string(), name: z.string(), layers: z.array(z.record(z.string(), z.unknown())) });
export type MadePreset = z.infer<typeof madePreset>;

export const madePresetsResponse = z.object({ product: slug, side: printSide, presets: z.array(madePreset) });
export type MadePresetsResponse = z.infer<typeof madePresetsResponse>;
