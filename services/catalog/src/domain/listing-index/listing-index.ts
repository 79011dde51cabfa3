import type { Sort } from '@storefront/contracts';
import type { StoreCode } from '@storefront/store-config';
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

/** No single value: the rows holding a size (or family) do not all carry the same order (or hex). */
export const VARIES = -1;

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
  /** per material code: the row's percent of it, -1 when the product has none */
  materialPercent: Array<Int16Array | undefined>;
  byCategory: Array<Bitset | undefined>;
  byBrand: Array<Bitset | undefined>;
  byLine: Array<Bitset | undefined>;
  byKind: Array<Bitset | undefined>;
  byFamily: Array<Bitset | undefined>;
  bySize: Array<Bitset | undefined>;
  byMaterial: Array<Bitset | undefined>;
  /** per family / size code: the hex rank / size order every row holding it has, or VARIES */
  familyOnlyHex: Int32Array;
  sizeOnlyOrder: Int32Array;
  /** row numbers in each sort's order, ties broken as list-products.ts orders them in SQL */
  orders: Record<Sort, Int32Array>;
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
  /** distinct hexes in the database's text order, so "smallest hex" means what SQL's min() means */
  hexes: string[];
  /** category / brand ids by code, the code of an id, and their labels (absent: the facet's join drops it) */
  categoryIds: number[];
  categoryCode: Map<number, number>;
  categoryLabels: Map<number, Labelled>;
  brandIds: number[];
  brandCode: Map<number, number>;
  brandLabels: Map<number, Labelled>;
}
