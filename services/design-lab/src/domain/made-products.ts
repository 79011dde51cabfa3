import { asc, eq, inArray } from 'drizzle-orm';
import type { MadeCategory, MadeProductResponse, PrintArea, PrintableAreasResponse, PrintSide } from '@storefront/contracts';
import { madeBlanks, madeBlankSizes, MADE_CATEGORIES, madeProducts, printAreas, productImage, type Database, type MadeBlank } from '@storefront/db';
import { failed, succeeded, type Outcome } from '@storefront/server-kit';
import { STORES, type StoreCode } from '@storefront/store-config';

type PrintAreaRow = typeof printAreas.$inferSelect;
type MadeProductRow = typeof madeProducts.$inferSelect;

export function toPrintArea(r: PrintAreaRow): PrintArea {
  return {
    side: r.side as PrintSide,
    label: r.label,
    width_in: r.widthIn,
    height_in: r.heightIn,
    safe_inset_in: r.safeInsetIn,
    bleed_in: r.bleedIn,
    view: r.view === 1 ? 1 : 0,
    placement: { left: r.left, top: r.top, width: r.width, height: r.height },
  };
}

/** The print areas of the given garment types, each type's in side order. */
export async function printAreasOf(db: Database, garmentTypes: readonly string[]): Promise<Map<string, PrintAreaRow[]>> {
  const out = new Map<string, PrintAreaRow[]>();
  if (garmentTypes.length === 0) return out;
  const rows = await db
    .select()
    .from(printAreas)
    .where(inArray(printAreas.garmentType, [...new Set(garmentTypes)]))
    .orderBy(asc(printAreas.garmentType), asc(printAreas.position));
  for (const r of rows) out.set(r.garmentType, [...(out.get(r.garmentType) ?? []), r]);
  return out;
}

export async function madeProductBySlug(db: Database, slug: string): Promise<MadeProductRow | null> {
  const [row] = await db.select().from(madeProducts).where(eq(madeProducts.slug, slug)).limit(1);
  return row ?? null;
}

const productNotFound = (slug: string) =>
  failed({ kind: 'not_found', code: 'made_product_not_found', message: `There is no made product “${slug}” to design on in this store.` } as const);

export interface ImageOptions {
  store: StoreCode;
  imageBaseUrl: string;
}

const imageOf = (blank: MadeBlank, color: MadeBlank['colors'][number], view: 0 | 1, baseUrl: string) =>
  productImage({ garment: blank.garment, hex: color.hex, view, title: blank.title, colorName: color.name, baseUrl });

/**
 * The start list: every made product the store sells, by category (the categories' menu order,
 * then the products' sort order), with its colours, "from" price (the blank's unit price) and
 * printable sides; one category when asked (an unknown one is not found). Four queries whatever
 * the number of products.
 */
export async function listMadeProducts(db: Database, opts: ImageOptions & { category?: string }): Promise<Outcome<MadeCategory[]>> {
  const categories = MADE_CATEGORIES.filter((c) => opts.category === undefined || c.slug === opts.category);
  if (categories.length === 0) {
    return failed({ kind: 'not_found', code: 'category_not_found', message: `There is no made category “${opts.category}”: try ${MADE_CATEGORIES.map((c) => c.slug).join(', ')}.` });
  }
  const made = await db
    .select()
    .from(madeProducts)
    .where(opts.category === undefined ? undefined : eq(madeProducts.category, opts.category))
    .orderBy(asc(madeProducts.category), asc(madeProducts.sortOrder), asc(madeProducts.id));
  const blanks = await madeBlanks(
    db,
    made.map((m) => m.catalogProductId),
    opts.store,
  );
  const areas = await printAreasOf(
    db,
    made.map((m) => m.garmentType),
  );
  const currency = STORES[opts.store].currency;
  return succeeded(
    categories
      .map((category) => ({
    slug: category.slug,
    name: category.name,
    products: made.flatMap((m) => {
      const blank = blanks.get(m.catalogProductId);
      const first = blank?.colors[0];
      const sides = areas.get(m.garmentType) ?? [];
      if (m.category !== category.slug || !blank || !first || blank.unitPrice === null || sides.length === 0) return [];
      return [
        {
          slug: m.slug,
          title: blank.title,
          garment_type: m.garmentType,
          image: imageOf(blank, first, 0, opts.imageBaseUrl),
          colors: blank.colors.map((c) => ({ composition_id: c.compositionId, name: c.name, hex: c.hex })),
          from_price: { amount: blank.unitPrice, currency },
          sides: sides.map((s) => s.side as PrintSide),
        },
      ];
    }),
      }))
      .filter((c) => c.products.length > 0),
  );
}

/**
 * One made product in one colour (the first when none is asked): colours, the colour's sizes with
 * price and units on hand, the store's quantity tiers, and the print areas. Unknown product, one
 * the store does not sell, or a colour that is not the product's: not found.
 */
export async function madeProductDetail(db: Database, slug: string, colorId: number | undefined, opts: ImageOptions): Promise<Outcome<MadeProductResponse>> {
  const made = await madeProductBySlug(db, slug);
  if (!made) return productNotFound(slug);
  const blank = (await madeBlanks(db, [made.catalogProductId], opts.store)).get(made.catalogProductId);
  if (!blank || blank.unitPrice === null || blank.colors.length === 0) return productNotFound(slug);
  const color = colorId === undefined ? blank.colors[0]! : blank.colors.find((c) => c.compositionId === colorId);
  if (!color) return failed({ kind: 'not_found', code: 'color_not_found', message: `${blank.title} does not come in colour ${colorId}.` });
  const sizes = await madeBlankSizes(db, made.catalogProductId, color.compositionId, opts.store);
  if (!sizes) return failed({ kind: 'not_found', code: 'color_not_found', message: `${blank.title} does not come in colour ${colorId}.` });
  const areas = (await printAreasOf(db, [made.garmentType])).get(made.garmentType) ?? [];
  const currency = STORES[opts.store].currency;
  const unit = sizes.tiers.find((t) => t.minQty === 1)?.amount ?? blank.unitPrice;
  return succeeded({
    slug: made.slug,
    title: blank.title,
    catalog_number: blank.catalogNumber,
    category: made.category,
    garment_type: made.garmentType,
    colors: blank.colors.map((c) => ({ composition_id: c.compositionId, name: c.name, hex: c.hex })),
    color: { composition_id: color.compositionId, name: color.name, hex: color.hex },
    images: [imageOf(blank, color, 0, opts.imageBaseUrl), imageOf(blank, color, 1, opts.imageBaseUrl)],
    sizes: sizes.sizes.map((s) => ({ size: s.size, sku: s.sku, stock: s.stock, price: { amount: unit, currency } })),
    tiers: sizes.tiers.map((t) => ({ min_qty: t.minQty, price: { amount: t.amount, currency } })),
    print_areas: areas.map(toPrintArea),
  });
}

/** The print areas of one made product (the editor's guides), whatever the store. */
export async function printableAreas(db: Database, slug: string): Promise<Outcome<PrintableAreasResponse>> {
  const made = await madeProductBySlug(db, slug);
  if (!made) return productNotFound(slug);
  const areas = (await printAreasOf(db, [made.garmentType])).get(made.garmentType) ?? [];
  return succeeded({ product: made.slug, garment_type: made.garmentType, print_areas: areas.map(toPrintArea) });
}
