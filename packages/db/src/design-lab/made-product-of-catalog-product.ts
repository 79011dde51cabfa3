import { asc, eq } from 'drizzle-orm';
import type { Database } from '../client/create-database';
import { madeProducts, printAreas } from '../schema/design-lab';

/** A made product as the catalog's product page needs it: how to open it in the design lab. */
export interface MadeProductOfCatalogProduct {
  /** the design lab's `?product=` */
  slug: string;
  /** tee, youth_tee, hoodie, hat, tote, mug …: which print areas it has */
  garmentType: string;
  /** the start list's category (tees, hats, drinkware …) */
  category: string;
  /** the sides it can be printed on, in the editor's order; empty when its garment type has no print areas */
  sides: string[];
}

/**
 * Design lab's named read for the catalog (ARCHITECTURE §3.1): the made product printed on one
 * catalog product (`made_products.catalog_product_id` is unique), with its printable sides, or
 * null when that product is not a made product. Two indexed reads.
 */
export async function madeProductOfCatalogProduct(db: Database, catalogProductId: number): Promise<MadeProductOfCatalogProduct | null> {
  const [made] = await db
    .select({ slug: madeProducts.slug, garmentType: madeProducts.garmentType, category: madeProducts.category })
    .from(madeProducts)
    .where(eq(madeProducts.catalogProductId, catalogProductId))
    .limit(1);
  if (!made) return null;
  const sides = await db
    .select({ side: printAreas.side })
    .from(printAreas)
    .where(eq(printAreas.garmentType, made.garmentType))
    .orderBy(asc(printAreas.position));
  return { ...made, sides: sides.map((s) => s.side) };
}
