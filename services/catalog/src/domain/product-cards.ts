import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type CardRow, type Database } from '@storefront/db';
import type { StoreCode } from '@storefront/store-config';
import { withLocalSettings } from './with-local-settings';

// Cards are built by packages/db's named read, which the cart's upsell shares (one definition).
export { buildCards, type CardRow, type CardContext } from '@storefront/db';

/**
 * One page of card rows: products, brand and store price in a single query. `where` and
 * `orderBy` may read `l` (catalog.product_listing, the product's row in the store: its indexes
 * serve the sorts) and `p` (catalog.products).
 */
export async function selectCardRows(
  db: Database,
  store: StoreCode,
  where: SQL,
  orderBy: SQL,
  limit: number,
  offset: number,
): Promise<CardRow[]> {
  // jit off: a deep page or a large fuzzy match costs over jit_above_cost (see with-local-settings)
  return rowsOf<CardRow>(await withLocalSettings(db, { jit: 'off' }, (tx) => tx.execute(cardRowsQuery(store, where, orderBy, limit, offset))));
}

function cardRowsQuery(store: StoreCode, where: SQL, orderBy: SQL, limit: number, offset: number): SQL {
  return sql`
      select p.id, p.slug, p.title, p.catalog_number as "catalogNumber", p.kind, p.business_line as "businessLine",
             p.garment, b.slug as "brandSlug", b.name as "brandName", l.amount as price
      from catalog.product_listing l
      join catalog.products p on p.id = l.product_id
      join catalog.brands b on b.id = l.brand_id
      where l.store = ${store} and ${where}
      order by ${orderBy}
      limit ${limit} offset ${offset}`;
}
