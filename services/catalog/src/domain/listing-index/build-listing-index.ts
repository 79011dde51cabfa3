import type { Sort } from '@storefront/contracts';
import { STORE_CODES, type StoreCode } from '@storefront/store-config';
import { CategoryTree, type CategoryNode } from '../category-tree';
import { addRow, emptySet, type Bitset } from './bitset';
import { lowerBound } from './sorted';
import { Dictionary, type CardFacts, type Labelled, type ListingIndex, type Ranked, type StoreIndex } from './listing-index';

/**
 * A catalog.product_listing row as the loader reads it, a JSON array in column order:
 * product_id, amount, business_line, kind, brand_id, category_id, units_sold, created_at (epoch
 * microseconds: exact in a double, ordered as the timestamptz), color_families, color_hexes,
 * sizes, size_orders, materials, material_percents, attributes.
 */
export type ListingRow = [
  productId: number,
  amount: number,
  businessLine: string,
  kind: string,
  brandId: number,
  categoryId: number,
  unitsSold: number,
  createdUs: number,
  colorFamilies: string[],
  colorHexes: string[],
  sizes: string[],
  sizeOrders: number[],
  materials: string[],
  materialPercents: number[],
  attributes: string[],
];

/** A catalog.products row as a card shows it: id, slug, title, catalog_number, kind, business_line, garment. */
export type CardProductRow = [productId: number, slug: string, title: string, catalogNumber: string, kind: string, businessLine: string, garment: string];
/** A composition: id, product_id, color_name, color_hex, stock in an open warehouse; in product, position, id order. */
export type CardColorRow = [id: number, productId: number, colorName: string, colorHex: string, inStock: boolean];

export interface ListingSource {
  version: number;
  rows: Record<StoreCode, ListingRow[]>;
  /** the whole tree, as loadCategoryTree reads it */
  categories: CategoryNode[];
  brands: Array<Labelled & { id: number }>;
  /** every product and its colours, in product id order */
  products: CardProductRow[];
  colors: CardColorRow[];
  /** every distinct hex, in the database's text order */
  hexes: string[];
}

/** Rows per slice of the build between yields to the event loop. */
const SLICE = 20_000;
/** Lets requests run between slices: a build of 200k rows is ~0.5 s of CPU on this machine. */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Builds the index from rows read at one catalog version (load-listing-index.ts), in slices. */
export async function buildListingIndex(source: ListingSource): Promise<ListingIndex> {
  const lines = new Dictionary();
  const kinds = new Dictionary();
  const garments = new Dictionary();
  const colorNames = new Dictionary();
  const colorHexes = new Dictionary();
  const index: ListingIndex = {
    version: source.version,
    rowCount: 0,
    stores: {} as Record<StoreCode, StoreIndex>,
    lines,
    kinds,
    families: new Dictionary(),
    sizes: new Dictionary(),
    materials: new Dictionary(),
    attributes: new Dictionary(),
    hexes: source.hexes,
    categoryIds: [],
    categoryCode: new Map(),
    categoryLabels: new Map(source.categories.map((c) => [c.id, { slug: c.slug, name: c.name }])),
    brandIds: [],
    brandCode: new Map(),
    brandLabels: new Map(source.brands.map((b) => [b.id, { slug: b.slug, name: b.name }])),
    categoryTree: new CategoryTree(source.categories),
    brandBySlug: new Map(source.brands.map((b) => [b.slug, { id: b.id, name: b.name }])),
    cards: await buildCardFacts(source, { kinds, lines, garments, colorNames, colorHexes }),
    garments,
    colorNames,
    colorHexes,
  };
  // every code first, so each store's per-code arrays are sized for both stores' values
  for (const store of STORE_CODES) {
    for (const [, , line, kind, brandId, categoryId, , , families, , sizes, , materials, , attributes] of source.rows[store]) {
      index.lines.intern(line);
      index.kinds.intern(kind);
      for (const f of families) index.families.intern(f);
      for (const s of sizes) index.sizes.intern(s);
      for (const m of materials) index.materials.intern(m);
      for (const a of attributes) index.attributes.intern(a);
      idCode(index.categoryIds, index.categoryCode, categoryId);
      idCode(index.brandIds, index.brandCode, brandId);
    }
    await yieldToRequests();
  }
  const hexRank = new Map(source.hexes.map((h, i) => [h, i]));
  const categoryRank = preorderRanks(index.categoryTree);
  for (const store of STORE_CODES) {
    index.stores[store] = await buildStoreIndex(byCategory(source.rows[store], categoryRank), index, hexRank);
    index.rowCount += source.rows[store].length;
  }
  return index;
}

