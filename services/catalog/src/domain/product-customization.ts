import { sql } from 'drizzle-orm';
import { madeProductOfCatalogProduct, rowsOf, type Database } from '@storefront/db';
import type { ProductCustomization } from '@storefront/contracts';
import type { StoreCode } from '@storefront/store-config';
import { found, missing, type Found } from './found';

/** What no design lab can open: a product that is not a made product. */
export const NOT_CUSTOMIZABLE: ProductCustomization = { design_lab: false, made: false, printMode: null, made_slug: null };

/**
 * `GET /api/products/{productId}/cp` (§7): whether the design lab can open a catalog product.
 * The made product comes from the design lab's named read (`design-lab/made-product-of-catalog-product`);
 * whether the store sells the blank, and in which colours, is the catalog's own. The design lab
 * opens a made product only when its garment type has print areas and the store sells it in a
 * colour (its start list and product page say the same), so `design_lab` asks all three.
 * `printMode` is the made product's garment type (see the contract for why not a print method).
 */
export async function productCustomization(db: Database, productId: number, store: StoreCode): Promise<Found<ProductCustomization>> {
  const [product] = rowsOf<{ sold: boolean; colored: boolean }>(
    await db.execute(sql`
      select exists (select 1 from catalog.prices pr where pr.product_id = p.id and pr.store = ${store} and pr.min_qty = 1) as sold,
             exists (select 1 from catalog.compositions c where c.product_id = p.id) as colored
      from catalog.products p
      where p.id = ${productId}`),
  );
  if (!product) return missing(`No product with id ${productId}`);
  const made = await madeProductOfCatalogProduct(db, productId);
  if (!made) return found(NOT_CUSTOMIZABLE);
  return found({
    design_lab: made.sides.length > 0 && Boolean(product.sold) && Boolean(product.colored),
    made: true,
    printMode: made.garmentType,
    made_slug: made.slug,
  });
}
