import type { Sort } from '@storefront/contracts';
import type { StoreCode } from '@storefront/store-config';
import type { CategoryTree } from '../category-tree';
import type { Bitset } from './bitset';

/** Strings held once, each with a small code; codes are shared by both stores so bitsets line up. */
export class Dictionary {
  readonly values: string[] = [];
  private readonly codes = new Map<string, number>();

  intern(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.codes.set(value, code);
    }
    return code;
  }

  find(value: string): number | undefined {
    return this.codes.get(value);
  }
}

/** A category or brand as its facet shows it (slug and name), by the id listing rows carry. */
export interface Labelled {
  slug: string;
  name: string;
}

/** The rows holding one code, by their value for it ascending (ties by row): a facet's smallest value in scope is its first row in scope. */
export interface Ranked {
  rows: Int32Array;
  values: Int32Array;
}

/**
 * One store's listing rows as a struct of arrays, row `r` across all of them. Multi-valued
 * columns (colour families, sizes) are CSR lists: row r's values sit at [start[r], start[r+1]).
 * `by*` sets are indexed by dictionary code; a code the store never uses has no set.
 */
export interface StoreIndex {
  rows: number;
  productId: Int32Array;
  amount: Int32Array;
  /** code into ListingIndex.categoryIds / brandIds */
  category: Int32Array;
  brand: Int32Array;
  familyStart: Int32Array;
  familyCode: Int32Array;
  /** the family's smallest hex in the product, as its rank in ListingIndex.hexes (the database's text order) */
  familyHex: Int32Array;
  sizeStart: Int32Array;
  sizeCode: Int32Array;
  sizeOrder: Int32Array;
  /** per family / size / material code: its rows ranked by hex rank / size order / percent */
  familyRanked: Array<Ranked | undefined>;
  sizeRanked: Array<Ranked | undefined>;
  materialRanked: Array<Ranked | undefined>;
  byCategory: Array<Bitset | undefined>;
  byBrand: Array<Bitset | undefined>;
  byLine: Array<Bitset | undefined>;
  byKind: Array<Bitset | undefined>;
  byFamily: Array<Bitset | undefined>;
  bySize: Array<Bitset | undefined>;
  byMaterial: Array<Bitset | undefined>;
  /** per `group:value` attribute code (ListingIndex.attributes) */
  byAttribute: Array<Bitset | undefined>;
  /** row numbers in each sort's order, ties broken as list-products.ts orders them in SQL */
  orders: Record<Sort, Int32Array>;
  /** the row's product in ListingIndex.cards */
  cardAt: Int32Array;
}

/**
 * What a product card shows beyond its listing row, one entry per product (both stores share
 * them), in product id order: the page's cards come from here rather than two more queries.
 * A product's colours, in gallery order, sit at [colorStart[p], colorStart[p + 1]).
 */
export interface CardFacts {
  productId: Int32Array;
  slug: string[];
  title: string[];
  catalogNumber: string[];
  /** codes into ListingIndex.kinds / lines / garments */
  kind: Int32Array;
  line: Int32Array;
  garment: Int32Array;
  colorStart: Int32Array;
  colorId: Int32Array;
  /** codes into ListingIndex.colorNames / colorHexes */
  colorName: Int32Array;
  colorHex: Int32Array;
  /** 1 when the colour has stock in an open warehouse */
  colorInStock: Uint8Array;
}

/**
 * The listing read model held in the process (not a cache of answers): every row of
 * catalog.product_listing at one catalog version, ready for filtering, facet counts and sorting
 * without SQL. Only ever used for requests that read the same `version`.
 */
export interface ListingIndex {
  version: number;
  /** listing rows over both stores */
  rowCount: number;
  stores: Record<StoreCode, StoreIndex>;
  lines: Dictionary;
  kinds: Dictionary;
  families: Dictionary;
  sizes: Dictionary;
  materials: Dictionary;
  /** `group:value` attributes (formats, tags) */
  attributes: Dictionary;
  /** distinct hexes in the database's text order, so "smallest hex" means what SQL's min() means */
  hexes: string[];
  /** category / brand ids by code, the code of an id, and their labels (absent: the facet's join drops it) */
  categoryIds: number[];
  categoryCode: Map<number, number>;
  categoryLabels: Map<number, Labelled>;
  brandIds: number[];
  brandCode: Map<number, number>;
  brandLabels: Map<number, Labelled>;
  /** the category tree and brands by slug, as resolveListingScope reads them, at the same version */
  categoryTree: CategoryTree;
  brandBySlug: Map<string, { id: number; name: string }>;
  cards: CardFacts;
  garments: Dictionary;
  colorNames: Dictionary;
  colorHexes: Dictionary;
}
