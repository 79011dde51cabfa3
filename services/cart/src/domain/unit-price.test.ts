import { describe, expect, it } from 'vitest';
import { tierQuantities, unitPriceFor } from './unit-price';

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

describe('tierQuantities', () => {
  it("counts every unit of a blank's product across its colours and sizes", () => {
    const q = tierQuantities([
      { sku: 'TEE-BLK-M', productId: 1, kind: 'blank', quantity: 6 },
      { sku: 'TEE-WHT-L', productId: 1, kind: 'blank', quantity: 6 },
      { sku: 'HOOD-BLK-M', productId: 2, kind: 'blank', quantity: 3 },
    ]);
    expect(q.get('TEE-BLK-M')).toBe(12);
    expect(q.get('TEE-WHT-L')).toBe(12);
    expect(q.get('HOOD-BLK-M')).toBe(3);
  });

  it('counts only its own line for goods that are not blanks', () => {
    const q = tierQuantities([
      { sku: 'DTF-S', productId: 7, kind: 'transfer', quantity: 10 },
      { sku: 'DTF-L', productId: 7, kind: 'transfer', quantity: 5 },
    ]);
    expect(q.get('DTF-S')).toBe(10);
    expect(q.get('DTF-L')).toBe(5);
  });
});
