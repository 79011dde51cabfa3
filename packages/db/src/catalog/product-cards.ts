import { sql } from 'drizzle-orm';
import { isMadeToOrder, type BusinessLine, type ProductCard, type ProductKind } from '@storefront/contracts';
import { STORES, type StoreCode } from '@storefront/store-config';
import type { Database } from '../client/create-database';
import { rowsOf } from '../client/rows';
import { normalizeHex, productImage } from './product-image';

/** A product row a card is built from (the catalog's listing query selects these). */
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

/** One colour of a product as its card shows it, with whether it has stock in an open warehouse. */
export interface CardColor {
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

/**
 * A product page's path in a store: the US store has no prefix, Canada lives under /ca (§2). A
 * digital asset has its own page under /digital-assets (routing's `productUrl` says the same).
 */
export function productPath(store: StoreCode, slug: string, kind?: ProductKind): string {
  if (kind === 'digital_asset') return `${STORES[store].pathPrefix}/digital-assets/${slug}.html`;
  return `${STORES[store].pathPrefix}/${slug}.html`;
}

/** Whether composition `c` has a unit on hand in an open warehouse: a card colour's stock, wherever cards are read. */
export const colorInStock = sql`exists (select 1 from catalog.skus s
                       join catalog.inventory i on i.sku_id = s.id
                       join catalog.warehouses w on w.id = i.warehouse_id and w.active
                     where s.composition_id = c.id and i.on_hand > 0)`;

/**
 * The catalog's named read of listing cards (ARCHITECTURE §3.1), for rows already fetched: every
 * composition of the page's products and whether each has stock in an open warehouse, in one
 * more query (so a page of 48 is two queries in all, never 1 + 48). The catalog's listing and
 * home page and the cart's upsell use it, so their cards are equal.
 */
export async function buildCards(db: Database, rows: CardRow[], ctx: CardContext): Promise<ProductCard[]> {
  if (rows.length === 0) return [];
  const comps = rowsOf<CardColor>(
    await db.execute(sql`
      select c.id, c.product_id as "productId", c.color_name as "colorName", c.color_hex as "colorHex", ${colorInStock} as "inStock"
      from catalog.compositions c
      where c.product_id in (${sql.join(
        rows.map((r) => sql`${r.id}`),
        sql`, `,
      )})
      order by c.product_id, c.position, c.id`),
  );
  const byProduct = new Map<number, CardColor[]>();
  for (const c of comps) {
    const list = byProduct.get(c.productId) ?? [];
    list.push(c);
    byProduct.set(c.productId, list);
  }
  return assembleCards(rows, (id) => byProduct.get(id) ?? [], ctx);
}

/**
 * Cards from product rows and each product's colours in gallery order: what buildCards reads by
 * SQL and the catalog's in-memory listing index holds, turned into the same answer.
 */
export function assembleCards(rows: CardRow[], colorsOf: (productId: number) => CardColor[], ctx: CardContext): ProductCard[] {
  const currency = STORES[ctx.store].currency;
  return rows.map((r) => {
    const colors = colorsOf(r.id);
    const first = colors[0];
    const picture = (view: 0 | 1) =>
      productImage({
        garment: r.garment,
        hex: first?.colorHex ?? 'e5e7eb',
        view,
        title: r.title,
        colorName: first?.colorName ?? 'standard colour',
        baseUrl: ctx.imageBaseUrl,
        catalogNumber: r.catalogNumber,
      });
    // a digital asset is a file: no delivery to promise (no badge), and its card previews the art on a tee
    const asset = r.kind === 'digital_asset';
    return {
      id: r.id,
      slug: r.slug,
      url: productPath(ctx.store, r.slug, r.kind),
      title: r.title,
      catalog_number: r.catalogNumber,
      kind: r.kind,
      business_line: r.businessLine,
      brand: { slug: r.brandSlug, name: r.brandName },
      price: { amount: r.price, currency },
      image: picture(0),
      ...(asset && first ? { hover_image: picture(1) } : {}),
      colors: colors.map((c) => ({ name: c.colorName, hex: `#${normalizeHex(c.colorHex)}` })),
      // made-to-order goods are printed when ordered: never out of stock while they have a colour to choose
      in_stock: isMadeToOrder(r.garment) ? colors.length > 0 : colors.some((c) => c.inStock),
      ...(first && !asset ? { composition_id: first.id } : {}),
    };
  });
}
