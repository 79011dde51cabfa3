import {
  brands,
  businessLines,
  categories,
  compositions,
  inventory,
  prices,
  productMaterials,
  products,
  skus,
  warehouses,
  type Database,
} from '@storefront/db';
import { BUSINESS_LINES, BUSINESS_LINE_LABELS, type BusinessLine, type Material, type ProductKind } from '@storefront/contracts';
import { refreshSearchLexicon } from '@storefront/db';

/**
 * A small, hand-made catalog whose every number is known, so service tests assert exact
 * results. Build it with `seedCatalog(db)`; `FIXTURE` is the source of truth tests read.
 */

export interface FixtureColor {
  name: string;
  hex: string;
  family: string;
  /** on-hand per size in warehouse A (and B when given) */
  stock: number[];
  stockB?: number[];
  /** on-hand in the closed warehouse, which must never count as stock */
  stockClosed?: number[];
}

export interface FixtureProduct {
  slug: string;
  catalogNumber: string;
  title: string;
  kind: ProductKind;
  line: BusinessLine;
  brand: string;
  category: string;
  garment: string;
  sizes: string[];
  colors: FixtureColor[];
  /** [min_qty, amount] tiers; the first is min_qty 1 */
  us: Array<[number, number]>;
  ca: Array<[number, number]>;
  materials: Partial<Record<Material, number>>;
  unitsSold: number;
  createdAt: string;
  softness?: { score: number; source: string; compositionName: string };
}

export const FIXTURE_BRANDS = [
  { slug: 'gildan', name: 'Gildan' },
  { slug: 'bella-canvas', name: 'Bella+Canvas' },
  { slug: 'house-brand', name: 'House Brand' },
] as const;

/** slug, name, parent slug, business line, subsite */
export const FIXTURE_CATEGORIES: Array<[string, string, string | null, BusinessLine, string | null]> = [
  ['apparel', 'Apparel', null, 'blanks', 'shirts'],
  ['t-shirts', 'T-Shirts', 'apparel', 'blanks', null],
  ['hoodies', 'Hoodies', 'apparel', 'blanks', null],
  ['dtf-transfers', 'DTF Transfers', null, 'transfers', 'transfers'],
  ['gang-sheets', 'Gang Sheets', 'dtf-transfers', 'transfers', null],
  ['stickers', 'Stickers', null, 'stickers', 'stickers'],
  ['spangles', 'Spangles', null, 'spangles', 'sports'],
  ['drinkware', 'Drinkware', null, 'print', 'drinkware'],
  ['tumblers', 'Tumblers', 'drinkware', 'print', null],
  ['business-cards', 'Business Cards', null, 'print', null],
];

const S_XL = ['S', 'M', 'L', 'XL'];
const SIZE_ORDER: Record<string, number> = { XS: 1, S: 2, M: 3, L: 4, XL: 5, '2XL': 6, '11oz': 20, '20oz': 21, '3in': 30, '22x12': 40, 'One size': 50 };

