import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgSchema,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The catalog service's own PostgreSQL schema (ARCHITECTURE §3.1). */
export const catalog = pgSchema('catalog');

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const businessLines = catalog.table('business_lines', {
  key: text('key').primaryKey(),
  label: text('label').notNull(),
  position: smallint('position').notNull(),
});

export const brands = catalog.table('brands', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
});

/** Categories form a tree (parent_id); `subsite` places a root in the header mega menu. */
export const categories = catalog.table(
  'categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    parentId: integer('parent_id'),
    businessLine: text('business_line').notNull().references(() => businessLines.key),
    subsite: text('subsite'),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const products = catalog.table(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    catalogNumber: text('catalog_number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** blank | customizable | transfer | sticker | spangle | print */
    kind: text('kind').notNull(),
    businessLine: text('business_line').notNull().references(() => businessLines.key),
    brandId: integer('brand_id').notNull().references(() => brands.id),
    categoryId: integer('category_id').notNull().references(() => categories.id),
    /** silhouette used to draw the product's images (tee, hoodie, sticker …) */
    garment: text('garment').notNull(),
    softnessScore: real('softness_score'),
    softnessSource: text('softness_source'),
    softnessCompositionName: text('softness_composition_name'),
    unitsSold: integer('units_sold').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** title, brand, category, colours and catalog number: what search matches against */
    searchText: text('search_text').notNull(),
    /**
     * Facts a listing filters on beyond colour, size and material, as `group:value` (a digital
     * asset's `format:svg`, `tag:floral`): one generic array, so a new product kind's facets need no
     * new column. The groups are `@storefront/contracts` ATTRIBUTE_FACETS.
     */
    attributes: text('attributes').array().notNull().default(sql`'{}'::text[]`),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english', search_text)`),
  },
  (t) => [
    uniqueIndex('products_slug_idx').on(t.slug),
    uniqueIndex('products_catalog_number_idx').on(t.catalogNumber),
    index('products_brand_idx').on(t.brandId),
    index('products_category_idx').on(t.categoryId),
    index('products_line_kind_idx').on(t.businessLine, t.kind),
    index('products_created_idx').on(t.createdAt),
    index('products_units_sold_idx').on(t.unitsSold),
    index('products_search_vector_idx').using('gin', t.searchVector),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** Fibre content, one row per material, so `{material}_range` filters use an index. */
export const productMaterials = catalog.table(
  'product_materials',
  {
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    material: text('material').notNull(),
    percent: smallint('percent').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.material] }), index('product_materials_material_idx').on(t.material, t.percent)],
);

/** One composition per product and colour. */
export const compositions = catalog.table(
  'compositions',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    colorName: text('color_name').notNull(),
    colorHex: text('color_hex').notNull(),
    /** facet value: the colour family (black, red, heather …) */
    colorFamily: text('color_family').notNull(),
    position: smallint('position').notNull().default(0),
    /** how many gallery views exist (front, back, detail) */
    imageCount: smallint('image_count').notNull().default(2),
  },
  (t) => [index('compositions_product_idx').on(t.productId), index('compositions_family_idx').on(t.colorFamily, t.productId)],
);

/** One SKU per composition and size. */
export const skus = catalog.table(
  'skus',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull().unique(),
    compositionId: integer('composition_id').notNull().references(() => compositions.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    sizeOrder: smallint('size_order').notNull(),
  },
  (t) => [index('skus_composition_idx').on(t.compositionId), index('skus_product_size_idx').on(t.productId, t.size)],
);

/** Prices per store in minor units; min_qty 1 is the unit price, higher rows are quantity tiers. */
export const prices = catalog.table(
  'prices',
  {
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    store: text('store').notNull(),
    minQty: integer('min_qty').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.store, t.minQty] }), index('prices_store_amount_idx').on(t.store, t.minQty, t.amount)],
);

export const warehouses = catalog.table('warehouses', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  country: text('country').notNull(),
  timeZone: text('time_zone').notNull(),
  active: boolean('active').notNull().default(true),
});

