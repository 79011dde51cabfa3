import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '@storefront/db';
import { DISCOVERY_MAX_CARDS, type SimilarResponse } from '@storefront/contracts';
import type { StoreCode } from '@storefront/store-config';
import { found, type Found } from '../found';
import { buildCards, type CardContext, type CardRow } from '../product-cards';
import { PRODUCT_IN_STOCK } from '../sql-fragments';
import { productInStore, type ProductInStore } from './product-in-store';

/**
 * How many of the category's best-ranked products are checked for stock. Stock is the one key that
 * is not on the listing row (it is per SKU and warehouse), so ranking reads only the category's
 * index entries and stock is read for these alone. The cost: an out-of-stock card can show before
 * an in-stock product ranked below them only when fewer than 12 of these have stock.
 */
export const SIMILAR_CANDIDATES = 60;

/**
 * Whether a listing row `l` is priced close to `amount`: within a ratio of 4:3 either way (a $30
 * product: $22.50 to $40). In bigint, so no stored price overflows an integer when multiplied.
 */
const closePrice = (amount: number) => sql`(l.amount::bigint * 4 >= ${amount}::bigint * 3 and l.amount::bigint * 3 <= ${amount}::bigint * 4)`;

/**
 * Up to DISCOVERY_MAX_CARDS other products of the product's category that the store sells
 * (`GET /api/products/{id}/similar`, spec §7 "similar products"), as listing cards priced in the
 * store. Ranked: in stock first; then by closeness, one point each for the same brand and a close
 * price (closePrice), so a product with both comes before one with either; then the nearest price,
 * best sellers and the id, so the order is total and stable.
 *
 * Indexes: the category's entries of `product_listing_category_price_idx` (store, category_id,
 * amount, product_id, covering brand and units sold) are ranked without reading the table, then
 * the best SIMILAR_CANDIDATES are joined to products and checked for stock by the SKU and
 * inventory keys. Queries: the product (primary keys), the ranked rows, the cards' colours.
 */
export async function similarProducts(db: Database, productId: number, store: StoreCode, ctx: Omit<CardContext, 'store'>): Promise<Found<SimilarResponse>> {
  const base = await productInStore(db, productId, store);
  if (!base.ok) return base;
  const rows = rowsOf<CardRow>(await db.execute(similarStatement(productId, store, base.value)));
  return found({ products: await buildCards(db, rows, { ...ctx, store }) });
}

/** The card rows of the similar products, best first (exported for the query-plan test's EXPLAIN). */
export function similarStatement(productId: number, store: StoreCode, base: Pick<ProductInStore, 'categoryId' | 'brandId' | 'amount'>): SQL {
  const { categoryId, brandId, amount } = base;
  return sql`
    with candidates as (
      select l.product_id, l.amount, l.units_sold,
             (l.brand_id = ${brandId})::int + ${closePrice(amount)}::int as closeness,
             abs(l.amount::bigint - ${amount}::bigint) as distance
      from catalog.product_listing l
      where l.store = ${store} and l.category_id = ${categoryId} and l.product_id <> ${productId}
      order by closeness desc, distance, l.units_sold desc, l.product_id
      limit ${SIMILAR_CANDIDATES}
    )
    select p.id, p.slug, p.title, p.catalog_number as "catalogNumber", p.kind, p.business_line as "businessLine",
           p.garment, b.slug as "brandSlug", b.name as "brandName", c.amount as price
    from candidates c
    join catalog.products p on p.id = c.product_id
    join catalog.brands b on b.id = p.brand_id
    order by ${PRODUCT_IN_STOCK} desc, c.closeness desc, c.distance, c.units_sold desc, c.product_id
    limit ${DISCOVERY_MAX_CARDS}`;
}
