import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '@storefront/db';
import type { BusinessLine, ProductCard, ProductKind } from '@storefront/contracts';
import { STORES, type StoreCode } from '@storefront/store-config';
import { normalizeHex } from '../images/garment-colors';
import { productImage } from '../images/product-image';
import { productPath } from './store-paths';
import { OPEN_STOCK, productsWithPrice, sqlList } from './sql-fragments';
import { withLocalSettings } from './with-local-settings';

export interface CardRow {
  id: number;
  slug: string;
  title: string;
  catalogNumber: string;
  kind: ProductKind;
  businessLine: BusinessLine;
  garment: string;
  brandSlug: string;
  brandName: string;
  price: number;
}

interface CompositionRow {
  id: number;
  productId: number;
  colorName: string;
  colorHex: string;
  inStock: boolean;
}

export interface CardContext {
  store: StoreCode;
  /** prefix for image URLs ('' = same origin) */
  imageBaseUrl: string;
}

/** One page of card rows: products, brand and store price in a single query. */
export async function selectCardRows(
  db: Database,
  store: StoreCode,
  where: SQL,
  orderBy: SQL,
  limit: number,
  offset: number,
): Promise<CardRow[]> {
  // jit off: a deep page or a large fuzzy match costs over jit_above_cost (see with-local-settings)
  const query = sql`
      select p.id, p.slug, p.title, p.catalog_number as "catalogNumber", p.kind, p.business_line as "businessLine",
             p.garment, b.slug as "brandSlug", b.name as "brandName", pr.amount as price
      from ${productsWithPrice(store)} join catalog.brands b on b.id = p.brand_id
      where ${where}
      order by ${orderBy}
      limit ${limit} offset ${offset}`;
  return rowsOf<CardRow>(await withLocalSettings(db, { jit: 'off' }, (tx) => tx.execute(query)));
}

/**
 * Cards for rows already fetched: every composition of the page's products and whether each
 * has stock, in one more query (so a page of 48 is two queries in all, never 1 + 48).
 */
export async function buildCards(db: Database, rows: CardRow[], ctx: CardContext): Promise<ProductCard[]> {
  if (rows.length === 0) return [];
  const comps = rowsOf<CompositionRow>(
    await db.execute(sql`
      select c.id, c.product_id as "productId", c.color_name as "colorName", c.color_hex as "colorHex",
             exists (select 1 from catalog.skus s join ${OPEN_STOCK} on i.sku_id = s.id
                     where s.composition_id = c.id and i.on_hand > 0) as "inStock"
      from catalog.compositions c
      where c.product_id in ${sqlList(rows.map((r) => r.id))}
      order by c.product_id, c.position, c.id`),
  );
  const byProduct = new Map<number, CompositionRow[]>();
  for (const c of comps) {
    const list = byProduct.get(c.productId) ?? [];
    list.push(c);
    byProduct.set(c.productId, list);
  }
  const currency = STORES[ctx.store].currency;
  return rows.map((r) => {
    const colors = byProduct.get(r.id) ?? [];
    const first = colors[0];
    return {
      id: r.id,
      slug: r.slug,
      url: productPath(ctx.store, r.slug),
      title: r.title,
      catalog_number: r.catalogNumber,
      kind: r.kind,
      business_line: r.businessLine,
      brand: { slug: r.brandSlug, name: r.brandName },
      price: { amount: r.price, currency },
      image: productImage({
        garment: r.garment,
        hex: first?.colorHex ?? 'e5e7eb',
        view: 0,
        title: r.title,
        colorName: first?.colorName ?? 'standard colour',
        baseUrl: ctx.imageBaseUrl,
      }),
      colors: colors.map((c) => ({ name: c.colorName, hex: `#${normalizeHex(c.colorHex)}` })),
      in_stock: colors.some((c) => c.inStock),
      ...(first ? { composition_id: first.id } : {}),
    };
  });
}
