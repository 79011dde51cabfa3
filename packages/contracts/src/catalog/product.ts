import { z } from 'zod';
import { money, storeCode } from '../common';
import { image } from './image';
import { sizeChart } from './product-size-chart';
import { businessLine, material, productKind } from './taxonomy-schemas';

export const brandRef = z.object({ slug: z.string(), name: z.string() });
export const categoryRef = z.object({ slug: z.string(), name: z.string() });

/** What a listing card needs. */
export const productCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  url: z.string(),
  title: z.string(),
  catalog_number: z.string(),
  kind: productKind,
  business_line: businessLine,
  brand: brandRef,
  /** lowest unit price (the largest quantity tier is not used for "from") */
  price: money,
  image,
  /** a second picture the card shows while hovered or focused (a digital asset's art on a tee, §2 "asset card") */
  hover_image: image.optional(),
  colors: z.array(z.object({ name: z.string(), hex: z.string() })),
  in_stock: z.boolean(),
  /** the first colour's composition id: the card's delivery badge shows its estimate (absent: no badge) */
  composition_id: z.number().int().optional(),
});
export type ProductCard = z.infer<typeof productCard>;

export const priceTier = z.object({ min_qty: z.number().int().min(1), amount: z.number().int() });
export type PriceTier = z.infer<typeof priceTier>;

/**
 * One size of a colour; `stock` is the units on hand over open warehouses. For a made-to-order
 * product (`made_to_order`) it is no limit: every size is orderable, none "sold out" or "n left".
 */
export const sizeStock = z.object({ sku: z.string(), size: z.string(), stock: z.number().int().min(0) });
export type SizeStock = z.infer<typeof sizeStock>;

export const composition = z.object({
  id: z.number().int(),
  color_name: z.string(),
  color_hex: z.string(),
  images: z.array(image),
  sizes: z.array(sizeStock),
});
export type Composition = z.infer<typeof composition>;

export const softness = z.object({
  score: z.number(),
  source: z.string(),
  composition_name: z.string(),
  catalog_number: z.string(),
  label: z.string(),
});
export type Softness = z.infer<typeof softness>;

export const productDetail = z.object({
  id: z.number().int(),
  slug: z.string(),
  url: z.string(),
  canonical_url: z.string(),
  title: z.string(),
  description: z.string(),
  catalog_number: z.string(),
  kind: productKind,
  business_line: businessLine,
  brand: brandRef,
  category: categoryRef,
  store: storeCode,
  /** price for one unit plus quantity tiers (blanks have several) */
  price: money,
  price_tiers: z.array(priceTier),
  compositions: z.array(composition),
  materials: z.array(z.object({ name: material, percent: z.number().int().min(0).max(100) })),
  softness: softness.nullable(),
  /** made-to-order products are always `in_stock`: the units on hand do not limit them */
  availability: z.enum(['in_stock', 'low_stock', 'out_of_stock']),
  /**
   * printed or cut when ordered (transfers, stickers, spangles, cards, banners; `isMadeToOrder`):
   * the sizes' stock does not limit ordering, so no size is sold out or shows a count
   */
  made_to_order: z.boolean(),
  /** garment measurements per size; null for products without a size run (stickers, transfers, one size) */
  size_chart: sizeChart.nullable(),
  /**
   * the design lab's made product printed on this one, when the design lab can open it (the page
   * links "Customize" to it from the first paint); null or absent otherwise. `/cp` answers the same.
   */
  made_slug: z.string().nullable().optional(),
});
export type ProductDetail = z.infer<typeof productDetail>;

export const productResponse = z.object({ product: productDetail });
export type ProductResponse = z.infer<typeof productResponse>;
