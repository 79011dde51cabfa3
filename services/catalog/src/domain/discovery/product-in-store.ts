import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type CardRow, type Database } from '@storefront/db';
import type { StoreCode } from '@storefront/store-config';
import { found, missing, type Found } from '../found';

/** The product a discovery list is about, as the store sells it: its listing row's keys and its card row. */
export interface ProductInStore {
  categoryId: number;
  brandId: number;
  /** the unit price in the store (min_qty 1) */
  amount: number;
  card: CardRow;
}

/**
 * The product of `productId` in `store`: 404 for an unknown id, and for a product the store does
 * not sell (no unit price there, so no page in that store either). One statement by primary keys
 * (products, and product_listing's (store, product_id)).
 */
export async function productInStore(db: Database, productId: number, store: StoreCode): Promise<Found<ProductInStore>> {
  const [row] = rowsOf<Omit<CardRow, 'price'> & { amount: number | null; categoryId: number | null; brandId: number | null }>(
    await db.execute(productInStoreStatement(productId, store)),
  );
  if (!row) return missing(`No product with id ${productId}`);
  const { amount, categoryId, brandId, ...product } = row;
  // no listing row in the store: no unit price there, so the store does not sell it
  if (amount === null || categoryId === null || brandId === null) return missing(`No product with id ${productId} in the ${store} store`);
  return found({ categoryId, brandId, amount, card: { ...product, price: amount } });
}

/** The product's card row and its listing row in the store, if any (exported for the query-plan test's EXPLAIN). */
export function productInStoreStatement(productId: number, store: StoreCode): SQL {
  return sql`
    select p.id, p.slug, p.title, p.catalog_number as "catalogNumber", p.kind, p.business_line as "businessLine",
           p.garment, b.slug as "brandSlug", b.name as "brandName", l.amount,
           l.category_id as "categoryId", l.brand_id as "brandId"
    from catalog.products p
    join catalog.brands b on b.id = p.brand_id
    left join catalog.product_listing l on l.store = ${store} and l.product_id = p.id
    where p.id = ${productId}`;
}
