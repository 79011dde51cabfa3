import { sql } from 'drizzle-orm';
import type { Database } from '../client/create-database';
import { rowsOf } from '../client/rows';

/** The catalog category whose transfers are printed from the shopper's own artwork (the product page links them to the upload). */
export const OWN_ARTWORK_TRANSFER_CATEGORY = 'custom-dtf-transfers';
/** The catalog category of gang sheets: a sheet built from the shopper's transfers is filed under its first product. */
export const GANG_SHEET_CATEGORY = 'gang-sheets';
/** The catalog category stickers cut from the shopper's artwork are filed under. */
export const STICKER_CATEGORY = 'die-cut-stickers';
/** The catalog category spangle transfers set from the shopper's artwork are filed under. */
export const SPANGLE_CATEGORY = 'spangle-transfers';

/** The SKU a line of the shopper's own transfers is filed under: the product's title and catalog number, its finish. */
export interface CustomTransferSku {
  sku: string;
  productId: number;
  compositionId: number;
  catalogNumber: string;
}

/**
 * Catalog's named read for the cart's dtf_add (ARCHITECTURE §3.1): the custom transfer product a
 * line of the shopper's artwork is sold as, priced in the store — the one the artwork was uploaded
 * for (its catalog number) when that is such a product, else the category's first. Its first
 * finish and smallest size stand for the line: the price is the printed area's, not the SKU's.
 * With `category` GANG_SHEET_CATEGORY or STICKER_CATEGORY, the same for a gang sheet (priced by its
 * length) or stickers (priced by their outline's box). Null when
 * the store sells none.
 */
export async function customTransferSku(
  db: Database,
  store: 'us' | 'ca',
  catalogNumber: string | null,
  category: typeof OWN_ARTWORK_TRANSFER_CATEGORY | typeof GANG_SHEET_CATEGORY | typeof STICKER_CATEGORY | typeof SPANGLE_CATEGORY = OWN_ARTWORK_TRANSFER_CATEGORY,
): Promise<CustomTransferSku | null> {
  const [row] = rowsOf<CustomTransferSku>(
    await db.execute(sql`
      select s.sku, p.id as "productId", s.composition_id as "compositionId", p.catalog_number as "catalogNumber"
      from catalog.products p
      join catalog.categories c on c.id = p.category_id and c.slug = ${category}
      join lateral (
        select s.sku, s.composition_id from catalog.skus s
        where s.product_id = p.id order by s.composition_id, s.size_order, s.id limit 1
      ) s on true
      where exists (select 1 from catalog.prices r where r.product_id = p.id and r.store = ${store})
      order by (p.catalog_number = ${catalogNumber ?? ''}) desc, p.id
      limit 1`),
  );
  return row ?? null;
}
