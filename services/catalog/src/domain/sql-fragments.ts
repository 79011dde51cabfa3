import { sql, type SQL } from 'drizzle-orm';
import { MADE_TO_ORDER_GARMENTS } from '@storefront/contracts';
import type { StoreCode } from '@storefront/store-config';

/** `($1, $2, …)` for an IN list; callers guarantee the list is not empty. */
export function sqlList(values: ReadonlyArray<string | number>): SQL {
  return sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}

/**
 * Products with their unit price in the store (min_qty 1). An inner join on purpose: a product
 * with no price in a store is not sold there.
 */
export function productsWithPrice(store: StoreCode): SQL {
  return sql`catalog.products p join catalog.prices pr on pr.product_id = p.id and pr.store = ${store} and pr.min_qty = 1`;
}

/** On-hand counts only from warehouses that are open. */
export const OPEN_STOCK = sql`catalog.inventory i join catalog.warehouses w on w.id = i.warehouse_id and w.active`;

/** True when the product is made to order (contracts' isMadeToOrder: stock never limits it) or any SKU has stock in an open warehouse. */
export const PRODUCT_IN_STOCK = sql`(p.garment in ${sqlList(MADE_TO_ORDER_GARMENTS)} or exists (select 1 from catalog.skus s join ${OPEN_STOCK} on i.sku_id = s.id where s.product_id = p.id and i.on_hand > 0))`;
