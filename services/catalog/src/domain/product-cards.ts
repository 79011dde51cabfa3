import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type CardRow, type Database } from '@storefront/db';
import type { StoreCode } from '@storefront/store-config';
import { productsWithPrice } from './sql-fragments';
import { withLocalSettings } from './with-local-settings';

// Cards are built by packages/db's named read, which the cart's upsell shares (one definition).
export { buildCards, type CardRow, type CardContext } from '@storefront/db';

/** One page of card rows: products, brand and store price in a single query. */
export async function selectCardRows(
  db: Database,
  store: StoreCode,
  where: SQL,
  orderBy: SQL,
  limit: number,
  offset: number,
): Promise<CardRow[]> {
  // jit off: a deep page or a large fuzzy match costs over jit_above_cost (see with-local-settings)
  const query = sql`
      select p.id, p.slug, p.title, p.catalog_number as "catalogNumber", p.kind, p.business_line as "businessLine",
             p.garment, b.slug as "brandSlug", b.name as "brandName", pr.amount as price
      from ${productsWithPrice(store)} join catalog.brands b on b.id = p.brand_id
      where ${where}
      order by ${orderBy}
      limit ${limit} offset ${offset}`;
  return rowsOf<CardRow>(await withLocalSettings(db, { jit: 'off' }, (tx) => tx.execute(query)));
}
