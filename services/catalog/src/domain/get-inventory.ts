import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@storefront/db';
import { found, missing, type Found } from './found';
import { OPEN_STOCK } from './sql-fragments';

export interface SkuStock {
  sku: string;
  size: string;
  composition_id: number;
  stock: number;
}

/** Stock per SKU summed over open warehouses, for `/api/products/{slug}/inv` (§7). */
export async function getInventory(db: Database, slug: string): Promise<Found<SkuStock[]>> {
  const [product] = rowsOf<{ id: number }>(await db.execute(sql`select id from catalog.products where slug = ${slug}`));
  if (!product) return missing(`No product "${slug}"`);
  const rows = rowsOf<SkuStock>(
    await db.execute(sql`
      select s.sku, s.size, s.composition_id, greatest(coalesce(sum(i.on_hand), 0), 0)::int as stock
      from catalog.skus s
      join catalog.compositions c on c.id = s.composition_id
      left join ${OPEN_STOCK} on i.sku_id = s.id
      where s.product_id = ${product.id}
      group by s.id, c.position, c.id
      order by c.position, c.id, s.size_order, s.size`),
  );
  return found(rows);
}
