import { z } from 'zod';

/** The five business lines of §1. */
export const BUSINESS_LINES = ['transfers', 'stickers', 'spangles', 'blanks', 'print'] as const;
export const businessLine = z.enum(BUSINESS_LINES);
export type BusinessLine = z.infer<typeof businessLine>;
export const BUSINESS_LINE_LABELS: Record<BusinessLine, string> = {
  transfers: 'Transfers',
  stickers: 'Stickers',
  spangles: 'Spangles',
  blanks: 'Blanks',
  print: 'Print',
};

/** What a product is; the header's search categories filter on it (custom-shirts → Customizable, blank-apparel → Blanks). */
export const PRODUCT_KINDS = ['blank', 'customizable', 'transfer', 'sticker', 'spangle', 'print'] as const;
export const productKind = z.enum(PRODUCT_KINDS);
export type ProductKind = z.infer<typeof productKind>;

/** `line_filter` values sent by the header search form (§2). */
export const LINE_FILTERS = { Customizable: 'customizable', Blanks: 'blank' } as const satisfies Record<string, ProductKind>;
export const lineFilter = z.enum(['Customizable', 'Blanks']);

/** Fibres the material percentage filter knows; the query key is `{material}_range=min,max` (§5). */
export const MATERIALS = ['cotton', 'polyester', 'rayon', 'spandex', 'nylon', 'linen', 'acrylic', 'wool', 'vinyl', 'paper'] as const;
export const material = z.enum(MATERIALS);
export type Material = z.infer<typeof material>;

/** Mega-menu subsites of §2. */
export const SUBSITES = ['transfers', 'made', 'sports', 'stickers', 'shirts', 'drinkware'] as const;
export const subsite = z.enum(SUBSITES);
export type Subsite = z.infer<typeof subsite>;

export const SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'best_selling'] as const;
export const sort = z.enum(SORTS);
export type Sort = z.infer<typeof sort>;
export const SORT_LABELS: Record<Sort, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  best_selling: 'Best selling',
};


/**
 * The silhouette a product is drawn with (products.garment). The catalog's image renderer switches
 * on these, so the list is the contract between the demo data and the pictures.
 */
export const GARMENTS = [
  'tee',
  'longsleeve',
  'hoodie',
  'sweatshirt',
  'tank',
  'polo',
  'hat',
  'tote',
  'transfer',
  'sticker',
  'spangle',
  'card',
  'banner',
  'tumbler',
  'mug',
] as const;
export type Garment = (typeof GARMENTS)[number];

export function isGarment(value: string): value is Garment {
  return (GARMENTS as readonly string[]).includes(value);
}

export { PER_PAGE_CHOICES, DEFAULT_PER_PAGE, MAX_PAGE, MAX_SEARCH_LENGTH } from './limits';
