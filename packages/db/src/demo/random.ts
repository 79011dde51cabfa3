/**
 * Seeded randomness for the demo catalog. mulberry32 is tiny, fast and good enough for
 * believable data; what matters is that the same seed always yields the same catalog.
 */
export interface Random {
  /** uniform in [0, 1) */
  next(): number;
  /** integer in [min, max], both inclusive */
  int(min: number, max: number): number;
  /** uniform in [min, max) */
  float(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** pick by relative weight */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** k distinct items, in random order */
  sample<T>(items: readonly T[], k: number): T[];
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Mixes a seed with a stream number (a product index, a block number) so each product draws
 * from its own stream: product i is the same whether the catalog has 50 or 100,000 products.
 */
export function streamSeed(seed: number, stream: number): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  h = Math.imul(h ^ (stream + 0x7f4a7c15), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick,
    weighted<T>(items: readonly (readonly [T, number])[]): T {
      const total = items.reduce((sum, [, w]) => sum + w, 0);
      let r = next() * total;
      for (const [item, w] of items) {
        r -= w;
        if (r < 0) return item;
      }
      return pick(items)[0];
    },
    sample<T>(items: readonly T[], k: number): T[] {
      const pool = [...items];
      const out: T[] = [];
      while (out.length < k && pool.length > 0) {
        const i = Math.floor(next() * pool.length);
        out.push(pool[i] as T);
        pool.splice(i, 1);
      }
      return out;
    },
  };
}