export const FIXTURE_PRODUCTS: FixtureProduct[] = [
  {
    slug: 'gildan-heavy-cotton-tee',
    catalogNumber: 'G500',
    title: 'Heavy Cotton T-Shirt',
    kind: 'blank',
    line: 'blanks',
    brand: 'gildan',
    category: 't-shirts',
    garment: 'tee',
    sizes: S_XL,
    colors: [
      { name: 'Black', hex: '#1f2937', family: 'black', stock: [10, 20, 0, 5], stockB: [1, 0, 0, 0] },
      { name: 'White', hex: '#ffffff', family: 'white', stock: [3, 3, 3, 3] },
      { name: 'Cherry Red', hex: '#c81e1e', family: 'red', stock: [0, 0, 0, 0] },
    ],
    us: [[1, 500], [12, 450], [72, 400]],
    ca: [[1, 650], [12, 590], [72, 520]],
    materials: { cotton: 100 },
    unitsSold: 500,
    createdAt: '2024-01-10T00:00:00Z',
    softness: { score: 6.5, source: 'Lab test', compositionName: 'Ring-spun cotton' },
  },
  {
    slug: 'gildan-heavy-blend-hoodie',
    catalogNumber: 'G185',
    title: 'Heavy Blend Hooded Sweatshirt',
    kind: 'blank',
    line: 'blanks',
    brand: 'gildan',
    category: 'hoodies',
    garment: 'hoodie',
    sizes: S_XL,
    colors: [
      { name: 'Black', hex: '#111111', family: 'black', stock: [4, 4, 4, 4] },
      { name: 'Navy', hex: '#1e3a8a', family: 'blue', stock: [2, 2, 2, 2] },
    ],
    us: [[1, 2500], [12, 2300]],
    ca: [[1, 3200], [12, 2950]],
    materials: { cotton: 50, polyester: 50 },
    unitsSold: 300,
    createdAt: '2024-02-10T00:00:00Z',
  },
  {
    slug: 'bella-canvas-jersey-tee',
    catalogNumber: 'BC3001',
    title: 'Unisex Jersey Tee',
    kind: 'blank',
    line: 'blanks',
    brand: 'bella-canvas',
    category: 't-shirts',
    garment: 'tee',
    sizes: ['XS', ...S_XL, '2XL'],
    colors: [
      { name: 'White', hex: '#fafafa', family: 'white', stock: [5, 5, 5, 5, 5, 5] },
      { name: 'Athletic Heather', hex: '#9ca3af', family: 'grey', stock: [1, 1, 1, 1, 1, 1] },
    ],
    us: [[1, 800], [12, 720]],
    ca: [[1, 1000], [12, 900]],
    materials: { cotton: 90, polyester: 10 },
    unitsSold: 800,
    createdAt: '2024-03-10T00:00:00Z',
    softness: { score: 8.5, source: 'Lab test', compositionName: 'Airlume combed cotton' },
  },
  {
    slug: 'custom-printed-hoodie',
    catalogNumber: 'CP-HOOD',
    title: 'Custom Printed Hoodie',
    kind: 'customizable',
    line: 'print',
    brand: 'house-brand',
    category: 'hoodies',
    garment: 'hoodie',
    sizes: S_XL,
    colors: [{ name: 'Red', hex: '#dc2626', family: 'red', stock: [0, 0, 0, 0], stockClosed: [50, 50, 50, 50] }],
    us: [[1, 3500]],
    ca: [[1, 4500]],
    materials: { cotton: 80, polyester: 20 },
    unitsSold: 150,
    createdAt: '2024-04-10T00:00:00Z',
  },
  {
    slug: 'custom-printed-tee',
    catalogNumber: 'CP-TEE',
    title: 'Custom Printed T-Shirt',
    kind: 'customizable',
    line: 'print',
    brand: 'house-brand',
    category: 't-shirts',
    garment: 'tee',
    sizes: S_XL,
    colors: [{ name: 'Royal Blue', hex: '#2563eb', family: 'blue', stock: [9, 9, 9, 9] }],
    us: [[1, 1800]],
    ca: [[1, 2300]],
    materials: { cotton: 60, polyester: 40 },
    unitsSold: 400,
    createdAt: '2024-05-10T00:00:00Z',
  },
  {
    slug: 'dtf-gang-sheet',
    catalogNumber: 'DTF-GS',
    title: 'DTF Gang Sheet',
    kind: 'transfer',
    line: 'transfers',
    brand: 'house-brand',
    category: 'gang-sheets',
    garment: 'transfer',
    sizes: ['22x12'],
    colors: [{ name: 'Full Color', hex: '#7c3aed', family: 'multi', stock: [1000] }],
    us: [[1, 1200], [10, 1000]],
    ca: [[1, 1500], [10, 1250]],
    materials: {},
    unitsSold: 1000,
    createdAt: '2024-06-10T00:00:00Z',
  },
  {
    slug: 'die-cut-vinyl-sticker',
    catalogNumber: 'STK-DC',
    title: 'Die Cut Vinyl Sticker',
    kind: 'sticker',
    line: 'stickers',
    brand: 'house-brand',
    category: 'stickers',
    garment: 'sticker',
    sizes: ['3in'],
    colors: [{ name: 'Glossy White', hex: '#ffffff', family: 'white', stock: [200] }],
    us: [[1, 300]],
    ca: [[1, 400]],
    materials: { vinyl: 100 },
    unitsSold: 700,
    createdAt: '2024-07-10T00:00:00Z',
  },
  {
    slug: 'spangle-star-transfer',
    catalogNumber: 'SPG-STAR',
    title: 'Spangle Star Transfer',
    kind: 'spangle',
    line: 'spangles',
    brand: 'house-brand',
    category: 'spangles',
    garment: 'spangle',
    sizes: ['One size'],
    colors: [{ name: 'Gold', hex: '#eab308', family: 'yellow', stock: [30] }],
    us: [[1, 1500]],
    ca: [[1, 1900]],
    materials: {},
    unitsSold: 50,
    createdAt: '2024-09-10T00:00:00Z',
  },
  {
    slug: 'stainless-steel-tumbler',
    catalogNumber: 'TMB-20',
    title: 'Stainless Steel Tumbler',
    kind: 'print',
    line: 'print',
    brand: 'house-brand',
    category: 'tumblers',
    garment: 'tumbler',
    sizes: ['20oz'],
    colors: [{ name: 'Silver', hex: '#d1d5db', family: 'grey', stock: [3], stockB: [2] }],
    us: [[1, 2000]],
    ca: [[1, 2600]],
    materials: {},
    unitsSold: 20,
    createdAt: '2024-08-10T00:00:00Z',
  },
];

export function fixtureProduct(slug: string): FixtureProduct {
  const p = FIXTURE_PRODUCTS.find((x) => x.slug === slug);
  if (!p) throw new Error(`no fixture product ${slug}`);
  return p;
}

