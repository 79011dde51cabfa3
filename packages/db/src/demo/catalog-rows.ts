import type { DemoProduct } from './generate-catalog';
import type { Column } from './insert-rows';

// Row shapes the seeder builds per chunk and how each maps onto a catalog column. Child rows
// are tuples — millions of them at 100,000 products — with the layout spelled out per type.

export type ProductRow = { id: number; p: DemoProduct; brandId: number; categoryId: number };
/** [product_id, material, percent] */
export type MaterialRow = readonly [number, string, number];
/** [id, product_id, composition] */
export type CompositionRow = readonly [number, number, DemoProduct['compositions'][number]];
/** [id, composition_id, product_id, sku, size, size_order] */
export type SkuRow = readonly [number, number, number, string, string, number];
/** [product_id, store, min_qty, amount] */
export type PriceRow = readonly [number, string, number, number];
/** [sku_id, warehouse_id, on_hand] */
export type InventoryRow = readonly [number, number, number];

export const PRODUCT_COLUMNS: readonly Column<ProductRow>[] = [
  { name: 'id', type: 'int4', value: (r) => r.id },
  { name: 'slug', type: 'text', value: (r) => r.p.slug },
  { name: 'catalog_number', type: 'text', value: (r) => r.p.catalogNumber },
  { name: 'title', type: 'text', value: (r) => r.p.title },
  { name: 'description', type: 'text', value: (r) => r.p.description },
  { name: 'kind', type: 'text', value: (r) => r.p.kind },
  { name: 'business_line', type: 'text', value: (r) => r.p.businessLine },
  { name: 'brand_id', type: 'int4', value: (r) => r.brandId },
  { name: 'category_id', type: 'int4', value: (r) => r.categoryId },
  { name: 'garment', type: 'text', value: (r) => r.p.garment },
  { name: 'softness_score', type: 'float4', value: (r) => r.p.softness?.score ?? null },
  { name: 'softness_source', type: 'text', value: (r) => r.p.softness?.source ?? null },
  { name: 'softness_composition_name', type: 'text', value: (r) => r.p.softness?.compositionName ?? null },
  { name: 'units_sold', type: 'int4', value: (r) => r.p.unitsSold },
  { name: 'created_at', type: 'timestamptz', value: (r) => r.p.createdAt.toISOString() },
  // search_vector is GENERATED from search_text
  { name: 'search_text', type: 'text', value: (r) => r.p.searchText },
];
export const MATERIAL_COLUMNS: readonly Column<MaterialRow>[] = [
  { name: 'product_id', type: 'int4', value: (r) => r[0] },
  { name: 'material', type: 'text', value: (r) => r[1] },
  { name: 'percent', type: 'int2', value: (r) => r[2] },
];
export const COMPOSITION_COLUMNS: readonly Column<CompositionRow>[] = [
  { name: 'id', type: 'int4', value: (r) => r[0] },
  { name: 'product_id', type: 'int4', value: (r) => r[1] },
  { name: 'color_name', type: 'text', value: (r) => r[2].colorName },
  { name: 'color_hex', type: 'text', value: (r) => r[2].colorHex },
  { name: 'color_family', type: 'text', value: (r) => r[2].colorFamily },
  { name: 'position', type: 'int2', value: (r) => r[2].position },
  { name: 'image_count', type: 'int2', value: (r) => r[2].imageCount },
];
export const SKU_COLUMNS: readonly Column<SkuRow>[] = [
  { name: 'id', type: 'int4', value: (r) => r[0] },
  { name: 'composition_id', type: 'int4', value: (r) => r[1] },
  { name: 'product_id', type: 'int4', value: (r) => r[2] },
  { name: 'sku', type: 'text', value: (r) => r[3] },
  { name: 'size', type: 'text', value: (r) => r[4] },
  { name: 'size_order', type: 'int2', value: (r) => r[5] },
];
export const PRICE_COLUMNS: readonly Column<PriceRow>[] = [
  { name: 'product_id', type: 'int4', value: (r) => r[0] },
  { name: 'store', type: 'text', value: (r) => r[1] },
  { name: 'min_qty', type: 'int4', value: (r) => r[2] },
  { name: 'amount', type: 'int4', value: (r) => r[3] },
];
export const INVENTORY_COLUMNS: readonly Column<InventoryRow>[] = [
  { name: 'sku_id', type: 'int4', value: (r) => r[0] },
  { name: 'warehouse_id', type: 'int4', value: (r) => r[1] },
  { name: 'on_hand', type: 'int4', value: (r) => r[2] },
];