async function buildCardFacts(source: ListingSource, index: Pick<ListingIndex, 'kinds' | 'lines' | 'garments' | 'colorNames' | 'colorHexes'>): Promise<CardFacts> {
  const { products, colors } = source;
  const n = products.length;
  const cards: CardFacts = {
    productId: new Int32Array(n),
    slug: new Array<string>(n),
    title: new Array<string>(n),
    catalogNumber: new Array<string>(n),
    kind: new Int32Array(n),
    line: new Int32Array(n),
    garment: new Int32Array(n),
    colorStart: new Int32Array(n + 1),
    colorId: new Int32Array(colors.length),
    colorName: new Int32Array(colors.length),
    colorHex: new Int32Array(colors.length),
    colorInStock: new Uint8Array(colors.length),
  };
  let c = 0;
  for (let p = 0; p < n; p++) {
    if (p > 0 && p % SLICE === 0) await yieldToRequests();
    const [id, slug, title, catalogNumber, kind, line, garment] = products[p]!;
    cards.productId[p] = id;
    cards.slug[p] = slug;
    cards.title[p] = title;
    cards.catalogNumber[p] = catalogNumber;
    cards.kind[p] = index.kinds.intern(kind);
    cards.line[p] = index.lines.intern(line);
    cards.garment[p] = index.garments.intern(garment);
    cards.colorStart[p] = c;
    // both lists are in product id order: this product's colours are the next ones
    while (c < colors.length && colors[c]![1] < id) c++;
    for (; c < colors.length && colors[c]![1] === id; c++) {
      const [colorId, , name, hex, inStock] = colors[c]!;
      cards.colorId[c] = colorId;
      cards.colorName[c] = index.colorNames.intern(name);
      cards.colorHex[c] = index.colorHexes.intern(hex);
      cards.colorInStock[c] = inStock ? 1 : 0;
    }
  }
  cards.colorStart[n] = c;
  return cards;
}

/**
 * Each category's place in a walk of the tree that visits a category, then everything below it:
 * the categories of any subtree are then consecutive places.
 */
function preorderRanks(tree: CategoryTree): Map<number, number> {
  const rank = new Map<number, number>();
  const visit = (node: CategoryNode) => {
    if (rank.has(node.id)) return; // a cycle in bad data
    rank.set(node.id, rank.size);
    for (const child of tree.childrenOf(node.id)) visit(child);
  };
  for (const root of tree.roots()) visit(root);
  return rank;
}

/**
 * The rows laid out by category, in tree order (then product id): a category page's rows, its
 * subcategories' included, are one run of rows, so its sets are one short run of words that
 * every set operation and count can keep to (bitset.ts's spans). Rows of a category outside the
 * tree go last.
 */
function byCategory(rows: ListingRow[], rank: Map<number, number>): ListingRow[] {
  const place = (row: ListingRow) => rank.get(row[5]) ?? rank.size;
  return [...rows].sort((a, b) => place(a) - place(b) || a[0] - b[0]);
}

/** Each store row's position in the card facts (-1: no product row): a binary search of the id-ordered cards. */
function cardPositions(rowProduct: Int32Array, cardProduct: Int32Array): Int32Array {
  const at = new Int32Array(rowProduct.length).fill(-1);
  for (let r = 0; r < rowProduct.length; r++) {
    const p = lowerBound(cardProduct, rowProduct[r]!);
    if (cardProduct[p] === rowProduct[r]) at[r] = p;
  }
  return at;
}

function idCode(ids: number[], codes: Map<number, number>, id: number): number {
  let code = codes.get(id);
  if (code === undefined) {
    code = ids.length;
    ids.push(id);
    codes.set(id, code);
  }
  return code;
}

