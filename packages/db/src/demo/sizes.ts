import type { Random } from './random';

export interface SizeOption {
  size: string;
  /** sort key within the product (XS before S, 5x5 before 11x11) */
  order: number;
}

export const ADULT_SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL'] as const;
export const YOUTH_SIZES = ['YXS', 'YS', 'YM', 'YL', 'YXL'] as const;
export const ONE_SIZE: readonly SizeOption[] = [{ size: 'OS', order: 1 }];

const run = (all: readonly string[], from: string, to: string): SizeOption[] => {
  const start = all.indexOf(from);
  const end = all.indexOf(to);
  return all.slice(start, end + 1).map((size, i) => ({ size, order: start + i + 1 }));
};

/** A mill-like size run: most styles go S–2XL or S–3XL, a few reach 5XL; women's stop earlier. */
export function adultRun(rng: Random, audience: 'unisex' | 'women' | 'men'): SizeOption[] {
  const from = rng.chance(audience === 'women' ? 0.7 : 0.3) ? 'XS' : 'S';
  const to =
    audience === 'women'
      ? rng.weighted([['XL', 2], ['2XL', 5], ['3XL', 2]] as const)
      : rng.weighted([['XL', 1], ['2XL', 4], ['3XL', 4], ['4XL', 2], ['5XL', 1.5]] as const);
  return run(ADULT_SIZES, from, to);
}

export function youthRun(rng: Random): SizeOption[] {
  return run(YOUTH_SIZES, rng.chance(0.4) ? 'YXS' : 'YS', rng.chance(0.8) ? 'YXL' : 'YL');
}

/** Flat goods are sized by print area in inches ("11x11"); order follows area. */
export function dimensionSizes(sizes: readonly string[]): SizeOption[] {
  const area = (s: string) => {
    const m = /([\d.]+)x([\d.]+)/.exec(s);
    return m ? Number(m[1]) * Number(m[2]) : 0;
  };
  return [...sizes].sort((a, b) => area(a) - area(b)).map((size, i) => ({ size, order: i + 1 }));
}

/** A contiguous handful of sizes from a ladder, e.g. 4x4..11x11 out of the DTF size ladder. */
export function ladderSlice(rng: Random, ladder: readonly string[], min: number, max: number): SizeOption[] {
  const count = Math.min(ladder.length, rng.int(min, max));
  const start = rng.int(0, ladder.length - count);
  return dimensionSizes(ladder.slice(start, start + count));
}
