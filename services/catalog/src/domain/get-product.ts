import { sql } from 'drizzle-orm';
import { madeProductOfCatalogProduct, rowsOf, type Database } from '@storefront/db';
import { isMadeToOrder, MATERIALS, type BusinessLine, type Composition, type Material, type ProductDetail, type ProductKind } from '@storefront/contracts';
import { softnessLabel, STORES, type StoreCode } from '@storefront/store-config';
import { normalizeHex } from '../images/garment-colors';
import { productImage } from '../images/product-image';
import { found, missing, type Found } from './found';
import { productPath } from './store-paths';
import { sizeChartFor } from './product-size-chart';
import { OPEN_STOCK } from './sql-fragments';

/** At or under this many units in all, a product shows as low stock. */
export const LOW_STOCK_AT = 10;

interface ProductRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  catalogNumber: string;
  kind: ProductKind;
  businessLine: BusinessLine;
  garment: string;
  softnessScore: number | null;
  softnessSource: string | null;
  softnessCompositionName: string | null;
  brandSlug: string;
  brandName: string;
  categorySlug: string;
  categoryName: string;
}

interface SkuStockRow {
  compositionId: number;
  colorName: string;
  colorHex: string;
  imageCount: number;
  sku: string | null;
  size: string | null;
  stock: number;
}

/**
 * In stock, low or out, from the units on hand over every size. A made-to-order product is in
 * stock whenever it has a size to order: its units on hand do not limit it.
 */
export function availabilityOf(totalStock: number, made?: { madeToOrder: boolean; sizeCount: number }): ProductDetail['availability'] {
  if (made?.madeToOrder) return made.sizeCount > 0 ? 'in_stock' : 'out_of_stock';
  if (totalStock <= 0) return 'out_of_stock';
  return totalStock <= LOW_STOCK_AT ? 'low_stock' : 'in_stock';
}

/** The product detail of §2 in one store: gallery per colour, stock per size, price tiers. */
export async function getProduct(db: Database, slug: string, store: StoreCode, imageBaseUrl: string): Promise<Found<ProductDetail>> {
  const [p] = rowsOf<ProductRow>(
    await db.execute(sql`
      select p.id, p.slug, p.title, p.description, p.catalog_number as "catalogNumber", p.kind,
             p.business_line as "businessLine", p.garment, p.softness_score as "softnessScore",
             p.softness_source as "softnessSource", p.softness_composition_name as "softnessCompositionName",
             b.slug as "brandSlug", b.name as "brandName", c.slug as "categorySlug", c.name as "categoryName"
      from catalog.products p
      join catalog.brands b on b.id = p.brand_id
      join catalog.categories c on c.id = p.category_id
      where p.slug = ${slug}`),
  );
  if (!p) return missing(`No product "${slug}"`);

  const [tierResult, stockResult, materialResult] = await Promise.all([
    db.execute(sql`select min_qty as "minQty", amount from catalog.prices where product_id = ${p.id} and store = ${store} order by min_qty`),
    db.execute(sql`
      select c.id as "compositionId", c.color_name as "colorName", c.color_hex as "colorHex", c.image_count as "imageCount",
             s.sku, s.size, greatest(coalesce(sum(i.on_hand), 0), 0)::int as stock
      from catalog.compositions c
      left join catalog.skus s on s.composition_id = c.id
      left join ${OPEN_STOCK} on i.sku_id = s.id
      where c.product_id = ${p.id}
      group by c.id, s.id
      order by c.position, c.id, s.size_order, s.size`),
    db.execute(sql`select material as name, percent from catalog.product_materials where product_id = ${p.id} order by percent desc, material`),
  ]);

  const tiers = rowsOf<{ minQty: number; amount: number }>(tierResult);
  const unit = tiers.find((t) => t.minQty === 1);
  // No unit price in this store means it is not sold here.
  if (!unit) return missing(`No product "${slug}" in the ${store} store`);
  const currency = STORES[store].currency;

  const madeToOrder = isMadeToOrder(p.garment);
  const compositions: Composition[] = [];
  let totalStock = 0;
  let sizeCount = 0;
  for (const row of rowsOf<SkuStockRow>(stockResult)) {
    let comp = compositions.at(-1);
    if (!comp || comp.id !== row.compositionId) {
      const views = Math.max(1, Math.min(3, row.imageCount));
      comp = {
        id: row.compositionId,
        color_name: row.colorName,
        color_hex: `#${normalizeHex(row.colorHex)}`,
        images: Array.from({ length: views }, (_, view) =>
          productImage({ garment: p.garment, hex: row.colorHex, view: view as 0 | 1 | 2, title: p.title, colorName: row.colorName, baseUrl: imageBaseUrl, catalogNumber: p.catalogNumber }),
        ),
        sizes: [],
      };
      compositions.push(comp);
    }
    if (row.sku && row.size) {
      comp.sizes.push({ sku: row.sku, size: row.size, stock: row.stock });
      totalStock += row.stock;
      sizeCount += 1;
    }
  }

  // a digital asset's page is its own (/digital-assets/{slug}.html): the canonical address too
  const url = productPath(store, p.slug, p.kind);
  // the product is sold here in these colours: the design lab opens it when its garment has print areas
  const made = compositions.length > 0 ? await madeProductOfCatalogProduct(db, p.id) : null;
  return found({
    id: p.id,
    slug: p.slug,
    url,
    canonical_url: url,
    title: p.title,
    description: p.description,
    catalog_number: p.catalogNumber,
    kind: p.kind,
    business_line: p.businessLine,
    brand: { slug: p.brandSlug, name: p.brandName },
    category: { slug: p.categorySlug, name: p.categoryName },
    store,
    price: { amount: unit.amount, currency },
    price_tiers: tiers.map((t) => ({ min_qty: t.minQty, amount: t.amount })),
    compositions,
    materials: rowsOf<{ name: string; percent: number }>(materialResult)
      .filter((m) => (MATERIALS as readonly string[]).includes(m.name))
      .map((m) => ({ name: m.name as Material, percent: m.percent })),
    softness:
      p.softnessScore === null
        ? null
        : {
            score: p.softnessScore,
            source: p.softnessSource ?? '',
            composition_name: p.softnessCompositionName ?? '',
            catalog_number: p.catalogNumber,
            label: softnessLabel(p.softnessScore),
          },
    availability: availabilityOf(totalStock, { madeToOrder, sizeCount }),
    made_to_order: madeToOrder,
    size_chart: madeToOrder ? null : sizeChartFor(p.garment, compositions.flatMap((c) => c.sizes.map((s) => s.size))),
    made_slug: made && made.sides.length > 0 ? made.slug : null,
  });
}
