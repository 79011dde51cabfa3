import { ATTRIBUTE_FACETS, parseAttribute, type Sort } from '@storefront/contracts';
import { FACET_GROUPS, type FacetGroup, type ListingSpec } from '../listing-scope';
import type { FacetRow } from '../listing-facets';
import { addRow, andInto, count, countBoth, fixedSpanOf, hasRow, orInto, spanOf, within, wordsFor, ScratchSets, type Bitset, type Span } from './bitset';
import type { ListingIndex, Ranked, StoreIndex } from './listing-index';
import { lowerBound } from './sorted';

/**
 * The rows a scope selects: `all` passes the base conditions and every facet filter;
 * `allBut[g]` passes all but g's own filter (what facet g counts, as listing-facets.ts's
 * `passing(g)`). A row failing two filters is in none of them, as the SQL's "counts nowhere".
 */
export interface ScopeRows {
  all: Bitset;
  allBut: Partial<Record<FacetGroup, Bitset>>;
}

/** Each store's scratch sets: answers are synchronous, so one set of them serves every request in turn. */
const scratches = new WeakMap<StoreIndex, ScratchSets>();

/**
 * Runs `answer` with the store's scratch sets and gives them back after: whatever `answer`
 * returns must hold no set (counts and row numbers only).
 */
export function withScratch<T>(store: StoreIndex, answer: (scratch: ScratchSets) => T): T {
  let scratch = scratches.get(store);
  if (!scratch) scratches.set(store, (scratch = new ScratchSets(store.rows)));
  try {
    return answer(scratch);
  } finally {
    scratch.release();
  }
}

export function scopeRows(index: ListingIndex, store: StoreIndex, spec: ListingSpec, scratch: ScratchSets): ScopeRows {
  const n = store.rows;
  // the union of some of the index's sets, over `limit` (rows elsewhere cannot be in scope)
  const anyOf = (sets: Array<Bitset | undefined>, codes: Array<number | undefined>, limit: Span) => {
    const out = scratch.empty();
    for (const code of codes) {
      const set = code === undefined ? undefined : sets[code];
      if (set) orInto(out, set, within(fixedSpanOf(set), limit));
    }
    return out;
  };

  // the base conditions, each narrowing where rows can be: a category's rows are one run of words
  let base: Bitset | undefined;
  let span: Span = { lo: 0, hi: wordsFor(n) };
  const narrow = (union: Bitset) => {
    base = base ? andInto(base, union, span) : union;
    span = spanOf(base);
  };
  for (const ids of spec.categoryIds) narrow(anyOf(store.byCategory, ids.map((id) => index.categoryCode.get(id)), span));
  for (const kinds of spec.kinds) narrow(anyOf(store.byKind, kinds.map((k) => index.kinds.find(k)), span));
  base ??= scratch.full();

  const filters: Partial<Record<FacetGroup, Bitset>> = {};
  if (spec.lines) filters.line = anyOf(store.byLine, spec.lines.map((l) => index.lines.find(l)), span);
  if (spec.brandId !== undefined) filters.brand = anyOf(store.byBrand, [index.brandCode.get(spec.brandId)], span);
  if (spec.colors) filters.color = anyOf(store.byFamily, spec.colors.map((c) => index.families.find(c)), span);
  if (spec.sizes) filters.size = anyOf(store.bySize, spec.sizes.map((s) => index.sizes.find(s)), span);
  if (spec.priceMin !== undefined || spec.priceMax !== undefined) filters.price = priceRows(store, spec.priceMin ?? -Infinity, spec.priceMax ?? Infinity, span, scratch);
  if (spec.materials) filters.material = materialRows(index, store, spec.materials, span, scratch);
  for (const group of ATTRIBUTE_FACETS) {
    const values = spec.attributes?.[group];
    if (values) filters[group] = anyOf(store.byAttribute, values.map((a) => index.attributes.find(a)), span);
  }

  // all-but-one for every active filter from prefix and suffix intersections: O(filters) set
  // operations, each over the span (the base, and so every prefix, is empty outside it)
  const active = FACET_GROUPS.filter((g) => filters[g]);
  const prefix: Bitset[] = [base];
  for (const g of active) prefix.push(andInto(scratch.copy(prefix[prefix.length - 1]!), filters[g]!, span));
  const allBut: Partial<Record<FacetGroup, Bitset>> = {};
  let suffix: Bitset | undefined;
  for (let i = active.length - 1; i >= 0; i--) {
    const g = active[i]!;
    allBut[g] = suffix ? andInto(scratch.copy(prefix[i]!), suffix, span) : prefix[i]!;
    // the first filter's suffix would be read by nobody
    if (i > 0) suffix = suffix ? andInto(scratch.copy(suffix), filters[g]!, span) : filters[g]!;
  }
  return { all: prefix[active.length]!, allBut };
}

