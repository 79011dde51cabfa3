import { describe, expect, it } from 'vitest';
import { nextTier, tierFor, tierRanges } from './tier-ranges';

const TIERS = [
  { min_qty: 12, amount: 725 },
  { min_qty: 1, amount: 850 },
  { min_qty: 48, amount: 610 },
];

describe('tierFor', () => {
  it('prices a quantity at the tier with the highest minimum not above it', () => {
    expect([1, 11, 12, 47, 48, 9999].map((q) => tierFor(TIERS, q)?.amount)).toEqual([850, 850, 725, 725, 610, 610]);
  });

  it('falls back to the smallest tier below every minimum, and to null with no tiers', () => {
    expect(tierFor([{ min_qty: 5, amount: 100 }, { min_qty: 10, amount: 90 }], 2)).toEqual({ min_qty: 5, amount: 100 });
    expect(tierFor([], 3)).toBeNull();
  });
});

describe('nextTier', () => {
  it('names the next tier up that lowers the unit price', () => {
    expect(nextTier(TIERS, 1)).toEqual({ min_qty: 12, amount: 725 });
    expect(nextTier(TIERS, 11)).toEqual({ min_qty: 12, amount: 725 });
    expect(nextTier(TIERS, 12)).toEqual({ min_qty: 48, amount: 610 });
    expect(nextTier(TIERS, 48)).toBeNull();
  });

  it('skips a tier that would not be cheaper', () => {
    const odd = [{ min_qty: 1, amount: 500 }, { min_qty: 10, amount: 500 }, { min_qty: 20, amount: 450 }];
    expect(nextTier(odd, 3)).toEqual({ min_qty: 20, amount: 450 });
    expect(nextTier([{ min_qty: 1, amount: 399 }], 1)).toBeNull();
  });
});

describe('tierRanges', () => {
  it('runs each tier up to one below the next', () => {
    expect(tierRanges(TIERS)).toEqual([
      { min: 1, max: 11, amount: 850 },
      { min: 12, max: 47, amount: 725 },
      { min: 48, max: null, amount: 610 },
    ]);
  });
});
