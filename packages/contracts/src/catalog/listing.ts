import { z } from 'zod';
import { storeCode } from '../common';
import { productCard } from './product';
import { MATERIAL_RANGE_KEYS } from './listing-request';
import { DEFAULT_PER_PAGE, MATERIALS, MAX_PAGE, MAX_SEARCH_LENGTH, PER_PAGE_CHOICES, type Material } from './taxonomy';
import { businessLine, lineFilter, material, sort } from './taxonomy-schemas';

const optionalText = z.string().trim().max(MAX_SEARCH_LENGTH, `must be at most ${MAX_SEARCH_LENGTH} characters`).optional();
/** A query key that may repeat (?color=a&color=b) or be comma-joined. */
const list = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.string().max(60)).max(30));
const intFromQuery = (min: number, max: number) => z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(min).max(max);

/** `{material}_range=min,max` (§5): both ends 0..100, min ≤ max. */
export const materialRange = z
  .string()
  .regex(/^\d{1,3},\d{1,3}$/, 'must be "min,max" percentages')
  .transform((v) => v.split(',').map(Number) as [number, number])
  .refine(([lo, hi]) => lo >= 0 && hi <= 100 && lo <= hi, 'must be two percentages 0..100 with min ≤ max');

/**
 * The listing query (§2): search/q/category/brand plus facet filters, sort and paging.
 * Strict: unknown keys are rejected so a typo is a 400, not a silently ignored filter —
 * except tracking keys the gateway strips before it gets here.
 */
export const listingQuery = z
  .object({
    store: storeCode.default('us'),
    search: optionalText,
    q: optionalText,
    category: z.string().max(120).optional(),
    brand: z.string().max(120).optional(),
    /** collection pages of §2: /clothing, /designs, /designs/{slug}, /threads, /threads/products */
    collection: z.string().max(120).optional(),
    line: list.pipe(z.array(businessLine)).optional(),
    line_filter: lineFilter.optional(),
    color: list.optional(),
    size: list.optional(),
    /** a digital asset's file formats and tags (attributes.ts), any of the values listed */
    format: list.optional(),
    tag: list.optional(),
    price_min: intFromQuery(0, 10_000_000).optional(),
    price_max: intFromQuery(0, 10_000_000).optional(),
    sort: sort.default('relevance'),
    page: intFromQuery(1, MAX_PAGE).default(1),
    per_page: z.coerce
      .number()
      .int()
      .refine((n) => (PER_PAGE_CHOICES as readonly number[]).includes(n), `must be one of ${PER_PAGE_CHOICES.join(', ')}`)
      .default(DEFAULT_PER_PAGE),
    ...Object.fromEntries(MATERIAL_RANGE_KEYS.map((k) => [k, materialRange.optional()])),
  })
  .strict()
  .refine((q) => q.price_min === undefined || q.price_max === undefined || q.price_min <= q.price_max, {
    message: 'price_min must not exceed price_max',
    path: ['price_min'],
  });
export type ListingQueryInput = z.input<typeof listingQuery>;
export type ListingQuery = z.output<typeof listingQuery> & Partial<Record<`${Material}_range`, [number, number]>>;

/** Pulls the `{material}_range` entries out of a parsed query. */
export function materialRanges(q: ListingQuery): Partial<Record<Material, [number, number]>> {
  const out: Partial<Record<Material, [number, number]>> = {};
  for (const m of MATERIALS) {
    const r = q[`${m}_range`];
    if (r) out[m] = r;
  }
  return out;
}

export const facetValue = z.object({ value: z.string(), label: z.string(), count: z.number().int(), hex: z.string().optional() });
export type FacetValue = z.infer<typeof facetValue>;

export const facets = z.object({
  business_lines: z.array(facetValue),
  categories: z.array(facetValue),
  brands: z.array(facetValue),
  colors: z.array(facetValue),
  sizes: z.array(facetValue),
  /** min/max unit price in minor units over the current result set */
  price: z.object({ min: z.number().int(), max: z.number().int() }),
  /** materials present in the result set, with the percentage span seen */
  materials: z.array(z.object({ name: material, label: z.string(), min: z.number().int(), max: z.number().int(), count: z.number().int() })),
  /** attribute facets (attributes.ts): file formats and tags of the digital assets in the result set */
  formats: z.array(facetValue),
  tags: z.array(facetValue),
});
export type Facets = z.infer<typeof facets>;

export const listingResponse = z.object({
  title: z.string(),
  products: z.array(productCard),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  sort,
  facets,
});
export type ListingResponse = z.infer<typeof listingResponse>;

/** GET /api/products/count: the listing's total alone (same query), for "Show 42 products" while filters are being chosen. */
export const listingCountResponse = z.object({ total: z.number().int() });
export type ListingCountResponse = z.infer<typeof listingCountResponse>;
