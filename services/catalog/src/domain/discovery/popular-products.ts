import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '@storefront/db';
import type { PopularQuery, PopularResponse } from '@storefront/contracts';
import type { StoreCode } from '@storefront/store-config';
import { buildCards, type CardContext, type CardRow } from '../product-cards';
import { PRODUCT_IN_STOCK } from '../sql-fragments';

const DAY_MS = 86_400_000;

/** One product's units in the store's orders over the last 30 and 90 days. */
export interface RecentSale {
  productId: number;
  units30: number;
  units90: number;
}

/**
 * The store's recent sales, best first (units over 30 days, then 90, then product id), at most
 * `limit` products: the cart's orders, read through a named read of packages/db (ARCHITECTURE §3.1),
 * which the catalog does not have yet. Without one, popularity is the catalog's own units sold.
 */
export type RecentSalesReader = (q: { store: StoreCode; since30: Date; since90: Date; limit: number }) => Promise<RecentSale[]>;

export interface PopularContext extends Omit<CardContext, 'store'> {
  recentSales?: RecentSalesReader;
  now: () => Date;
}

/** How many best sellers are checked for stock for a list of `limit` (in stock first among them). */
export const popularCandidates = (limit: number) => Math.max(60, limit * 5);

/**
 * The store's most popular products for the home page (`GET /api/products/popular`), as listing
 * cards priced in the store: in stock first, then the most sold.
 *
 * "Sold" is `units_sold` of the catalog (products, copied onto each listing row), walked in
 * `product_listing_units_sold_idx` (store, units_sold desc, product_id) order: the best
 * popularCandidates(limit) rows are read from the index alone and only they are checked for stock,
 * so no statement sorts or scans the whole store. That figure is the catalog's; orders do not move
 * it. With a `recentSales` reader, products sold in the store's orders over the last 30 days come
 * first (by those units, then by 90 days' units), and the catalog's best sellers fill the rest.
 */
export async function popularProducts(db: Database, q: PopularQuery, ctx: PopularContext): Promise<PopularResponse> {
  const candidates = popularCandidates(q.limit);
  let sold: RecentSale[] = [];
  if (ctx.recentSales) {
    const now = ctx.now().getTime();
    sold = await ctx.recentSales({ store: q.store, since30: new Date(now - 30 * DAY_MS), since90: new Date(now - 90 * DAY_MS), limit: candidates });
  }
  const rows = rowsOf<CardRow>(await db.execute(popularStatement(q.store, q.limit, sold.map((s) => s.productId))));
  return { products: await buildCards(db, rows, { imageBaseUrl: ctx.imageBaseUrl, store: q.store }) };
}

/**
 * The card rows of the popular list (exported for the query-plan test's EXPLAIN). `soldIds`: the
 * products of recent orders, best first; they rank before the catalog's best sellers, and a product
 * the store does not sell (no listing row) drops out by the join.
 */
export function popularStatement(store: StoreCode, limit: number, soldIds: readonly number[]): SQL {
  const candidates = popularCandidates(limit);
  const recent = soldIds.length
    ? sql`select l.product_id, l.amount, l.units_sold, s.rank
          from (values ${sql.join(
            soldIds.map((id, rank) => sql`(${id}::int, ${rank}::int)`),
            sql`, `,
          )}) s(product_id, rank)
          join catalog.product_listing l on l.store = ${store} and l.product_id = s.product_id
          union all `
    : sql``;
  return sql`
    with top as (
      ${recent}(select l.product_id, l.amount, l.units_sold, null::int as rank
       from catalog.product_listing l
       where l.store = ${store}
       -- nulls last as the index has it (units_sold is never null, but a plain desc is nulls first: a sort of the store)
       order by l.units_sold desc nulls last, l.product_id
       limit ${candidates})
    ), ranked as (
      select product_id, min(amount) as amount, min(units_sold) as units_sold, min(rank) as rank from top group by product_id
    )
    select p.id, p.slug, p.title, p.catalog_number as "catalogNumber", p.kind, p.business_line as "businessLine",
           p.garment, b.slug as "brandSlug", b.name as "brandName", r.amount as price
    from ranked r
    join catalog.products p on p.id = r.product_id
    join catalog.brands b on b.id = p.brand_id
    order by ${PRODUCT_IN_STOCK} desc, r.rank nulls last, r.units_sold desc, r.product_id
    limit ${limit}`;
}