function priceRows(store: StoreIndex, min: number, max: number, span: Span, scratch: ScratchSets): Bitset {
  const out = scratch.empty();
  const end = Math.min(store.rows, span.hi << 5);
  for (let r = span.lo << 5; r < end; r++) {
    const a = store.amount[r]!;
    if (a >= min && a <= max) addRow(out, r);
  }
  return out;
}

/** Every range must hold; a product without the material fails it (the SQL's coalesce to false). */
function materialRows(index: ListingIndex, store: StoreIndex, ranges: NonNullable<ListingSpec['materials']>, span: Span, scratch: ScratchSets): Bitset {
  const out = scratch.full();
  for (const { material, lo, hi } of ranges) {
    const code = index.materials.find(material);
    const ranked = code === undefined ? undefined : store.materialRanked[code];
    const passing = scratch.empty();
    // the rows within [lo, hi] are one run of the ranking (ordered by percent)
    if (ranked) for (let i = lowerBound(ranked.values, lo); i < ranked.rows.length && ranked.values[i]! <= hi; i++) addRow(passing, ranked.rows[i]!);
    andInto(out, passing, span);
  }
  return out;
}

/** The rows of one page in the sort's order: walks the precomputed order, keeping rows in scope. */
export function pageRows(store: StoreIndex, rows: Bitset, sort: Sort, offset: number, limit: number): number[] {
  const order = store.orders[sort];
  const page: number[] = [];
  let skip = offset;
  for (let i = 0; i < order.length && page.length < limit; i++) {
    const r = order[i]!;
    if (!hasRow(rows, r)) continue;
    if (skip > 0) skip--;
    else page.push(r);
  }
  return page;
}

const row = (facet: FacetRow['facet'], value: string | null, count: number, extra: Partial<FacetRow> = {}): FacetRow => ({
  facet,
  value,
  label: null,
  count,
  hex: null,
  lo: null,
  hi: null,
  ...extra,
});

/** The business-line counts alone: what the total is read from (countProducts). */
export function lineFacetRows(index: ListingIndex, store: StoreIndex, scope: ScopeRows): FacetRow[] {
  const rows = scope.allBut.line ?? scope.all;
  const span = spanOf(rows);
  const out: FacetRow[] = [];
  index.lines.values.forEach((line, code) => {
    const set = store.byLine[code];
    const n = set ? countBoth(rows, set, span) : 0;
    if (n > 0) out.push(row('line', line, n));
  });
  return out;
}

/**
 * The aggregates listing-facets.ts's statement yields, from the index: the same facet rows
 * (value, label, count, hex, lo/hi), so shapeFacets turns either into the same answer.
 * Low-cardinality values (lines, families, sizes, materials) count by set intersection;
 * categories and brands, which can be hundreds, by one pass over the scope's rows.
 */
