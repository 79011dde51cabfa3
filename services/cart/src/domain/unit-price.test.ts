import { describe, expect, it } from 'vitest';
import { unitPriceFor } from './unit-price';

describe('unitPriceFor', () => {
  const tiers = [
    { minQty: 1, amount: 1249 },
    { minQty: 12, amount: 1099 },
    { minQty: 48, amount: 949 },
  ];

  it('takes the tier with the highest min_qty not above the quantity', () => {
    expect(unitPriceFor(tiers, 1)).toBe(1249);
    expect(unitPriceFor(tiers, 11)).toBe(1249);
    expect(unitPriceFor(tiers, 12)).toBe(1099);
    expect(unitPriceFor(tiers, 47)).toBe(1099);
    expect(unitPriceFor(tiers, 48)).toBe(949);
    expect(unitPriceFor(tiers, 9999)).toBe(949);
  });

  it('does not depend on the order of the tiers', () => {
    expect(unitPriceFor([...tiers].reverse(), 20)).toBe(1099);
  });

  it('is null when no tier is low enough (no price in the store)', () => {
    expect(unitPriceFor([], 1)).toBeNull();
    expect(unitPriceFor([{ minQty: 12, amount: 900 }], 5)).toBeNull();
  });
});
