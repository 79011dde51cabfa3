import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client/create-database';
import { rowsOf } from '../client/rows';
import { compositions, prices, products } from '../schema/catalog';

/** A blank the design lab prints on, as the catalog sells it in one store. */
export interface MadeBlank {
  productId: number;
  title: string;
  catalogNumber: string;
  /** the silhouette its images are drawn with */
  garment: string;
  /** the unit price in the store's currency (min_qty 1), in minor units; null when the store does not sell it */
  unitPrice: number | null;
  /** colours in the catalog's order */
  colors: { compositionId: number; name: string; hex: string }[];
}

/**
 * Catalog's named read for the design lab (ARCHITECTURE §3.1): the given blanks' titles, unit
 * price in the store and colours, in two queries whatever their number (the start list reads a
 * few hundred at once). Unknown ids are left out.
 */
export async function madeBlanks(db: Database, productIds: readonly number[], store: 'us' | 'ca'): Promise<Map<number, MadeBlank>> {
  const out = new Map<number, MadeBlank>();
  if (productIds.length === 0) return out;
  const rows = await db
    .select({ id: products.id, title: products.title, catalogNumber: products.catalogNumber, garment: products.garment, unitPrice: prices.amount })
    .from(products)
    .leftJoin(prices, and(eq(prices.productId, products.id), eq(prices.store, store), eq(prices.minQty, 1)))
    .where(inArray(products.id, [...productIds]));
  for (const r of rows) {
    out.set(r.id, { productId: r.id, title: r.title, catalogNumber: r.catalogNumber, garment: r.garment, unitPrice: r.unitPrice === null ? null : Number(r.unitPrice), colors: [] });
  }
  const colorRows = await db
    .select({ productId: compositions.productId, id: compositions.id, name: compositions.colorName, hex: compositions.colorHex })
    .from(compositions)
    .where(inArray(compositions.productId, [...productIds]))
    .orderBy(asc(compositions.productId), asc(compositions.position), asc(compositions.id));
  for (const c of colorRows) out.get(c.productId)?.colors.push({ compositionId: c.id, name: c.name, hex: c.hex });
  return out;
}

/** One colour of a blank: its sizes with units on hand, and the product's price tiers in the store. */
export interface MadeBlankSizes {
  sizes: { sku: string; size: string; stock: number }[];
  /** ascending min_qty; the first is the unit price (min_qty 1) */
  tiers: { minQty: number; amount: number }[];
}

/**
 * Catalog's named read for the design lab's product page: the sizes of one colour (composition)
 * of a blank, in size order, with units on hand over active warehouses (never below 0), and the
 * blank's quantity tiers in the store. Null when the colour is not one of the product's.
 */
export async function madeBlankSizes(db: Database, productId: number, compositionId: number, store: 'us' | 'ca'): Promise<MadeBlankSizes | null> {
  const [composition] = await db
    .select({ id: compositions.id })
    .from(compositions)
    .where(and(eq(compositions.id, compositionId), eq(compositions.productId, productId)))
    .limit(1);
  if (!composition) return null;
  const sizeRows = rowsOf<{ sku: string; size: string; stock: number }>(
    await db.execute(sql`
      select s.sku, s.size, greatest(coalesce(sum(i.on_hand) filter (where w.active), 0), 0)::int as stock
      from catalog.skus s
      left join catalog.inventory i on i.sku_id = s.id
      left join catalog.warehouses w on w.id = i.warehouse_id
      where s.composition_id = ${compositionId}
      group by s.id
      order by s.size_order, s.id`),
  );
  const tiers = await db
    .select({ minQty: prices.minQty, amount: prices.amount })
    .from(prices)
    .where(and(eq(prices.productId, productId), eq(prices.store, store)))
    .orderBy(asc(prices.minQty));
  return { sizes: sizeRows.map((s) => ({ sku: s.sku, size: s.size, stock: Number(s.stock) })), tiers };
}
