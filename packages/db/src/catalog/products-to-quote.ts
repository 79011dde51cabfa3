import { and, asc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../client/create-database';
import { compositions, prices, products, skus } from '../schema/catalog';
import { productImage } from './product-image';

/** A product a crafter can put on a quote: its colours with their sizes, and the store's price tiers. */
export interface ProductToQuote {
  slug: string;
  title: string;
  imageUrl: string;
  colors: { name: string; hex: string; skus: { sku: string; size: string }[] }[];
  /** ascending min_qty, minor units */
  tiers: { minQty: number; amount: number }[];
}

/** Products found by a search text, or named by their slugs (a saved quote's lines). */
export type ProductsToQuoteFind = { q: string } | { slugs: readonly string[] };

/**
 * Catalog's named read for the crafter service (ARCHITECTURE §3.1): up to `limit` physical
 * products priced in the store whose search text contains `q` (any case; the trigram index
 * serves it), best sellers first; or those of these slugs. Digital assets are not goods a
 * crafter quotes.
 */
export async function productsToQuote(db: Database, find: ProductsToQuoteFind, store: 'us' | 'ca', opts: { limit?: number; imageBaseUrl?: string } = {}): Promise<ProductToQuote[]> {
  const matches = 'q' in find ? ilike(products.searchText, `%${find.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : inArray(products.slug, [...find.slugs]);
  const found = await db
    .select({ id: products.id, slug: products.slug, title: products.title, garment: products.garment, catalogNumber: products.catalogNumber })
    .from(products)
    .where(
      and(
        matches,
        ne(products.kind, 'digital_asset'),
        sql`exists (select 1 from ${prices} where ${prices.productId} = ${products.id} and ${prices.store} = ${store} and ${prices.minQty} = 1)`,
      ),
    )
    .orderBy(sql`${products.unitsSold} desc`, asc(products.id))
    .limit('q' in find ? (opts.limit ?? 10) : find.slugs.length);
  if (found.length === 0) return [];
  const ids = found.map((p) => p.id);
  const [colorRows, tierRows] = await Promise.all([
    db
      .select({ productId: compositions.productId, compositionId: compositions.id, name: compositions.colorName, hex: compositions.colorHex, sku: skus.sku, size: skus.size })
      .from(compositions)
      .innerJoin(skus, eq(skus.compositionId, compositions.id))
      .where(inArray(compositions.productId, ids))
      .orderBy(asc(compositions.position), asc(compositions.id), asc(skus.sizeOrder)),
    db
      .select({ productId: prices.productId, minQty: prices.minQty, amount: prices.amount })
      .from(prices)
      .where(and(inArray(prices.productId, ids), eq(prices.store, store)))
      .orderBy(asc(prices.minQty)),
  ]);
  return found.map((p) => {
    const colors = new Map<number, ProductToQuote['colors'][number]>();
    for (const r of colorRows.filter((c) => c.productId === p.id)) {
      const color = colors.get(r.compositionId) ?? { name: r.name, hex: r.hex, skus: [] };
      color.skus.push({ sku: r.sku, size: r.size });
      colors.set(r.compositionId, color);
    }
    const first = [...colors.values()][0];
    const image = productImage({ garment: p.garment, hex: first?.hex ?? '', view: 0, title: p.title, colorName: first?.name ?? '', baseUrl: opts.imageBaseUrl ?? '', catalogNumber: p.catalogNumber });
    return {
      slug: p.slug,
      title: p.title,
      imageUrl: image.src,
      colors: [...colors.values()],
      tiers: tierRows.filter((t) => t.productId === p.id).map(({ minQty, amount }) => ({ minQty, amount })),
    };
  });
}
