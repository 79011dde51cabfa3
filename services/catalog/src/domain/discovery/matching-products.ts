import { sql, type SQL } from 'drizzle-orm';
import { assembleCards, colorInStock, rowsOf, type CardColor, type Database } from '@storefront/db';
import { DISCOVERY_MAX_CARDS, type MatchingResponse, type ProductCard } from '@storefront/contracts';
import type { StoreCode } from '@storefront/store-config';
import { found, type Found } from '../found';
import type { CardContext } from '../product-cards';
import { productInStore } from './product-in-store';

/**
 * The most colours `same_garment` lists: one more than a list shows, because the page leaves out
 * the colour on show (the answer is per product, not per colour, so it stays one cache entry).
 */
export const SAME_GARMENT_MAX = DISCOVERY_MAX_CARDS + 1;

/**
 * `GET /api/products/{id}/matching` (spec §7 "matching products"), from what the catalog models:
 *
 * - `same_garment`, the same garment in other colours: a product is one garment and its colours
 *   are its compositions (one per colour; prices are per product, so every colour costs the same),
 *   so the list is the product's own colours in gallery order, each as a card of the product in
 *   that colour (picture, the one colour, that colour's stock and delivery badge) whose link opens
 *   the product page on it (`?color={composition id}`, as the page writes it). A product with one
 *   colour has no other: empty. Index: `compositions_product_idx`, then the SKU and inventory keys.
 * - `same_design`, the same design on other garments: empty. Nothing in the catalog says two
 *   products carry one design: a ready-made design is words in titles ("Retro Mama (Pink) DTF
 *   Transfer", "… Die-Cut Sticker"), and the one piece of art with an identity, a digital asset's
 *   seed, belongs to that one product. Matching titles would be guessing, and the listing's
 *   `attributes` are no place for one key per design (the in-memory listing index keeps a bitset per
 *   attribute value); a design key on products, indexed by store, is what this list needs.
 */
export async function matchingProducts(db: Database, productId: number, store: StoreCode, ctx: Omit<CardContext, 'store'>): Promise<Found<MatchingResponse>> {
  const base = await productInStore(db, productId, store);
  if (!base.ok) return base;
  const colors = rowsOf<CardColor>(await db.execute(sameGarmentStatement(productId)));
  const card = base.value.card;
  const sameGarment: ProductCard[] =
    colors.length < 2
      ? []
      : colors.flatMap((color) =>
          assembleCards([card], () => [color], { ...ctx, store }).map((c) => ({ ...c, url: `${c.url}?color=${color.id}` })),
        );
  return found({ same_garment: sameGarment, same_design: [] });
}

/** The product's colours in gallery order, each with whether it has stock (exported for the query-plan test's EXPLAIN). */
export function sameGarmentStatement(productId: number): SQL {
  return sql`
    select c.id, c.product_id as "productId", c.color_name as "colorName", c.color_hex as "colorHex", ${colorInStock} as "inStock"
    from catalog.compositions c
    where c.product_id = ${productId}
    order by c.position, c.id
    limit ${SAME_GARMENT_MAX}`;
}