/** Text search matches against: title, brand, category, colours and catalog number. */
function searchText(p: FixtureProduct): string {
  const brand = FIXTURE_BRANDS.find((b) => b.slug === p.brand)!.name;
  const category = FIXTURE_CATEGORIES.find((c) => c[0] === p.category)![1];
  return [p.title, brand, category, ...p.colors.map((c) => c.name), p.catalogNumber].join(' ');
}

export interface SeededCatalog {
  productIds: Record<string, number>;
  brandIds: Record<string, number>;
  categoryIds: Record<string, number>;
  /** composition ids per product slug, in colour order */
  compositionIds: Record<string, number[]>;
}

export async function seedCatalog(db: Database, list: FixtureProduct[] = FIXTURE_PRODUCTS): Promise<SeededCatalog> {
  await db.insert(businessLines).values(BUSINESS_LINES.map((key, i) => ({ key, label: BUSINESS_LINE_LABELS[key], position: i })));
  const brandRows = await db.insert(brands).values(FIXTURE_BRANDS.map((b) => ({ ...b }))).returning({ id: brands.id, slug: brands.slug });
  const brandIds = Object.fromEntries(brandRows.map((b) => [b.slug, b.id]));

  const categoryIds: Record<string, number> = {};
  for (const [i, [slug, name, parent, line, subsite]] of FIXTURE_CATEGORIES.entries()) {
    const [row] = await db
      .insert(categories)
      .values({ slug, name, parentId: parent ? categoryIds[parent] : null, businessLine: line, subsite, position: i })
      .returning({ id: categories.id });
    categoryIds[slug] = row!.id;
  }

  const [whA, whB, whClosed] = await db
    .insert(warehouses)
    .values([
      { code: 'NV', name: 'Reno', country: 'US', timeZone: 'America/Los_Angeles' },
      { code: 'ON', name: 'Toronto', country: 'CA', timeZone: 'America/Toronto' },
      { code: 'TX', name: 'Dallas (closed)', country: 'US', timeZone: 'America/Chicago', active: false },
    ])
    .returning({ id: warehouses.id });

  const productIds: Record<string, number> = {};
  const compositionIds: Record<string, number[]> = {};
  for (const p of list) {
    const [row] = await db
      .insert(products)
      .values({
        slug: p.slug,
        catalogNumber: p.catalogNumber,
        title: p.title,
        description: `${p.title} by ${p.brand}.`,
        kind: p.kind,
        businessLine: p.line,
        brandId: brandIds[p.brand]!,
        categoryId: categoryIds[p.category]!,
        garment: p.garment,
        softnessScore: p.softness?.score ?? null,
        softnessSource: p.softness?.source ?? null,
        softnessCompositionName: p.softness?.compositionName ?? null,
        unitsSold: p.unitsSold,
        createdAt: new Date(p.createdAt),
        searchText: searchText(p),
      })
      .returning({ id: products.id });
    const productId = row!.id;
    productIds[p.slug] = productId;
    compositionIds[p.slug] = [];

    await db.insert(prices).values([
      ...p.us.map(([minQty, amount]) => ({ productId, store: 'us', minQty, amount })),
      ...p.ca.map(([minQty, amount]) => ({ productId, store: 'ca', minQty, amount })),
    ]);
    const mats = Object.entries(p.materials);
    if (mats.length) await db.insert(productMaterials).values(mats.map(([material, percent]) => ({ productId, material, percent: percent! })));

    for (const [ci, color] of p.colors.entries()) {
      const [comp] = await db
        .insert(compositions)
        .values({ productId, colorName: color.name, colorHex: color.hex, colorFamily: color.family, position: ci, imageCount: p.garment === 'sticker' ? 1 : 3 })
        .returning({ id: compositions.id });
      compositionIds[p.slug]!.push(comp!.id);
      const skuRows = await db
        .insert(skus)
        .values(
          p.sizes.map((size) => ({
            sku: `${p.catalogNumber}-${color.name.replace(/\W+/g, '').toUpperCase()}-${size.replace(/\W+/g, '')}`,
            compositionId: comp!.id,
            productId,
            size,
            sizeOrder: SIZE_ORDER[size] ?? 99,
          })),
        )
        .returning({ id: skus.id });
      await db.insert(inventory).values([
        ...skuRows.map((s, i) => ({ skuId: s.id, warehouseId: whA!.id, onHand: color.stock[i] ?? 0 })),
        ...(color.stockB ? skuRows.map((s, i) => ({ skuId: s.id, warehouseId: whB!.id, onHand: color.stockB![i] ?? 0 })) : []),
        ...(color.stockClosed ? skuRows.map((s, i) => ({ skuId: s.id, warehouseId: whClosed!.id, onHand: color.stockClosed![i] ?? 0 })) : []),
      ]);
    }
  }
  await refreshSearchLexicon(db);
  return { productIds, brandIds, categoryIds, compositionIds };
}
