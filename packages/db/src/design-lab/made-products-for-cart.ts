import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client/create-database';
import { compositions } from '../schema/catalog';
import { madeProducts, printAreas } from '../schema/design-lab';

/** One print area of a made product, as the cart prices and renders it (inches; placement as fractions of the product image). */
export interface MadePrintArea {
  side: string;
  label: string;
  widthIn: number;
  heightIn: number;
  /** 0 front, 1 back image */
  view: number;
  placement: { left: number; top: number; width: number; height: number };
}

/** A made product as the cart needs it: the catalog blank it prints on and its print areas in side order. */
export interface MadeProductForCart {
  slug: string;
  catalogProductId: number;
  garmentType: string;
  areas: MadePrintArea[];
}

/**
 * Design lab's named read for the cart (ARCHITECTURE §3.1): made products by slug with their
 * print areas, in two queries whatever their number (the cart view prices every design it holds).
 * Unknown slugs are absent from the answer.
 */
export async function madeProductsForCart(db: Database, slugs: readonly string[]): Promise<Map<string, MadeProductForCart>> {
  const out = new Map<string, MadeProductForCart>();
  const wanted = [...new Set(slugs)];
  if (wanted.length === 0) return out;
  const made = await db
    .select({ slug: madeProducts.slug, catalogProductId: madeProducts.catalogProductId, garmentType: madeProducts.garmentType })
    .from(madeProducts)
    .where(inArray(madeProducts.slug, wanted));
  if (made.length === 0) return out;
  const areas = await db
    .select()
    .from(printAreas)
    .where(inArray(printAreas.garmentType, [...new Set(made.map((m) => m.garmentType))]))
    .orderBy(asc(printAreas.garmentType), asc(printAreas.position));
  for (const m of made) {
    out.set(m.slug, {
      ...m,
      areas: areas
        .filter((a) => a.garmentType === m.garmentType)
        .map((a) => ({ side: a.side, label: a.label, widthIn: a.widthIn, heightIn: a.heightIn, view: a.view, placement: { left: a.left, top: a.top, width: a.width, height: a.height } })),
    });
  }
  return out;
}

/**
 * Design lab's named read for the cart's variants call: the made product printed on the catalog
 * product a colour (composition) belongs to, or null when that blank is not a made product.
 */
export async function madeProductOfComposition(db: Database, compositionId: number): Promise<MadeProductForCart | null> {
  const [row] = await db
    .select({ slug: madeProducts.slug })
    .from(madeProducts)
    .innerJoin(compositions, eq(compositions.productId, madeProducts.catalogProductId))
    .where(eq(compositions.id, compositionId))
    .limit(1);
  return row ? ((await madeProductsForCart(db, [row.slug])).get(row.slug) ?? null) : null;
}
