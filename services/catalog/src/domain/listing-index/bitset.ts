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

/** `into &= other`, in place. */
export function andInto(into: Bitset, other: Bitset): Bitset {
  for (let w = 0; w < into.length; w++) into[w]! &= other[w]!;
  return into;
}

/** `into |= other`, in place. */
export function orInto(into: Bitset, other: Bitset): Bitset {
  for (let w = 0; w < into.length; w++) into[w]! |= other[w]!;
  return into;
}

/** Node 20 has no popcount intrinsic: the SWAR count of set bits in a 32-bit word. */
function bits(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
}

export function count(set: Bitset): number {
  let n = 0;
  for (let w = 0; w < set.length; w++) n += bits(set[w]!);
  return n;
}

/** |a ∧ b| without building the intersection. */
export function countBoth(a: Bitset, b: Bitset): number {
  let n = 0;
  for (let w = 0; w < a.length; w++) n += bits(a[w]! & b[w]!);
  return n;
}