export const inventory = catalog.table(
  'inventory',
  {
    skuId: integer('sku_id').notNull().references(() => skus.id, { onDelete: 'cascade' }),
    warehouseId: integer('warehouse_id').notNull().references(() => warehouses.id),
    onHand: integer('on_hand').notNull(),
  },
  (t) => [primaryKey({ columns: [t.skuId, t.warehouseId] })],
);

/**
 * Every stem in products.search_vector (ts_stat), with a trigram index: a misspelt search word
 * is corrected against this small list ("gildn" → gildan, "blak" → black) and the search then
 * runs as ordinary full text, instead of a trigram scan over every product.
 */
export const searchLexicon = catalog.table(
  'search_lexicon',
  {
    word: text('word').primaryKey(),
    /** how many products contain the stem: the tie-breaker between equally close corrections */
    products: integer('products').notNull(),
  },
  (t) => [index('search_lexicon_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

/**
 * The catalog's version: one row, bumped by a statement trigger on every other catalog table
 * (migration 0009), whoever writes (the cart's stock decrement included). The catalog's response
 * cache serves an answer only while the version it was built at is still current.
 */
export const catalogVersion = catalog.table(
  'catalog_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalog_version_one_row', sql`${t.id} = 1`)],
);

/**
 * The listing's read model: one row per product and store it has a unit price in (min_qty 1),
 * with the columns listings filter, sort and count on, and the colour families, sizes and
 * materials as arrays. Derived data: statement triggers on products, prices, compositions, skus
 * and product_materials keep it current in the writer's transaction (migration 0010), so at
 * 100k products a listing narrows and counts one table instead of joining 2M SKU rows. Stock is
 * not here: cards read it per page, so the cart's stock decrement never touches this table.
 */
export const productListing = catalog.table(
  'product_listing',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    store: text('store').notNull(),
    /** the unit price in the store (min_qty 1) */
    amount: integer('amount').notNull(),
    businessLine: text('business_line').notNull(),
    kind: text('kind').notNull(),
    brandId: integer('brand_id').notNull(),
    categoryId: integer('category_id').notNull(),
    unitsSold: integer('units_sold').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** distinct colour families, sorted; colorHexes[i] is the smallest hex of colorFamilies[i] */
    colorFamilies: text('color_families').array().notNull(),
    colorHexes: text('color_hexes').array().notNull(),
    /** distinct sizes, sorted; sizeOrders[i] is the smallest size_order of sizes[i] */
    sizes: text('sizes').array().notNull(),
    sizeOrders: smallint('size_orders').array().notNull(),
    /** fibre content: materialPercents[i] is the percent of materials[i] */
    materials: text('materials').array().notNull(),
    materialPercents: smallint('material_percents').array().notNull(),
    /** the product's `group:value` attributes (products.attributes), sorted */
    attributes: text('attributes').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    primaryKey({ columns: [t.store, t.productId] }),
    index('product_listing_product_idx').on(t.productId),
    index('product_listing_category_idx').on(t.store, t.categoryId),
    // a product page's similar products (catalog discovery): a category's rows by price, with the brand and
    // units sold its ranking reads, so the whole category is ranked from the index without reading the table
    index('product_listing_category_price_idx').on(t.store, t.categoryId, t.amount, t.productId, t.brandId, t.unitsSold),
    // a line page sorted by price walks its own line in price order, not every cheaper product
    index('product_listing_line_price_idx').on(t.store, t.businessLine, t.amount, t.productId),
    index('product_listing_brand_idx').on(t.store, t.brandId),
    index('product_listing_price_idx').on(t.store, t.amount, t.productId),
    index('product_listing_units_sold_idx').on(t.store, t.unitsSold.desc(), t.productId),
    index('product_listing_created_idx').on(t.store, t.createdAt.desc(), t.productId.desc()),
    index('product_listing_colors_idx').using('gin', t.colorFamilies),
    index('product_listing_sizes_idx').using('gin', t.sizes),
    index('product_listing_attributes_idx').using('gin', t.attributes),
  ],
);
