import { sql } from 'drizzle-orm';
import type { Database } from '../client/create-database';
import { rowsOf } from '../client/rows';
import type { CardRow } from './product-cards';

/** A product offered beside the cart: exactly what a listing card is built from. */
export type UpsellCandidate = CardRow;

export interface UpsellCandidatesInput {
  catalogNumber: string;
  store: 'us' | 'ca';
  /** products not to offer (those already in the shopper's cart) */
  excludeProductIds: readonly number[];
  limit: number;
}

/**
 * Products that go with the one of `catalogNumber` (catalog's named read for the cart's upsell):
 * same category first, then the same business line; sold in the store (a unit price there) and
 * in stock in an active warehouse; never the product itself or an excluded one. Best sellers
 * first within each group. Empty for an unknown catalog number.
 */
export async function upsellCandidates(db: Database, input: UpsellCandidatesInput): Promise<UpsellCandidate[]> {
  const excluded = input.excludeProductIds.length
    ? sql`and p.id not in (${sql.join(
        input.excludeProductIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  return rowsOf<UpsellCandidate>(
    await db.execute(sql`
      with base as (select id, category_id, business_line from catalog.products where catalog_number = ${input.catalogNumber} limit 1)
      select p.id, p.slug, p.title, p.catalog_number as "catalogNumber", p.kind, p.business_line as "businessLine",
             p.garment, b.slug as "brandSlug", b.name as "brandName", pr.amount as price
      from base
      join catalog.products p on p.id <> base.id and (p.category_id = base.category_id or p.business_line = base.business_line)
      join catalog.prices pr on pr.product_id = p.id and pr.store = ${input.store} and pr.min_qty = 1
      join catalog.brands b on b.id = p.brand_id
      where exists (select 1 from catalog.skus s
                    join catalog.inventory i on i.sku_id = s.id and i.on_hand > 0
                    join catalog.warehouses w on w.id = i.warehouse_id and w.active
                    where s.product_id = p.id)
        ${excluded}
      order by (p.category_id = base.category_id) desc, p.units_sold desc, p.id
      limit ${input.limit}`),
  );
}
