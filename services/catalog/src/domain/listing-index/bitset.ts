/**
 * Row sets of the listing index: one bit per row of a store, 32 rows to a word. Bits past the
 * last row are always 0, so popcounts and "every row" sets never count rows that do not exist.
 */
export type Bitset = Uint32Array;

export function wordsFor(rows: number): number {
  return (rows + 31) >>> 5;
}

export function emptySet(rows: number): Bitset {
  return new Uint32Array(wordsFor(rows));
}

export function fullSet(rows: number): Bitset {
  const set = new Uint32Array(wordsFor(rows)).fill(0xffffffff);
  const tail = rows & 31;
  if (tail) set[set.length - 1] = (1 << tail) - 1;
  return set;
}

export function addRow(set: Bitset, row: number): void {
  set[row >>> 5]! |= 1 << (row & 31);
}

export function hasRow(set: Bitset, row: number): boolean {
  return (set[row >>> 5]! & (1 << (row & 31))) !== 0;
}

/**
 * Words [lo, hi) of a set: where a set's rows can be. Rows are laid out by category (the index
 * builder sorts them so), so a category's rows, and every set narrowed from them, sit in one
 * short run of words, and the operations below can be told to look there alone.
 */
export interface Span {
  lo: number;
  hi: number;
}

/** The words from the first to the last that hold a row (lo = hi when the set is empty). */
export function spanOf(set: Bitset): Span {
  let lo = 0;
  while (lo < set.length && set[lo] === 0) lo++;
  let hi = set.length;
  while (hi > lo && set[hi - 1] === 0) hi--;
  return { lo, hi };
}

const spans = new WeakMap<Bitset, Span>();
/** spanOf for the index's own sets, which never change once built: worked out once each. */
export function fixedSpanOf(set: Bitset): Span {
  let span = spans.get(set);
  if (!span) spans.set(set, (span = spanOf(set)));
  return span;
}

/** `into &= other`, in place, over `span` (the caller knows `into` has no row outside it). */
export function andInto(into: Bitset, other: Bitset, span: Span = { lo: 0, hi: into.length }): Bitset {
  for (let w = span.lo; w < span.hi; w++) into[w]! &= other[w]!;
  return into;
}

/** `into |= other`, in place, over `span` (the caller knows `other` has no row outside it, or wants none of those). */
export function orInto(into: Bitset, other: Bitset, span: Span = { lo: 0, hi: into.length }): Bitset {
  for (let w = span.lo; w < span.hi; w++) into[w]! |= other[w]!;
  return into;
}

/** Node 20 has no popcount intrinsic: the SWAR count of set bits in a 32-bit word. */
function bits(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
}

/** Rows of `set` within `span`. */
export function count(set: Bitset, span: Span = { lo: 0, hi: set.length }): number {
  let n = 0;
  for (let w = span.lo; w < span.hi; w++) n += bits(set[w]!);
  return n;
}

/** |a ∧ b| within `span`, without building the intersection. */
export function countBoth(a: Bitset, b: Bitset, span: Span = { lo: 0, hi: a.length }): number {
  let n = 0;
  for (let w = span.lo; w < span.hi; w++) n += bits(a[w]! & b[w]!);
  return n;
}

/** The overlap of two spans (empty when they do not meet). */
export function within(a: Span, b: Span): Span {
  const lo = Math.max(a.lo, b.lo);
  return { lo, hi: Math.max(lo, Math.min(a.hi, b.hi)) };
}

/**
 * Row sets for one synchronous answer, reused from answer to answer: at 100,000 rows a listing
 * would otherwise allocate about ten 12 KiB sets per request for the collector to chase. Sets
 * taken stay valid until `release()`, which the answer calls once it reads none of them any more.
 */
export class ScratchSets {
  private readonly pool: Bitset[] = [];
  private taken = 0;

  constructor(private readonly rows: number) {}

  empty(): Bitset {
    return this.next().fill(0);
  }

  full(): Bitset {
    const set = this.next().fill(0xffffffff);
    const tail = this.rows & 31;
    if (tail) set[set.length - 1] = (1 << tail) - 1;
    return set;
  }

  copy(of: Bitset): Bitset {
    const set = this.next();
    set.set(of);
    return set;
  }

  release(): void {
    this.taken = 0;
  }

  private next(): Bitset {
    if (this.taken === this.pool.length) this.pool.push(new Uint32Array(wordsFor(this.rows)));
    return this.pool[this.taken++]!;
  }
}