async function buildStoreIndex(rows: ListingRow[], index: ListingIndex, hexRank: Map<string, number>): Promise<StoreIndex> {
  const n = rows.length;
  const productId = new Int32Array(n);
  const amount = new Int32Array(n);
  const unitsSold = new Int32Array(n);
  const created = new Float64Array(n);
  const category = new Int32Array(n);
  const brand = new Int32Array(n);
  const familyStart = new Int32Array(n + 1);
  const sizeStart = new Int32Array(n + 1);
  let familyEntries = 0;
  let sizeEntries = 0;
  for (let r = 0; r < n; r++) {
    familyEntries += rows[r]![8].length;
    sizeEntries += rows[r]![10].length;
  }
  const familyCode = new Int32Array(familyEntries);
  const familyHex = new Int32Array(familyEntries);
  const sizeCode = new Int32Array(sizeEntries);
  const sizeOrder = new Int32Array(sizeEntries);
  const byCategory: Bitset[] = [];
  const byBrand: Bitset[] = [];
  const byLine: Bitset[] = [];
  const byKind: Bitset[] = [];
  const byFamily: Bitset[] = [];
  const bySize: Bitset[] = [];
  const byMaterial: Bitset[] = [];
  const byAttribute: Bitset[] = [];
  const materialPercent: Int16Array[] = [];
  const add = (sets: Bitset[], code: number, row: number) => addRow((sets[code] ??= emptySet(n)), row);

  let f = 0;
  let s = 0;
  for (let r = 0; r < n; r++) {
    if (r > 0 && r % SLICE === 0) await yieldToRequests();
    const [id, price, line, kind, brandId, categoryId, sold, createdUs, families, hexes, sizes, sizeOrders, materials, percents, attributes] = rows[r]!;
    productId[r] = id;
    amount[r] = price;
    unitsSold[r] = sold;
    created[r] = createdUs;
    category[r] = index.categoryCode.get(categoryId)!;
    brand[r] = index.brandCode.get(brandId)!;
    add(byCategory, category[r]!, r);
    add(byBrand, brand[r]!, r);
    add(byLine, index.lines.find(line)!, r);
    add(byKind, index.kinds.find(kind)!, r);
    familyStart[r] = f;
    for (let i = 0; i < families.length; i++) {
      const code = index.families.find(families[i]!)!;
      const hex = hexRank.get(hexes[i]!)!; // ranked from these very rows
      familyCode[f] = code;
      familyHex[f++] = hex;
      add(byFamily, code, r);
    }
    sizeStart[r] = s;
    for (let i = 0; i < sizes.length; i++) {
      const code = index.sizes.find(sizes[i]!)!;
      sizeCode[s] = code;
      sizeOrder[s++] = sizeOrders[i]!;
      add(bySize, code, r);
    }
    for (let i = 0; i < materials.length; i++) {
      const code = index.materials.find(materials[i]!)!;
      const percent = (materialPercent[code] ??= new Int16Array(n).fill(-1));
      // SQL's array_position reads the first; the view's materials are distinct per product anyway
      if (percent[r] !== -1) continue;
      percent[r] = percents[i]!;
      add(byMaterial, code, r);
    }
    for (const a of attributes) add(byAttribute, index.attributes.find(a)!, r);
  }
  familyStart[n] = f;
  sizeStart[n] = s;

  return {
    rows: n,
    productId,
    amount,
    category,
    brand,
    familyStart,
    familyCode,
    familyHex,
    sizeStart,
    sizeCode,
    sizeOrder,
    familyRanked: rankedByCode(familyStart, familyCode, familyHex, index.families.values.length),
    sizeRanked: rankedByCode(sizeStart, sizeCode, sizeOrder, index.sizes.values.length),
    materialRanked: materialPercent.map((percent) => percent && rankedValues(percent)),
    byCategory,
    byBrand,
    byLine,
    byKind,
    byFamily,
    bySize,
    byMaterial,
    byAttribute,
    orders: await sortOrders(productId, amount, unitsSold, created),
    cardAt: cardPositions(productId, index.cards.productId),
  };
}

/** Per code, the rows of a CSR list holding it, ranked by the value each row carries for it. */
function rankedByCode(start: Int32Array, codes: Int32Array, values: Int32Array, codeCount: number): Array<Ranked | undefined> {
  const rows: number[][] = Array.from({ length: codeCount }, () => []);
  const vals: number[][] = Array.from({ length: codeCount }, () => []);
  for (let r = 0; r + 1 < start.length; r++) {
    for (let i = start[r]!; i < start[r + 1]!; i++) {
      rows[codes[i]!]!.push(r);
      vals[codes[i]!]!.push(values[i]!);
    }
  }
  return rows.map((r, code) => (r.length ? ranked(Int32Array.from(r), Int32Array.from(vals[code]!)) : undefined));
}

/** The rows with a value (not -1), ranked by it. */
function rankedValues(values: Int16Array): Ranked {
  const rows: number[] = [];
  for (let r = 0; r < values.length; r++) if (values[r] !== -1) rows.push(r);
  return ranked(Int32Array.from(rows), Int32Array.from(rows, (r) => values[r]!));
}

function ranked(rows: Int32Array, values: Int32Array): Ranked {
  const order = Int32Array.from(rows.keys()).sort((a, b) => values[a]! - values[b]! || rows[a]! - rows[b]!);
  return { rows: order.map((i) => rows[i]!), values: order.map((i) => values[i]!) };
}

/** Row numbers per sort, mirroring list-products.ts's `orderBy` (every order ends on the product id). */
async function sortOrders(id: Int32Array, amount: Int32Array, unitsSold: Int32Array, created: Float64Array): Promise<Record<Sort, Int32Array>> {
  const sorted = async (compare: (a: number, b: number) => number) => {
    await yieldToRequests();
    return Int32Array.from({ length: id.length }, (_, r) => r).sort(compare);
  };
  // units_sold desc, product_id
  const bestSelling = await sorted((a, b) => unitsSold[b]! - unitsSold[a]! || id[a]! - id[b]!);
  return {
    relevance: bestSelling,
    best_selling: bestSelling,
    // created_at desc, product_id desc
    newest: await sorted((a, b) => created[b]! - created[a]! || id[b]! - id[a]!),
    // amount, product_id
    price_asc: await sorted((a, b) => amount[a]! - amount[b]! || id[a]! - id[b]!),
    // amount desc, product_id
    price_desc: await sorted((a, b) => amount[b]! - amount[a]! || id[a]! - id[b]!),
  };
}
