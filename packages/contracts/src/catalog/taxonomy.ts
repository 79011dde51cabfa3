// The catalog's fixed lists and their labels, with no schema library behind them: browser code
// (the header, the listing, the product page) imports these without pulling zod into its bundle.
// Their zod enums are in taxonomy-schemas.ts.

/** The five business lines of §1, and digital assets (designs bought as files, issue 13). */
export const BUSINESS_LINES = ['transfers', 'stickers', 'spangles', 'blanks', 'print', 'digital'] as const;
export type BusinessLine = (typeof BUSINESS_LINES)[number];
export const BUSINESS_LINE_LABELS: Record<BusinessLine, string> = {
  transfers: 'Transfers',
  stickers: 'Stickers',
  spangles: 'Spangles',
  blanks: 'Blanks',
  print: 'Print',
  digital: 'Digital Assets',
};

/** What a product is; the header's search categories filter on it (custom-shirts → Customizable, blank-apparel → Blanks). */
export const PRODUCT_KINDS = ['blank', 'customizable', 'transfer', 'sticker', 'spangle', 'print', 'digital_asset'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** `line_filter` values sent by the header search form (§2). */
export const LINE_FILTERS = { Customizable: 'customizable', Blanks: 'blank' } as const satisfies Record<string, ProductKind>;

/** Fibres the material percentage filter knows; the query key is `{material}_range=min,max` (§5). */
export const MATERIALS = ['cotton', 'polyester', 'rayon', 'spandex', 'nylon', 'linen', 'acrylic', 'wool', 'vinyl', 'paper'] as const;
export type Material = (typeof MATERIALS)[number];

/** Mega-menu subsites of §2. */
export const SUBSITES = ['transfers', 'made', 'sports', 'stickers', 'shirts', 'drinkware', 'digital'] as const;
export type Subsite = (typeof SUBSITES)[number];

export const SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'best_selling'] as const;
export type Sort = (typeof SORTS)[number];
export const SORT_LABELS: Record<Sort, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  best_selling: 'Best selling',
};

/** A sort order the listing knows (a `<select>` value, a query key): the same answer as the `sort` schema. */
export function isSort(value: unknown): value is Sort {
  return typeof value === 'string' && (SORTS as readonly string[]).includes(value);
}

/** A fibre the material filter knows: the same answer as the `material` schema. */
export function isMaterial(value: unknown): value is Material {
  return typeof value === 'string' && (MATERIALS as readonly string[]).includes(value);
}

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
  // a digital asset: its pictures are the design itself (assetArt), not a product drawing
  'design',
] as const;
export type Garment = (typeof GARMENTS)[number];

export function isGarment(value: string): value is Garment {
  return (GARMENTS as readonly string[]).includes(value);
}

export { PER_PAGE_CHOICES, DEFAULT_PER_PAGE, MAX_PAGE, MAX_SEARCH_LENGTH } from './limits';