export function indexFacetRows(index: ListingIndex, store: StoreIndex, scope: ScopeRows): FacetRow[] {
  const rowsFor = (g: FacetGroup) => scope.allBut[g] ?? scope.all;
  // each set counted is looked at only where it has rows (spanOf): a category, and a filter on a
  // line or a brand, keep to a few runs of rows, a fraction of the whole
  const out = lineFacetRows(index, store, scope);

  tally(scope.all, store.category, index.categoryIds.length, spanOf(scope.all)).forEach((n, code) => {
    const label = index.categoryLabels.get(index.categoryIds[code]!);
    if (n > 0 && label) out.push(row('category', label.slug, n, { label: label.name }));
  });
  tally(rowsFor('brand'), store.brand, index.brandIds.length, spanOf(rowsFor('brand'))).forEach((n, code) => {
    const label = index.brandLabels.get(index.brandIds[code]!);
    if (n > 0 && label) out.push(row('brand', label.slug, n, { label: label.name }));
  });

  const colorRows = rowsFor('color');
  const colorSpan = spanOf(colorRows);
  index.families.values.forEach((family, code) => {
    const set = store.byFamily[code];
    const n = set ? countBoth(colorRows, set, colorSpan) : 0;
    if (n === 0) return;
    const rank = firstValueIn(colorRows, store.familyRanked[code]!, 1);
    out.push(row('color', family, n, { hex: index.hexes[rank] ?? null }));
  });

  const sizeRows = rowsFor('size');
  const sizeSpan = spanOf(sizeRows);
  index.sizes.values.forEach((size, code) => {
    const set = store.bySize[code];
    const n = set ? countBoth(sizeRows, set, sizeSpan) : 0;
    if (n === 0) return;
    const lo = firstValueIn(sizeRows, store.sizeRanked[code]!, 1);
    out.push(row('size', size, n, { lo }));
  });

  out.push(priceFacetRow(store, rowsFor('price'), spanOf(rowsFor('price'))));

  const materialRowsIn = rowsFor('material');
  const materialSpan = spanOf(materialRowsIn);
  index.materials.values.forEach((material, code) => {
    const set = store.byMaterial[code];
    const ranked = store.materialRanked[code];
    if (!set || !ranked) return;
    const n = countBoth(materialRowsIn, set, materialSpan);
    if (n > 0) out.push(row('material', material, n, { lo: firstValueIn(materialRowsIn, ranked, 1), hi: firstValueIn(materialRowsIn, ranked, -1) }));
  });

  index.attributes.values.forEach((attribute, code) => {
    const group = parseAttribute(attribute)?.group;
    const set = store.byAttribute[code];
    if (!group || !set) return;
    const rows = rowsFor(group);
    const n = countBoth(rows, set, spanOf(rows));
    if (n > 0) out.push(row(group, attribute, n));
  });
  return out;
}

/** count, min and max amount; the min and max are the first rows in scope along the price orders. */
function priceFacetRow(store: StoreIndex, rows: Bitset, span: Span): FacetRow {
  const amountAlong = (order: Int32Array) => {
    const i = firstIn(rows, order, 1);
    return i < 0 ? null : store.amount[order[i]!]!;
  };
  return row('price', null, count(rows, span), { lo: amountAlong(store.orders.price_asc), hi: amountAlong(store.orders.price_desc) });
}

/** The value of the first ranked row (from the end with direction -1) that is in `rows`; the caller knows one is. */
function firstValueIn(rows: Bitset, ranked: Ranked, direction: 1 | -1): number {
  return ranked.values[firstIn(rows, ranked.rows, direction)]!;
}

/** The position in `order` of its first row (from its end with direction -1) that is in `rows`, or -1. */
function firstIn(rows: Bitset, order: Int32Array, direction: 1 | -1): number {
  for (let i = direction === 1 ? 0 : order.length - 1; i >= 0 && i < order.length; i += direction) if (hasRow(rows, order[i]!)) return i;
  return -1;
}

/** Rows per code over the set rows of `rows` (all within `span`): one pass, however many codes. */
function tally(rows: Bitset, codes: Int32Array, size: number, span: Span): Int32Array {
  const counts = new Int32Array(size);
  for (let w = span.lo; w < span.hi; w++) {
    let x = rows[w]!;
    while (x !== 0) {
      const low = x & -x;
      counts[codes[(w << 5) | (31 - Math.clz32(low))]!]!++;
      x ^= low;
    }
  }
  return counts;
}

