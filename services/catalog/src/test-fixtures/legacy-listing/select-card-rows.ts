import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type CardRow, type Database } from '@storefront/db';
import type { StoreCode } from '@storefront/store-config';
import { productsWithPrice } from '../../domain/sql-fragments';
import { withLocalSettings } from '../../domain/with-local-settings';

/** The page query before product_listing: products joined to their store price. */
export async function selectCardRows(db: Database, store: StoreCode, where: SQL, orderBy: SQL, limit: number, offset: number): Promise<CardRow[]> {
  const query = sql`
      select p.id, p.slug, p.title, p.catalog_number as "catalogNumber", p.kind, p.business_line as "businessLine",
             p.garment, b.slug as "brandSlug", b.name as "brandName", pr.amount as price
      from ${productsWithPrice(store)} join catalog.brands b on b.id = p.brand_id
      where ${where}
      order by ${orderBy}
      limit ${limit} offset ${offset}`;
  return rowsOf<CardRow>(await withLocalSettings(db, { jit: 'off' }, (tx) => tx.execute(query)));
}
