import { z } from 'zod';
import { storeCode } from '../common';
import { productCard } from './product';

// Discovery (issue 15, spec §7 "Product"): lists of listing cards (`productCard`, the listing's own
// shape, so a card renders the same wherever it shows) picked from the catalog by an index.

/** The largest id a PostgreSQL `integer` (serial) column holds. */
const MAX_ID = 2_147_483_647;

/** The most cards a product page's discovery list holds (similar; each matching list). */
export const DISCOVERY_MAX_CARDS = 12;
/** `GET /api/products/popular`: cards when `limit` is not given, and the most it may ask for. */
export const POPULAR_DEFAULT_LIMIT = 12;
export const POPULAR_MAX_LIMIT = 24;

/**
 * `{productId}` of `GET /api/products/{productId}/similar` and `/matching`: the catalog product's
 * numeric id (`ProductDetail.id`), digits only, so `1e3`, ` 7` or `0x10` are a 400 rather than read as
 * some other product.
 */
export const discoveryParams = z.object({
  productId: z
    .string()
    .regex(/^[0-9]{1,10}$/, 'must be a product id (a whole number)')
    .pipe(z.coerce.number<string>().int().min(1).max(MAX_ID)),
});
export type DiscoveryParams = z.output<typeof discoveryParams>;

/**
 * `?store=us|ca`, required: the cards' prices are the store's own, and a product not sold in the
 * store has no discovery lists there. Other keys (tracking) are ignored, as on the other product reads.
 */
export const discoveryQuery = z.object({ store: storeCode });
export type DiscoveryQuery = z.output<typeof discoveryQuery>;

/** `GET /api/products/popular?store=&limit=`: `limit` 1…POPULAR_MAX_LIMIT, default POPULAR_DEFAULT_LIMIT. */
export const popularQuery = z.object({
  store: storeCode,
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1)
    .max(POPULAR_MAX_LIMIT)
    .default(POPULAR_DEFAULT_LIMIT),
});
export type PopularQuery = z.output<typeof popularQuery>;
export type PopularQueryInput = z.input<typeof popularQuery>;

/**
 * `GET /api/products/{productId}/similar`: up to DISCOVERY_MAX_CARDS other products of the product's
 * category sold in the store, never the product itself. In stock first; then one point each for
 * the same brand and a close price (within 4:3 either way: for $30, $22.50 to $40), most points
 * first; then the nearest price, best sellers, id.
 */
export const similarResponse = z.object({ products: z.array(productCard) });
export type SimilarResponse = z.infer<typeof similarResponse>;

/**
 * `GET /api/products/{productId}/matching`, two lists of up to DISCOVERY_MAX_CARDS cards each.
 *
 * - `same_garment`: the same garment in its other colours. A colour is a composition of the product
 *   (the catalog has no sibling products per colour), so each card is this product in one colour:
 *   its picture in that colour, `colors` that one colour, `in_stock` that colour's stock,
 *   `composition_id` that colour, and a `url` that opens the product page on it (`?color={id}`).
 *   Gallery order, every colour included (the page leaves out the one on show); empty when the
 *   product has a single colour.
 * - `same_design`: the same design on other garments. The catalog has no design identity on
 *   products yet (a ready-made design is words in a title), so this list is empty today; the
 *   field is here so pages need no change when the catalog gains one.
 */
export const matchingResponse = z.object({
  same_garment: z.array(productCard),
  same_design: z.array(productCard),
});
export type MatchingResponse = z.infer<typeof matchingResponse>;

/**
 * `GET /api/products/popular`: the store's most popular products for the home page, in stock first,
 * best sellers first (see the catalog's `popular-products.ts` for what "sold" counts).
 */
export const popularResponse = z.object({ products: z.array(productCard) });
export type PopularResponse = z.infer<typeof popularResponse>;
