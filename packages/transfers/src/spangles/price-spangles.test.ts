import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceSpangles, type SpanglePriceInput } from './price-spangles';
import { SPANGLE_QUANTITY_TIERS } from './spangle-price-tables';
import { STONE_SIZES, STONE_SIZE_NAMES, stonesOnGrid } from './stone-sizes';

function price(input: SpanglePriceInput) {
  const outcome = priceSpangles(input);
  if (!outcome.ok) throw new Error(`expected a price: ${outcome.problem.message}`);
  return outcome.value;
}

describe('priceSpangles', () => {
  it('prices by stone count in each store', () => {
    expect(price({ store: 'us', stoneCount: 300, stoneSize: 'SS10', quantity: 1 }).unitPrice).toEqual({ amount: 910, currency: 'USD' }); // 2.50 + 300 × 2.2¢
    expect(price({ store: 'us', stoneCount: 300, stoneSize: 'SS10', quantity: 250 }).total).toEqual({ amount: 97_500, currency: 'USD' }); // 3.90 each
    expect(price({ store: 'ca', stoneCount: 150, stoneSize: 'SS20', quantity: 24 }).total).toEqual({ amount: 15_792, currency: 'CAD' }); // 2.00 + 4.575 → 6.58
  });

  it('costs more for more or bigger stones, less per transfer for more transfers', () => {
    const units = SPANGLE_QUANTITY_TIERS.map((t) => price({ store: 'ca', stoneCount: 400, stoneSize: 'SS16', quantity: t.minQuantity }).unitPrice.amount);
    expect(units).toEqual([...units].sort((a, b) => b - a));
    expect(new Set(units).size).toBe(units.length);
    fc.assert(
      fc.property(
        fc.constantFrom('us' as const, 'ca' as const),
        fc.integer({ min: 0, max: STONE_SIZE_NAMES.length - 2 }),
        fc.integer({ min: 10, max: 4999 }),
        fc.integer({ min: 1, max: 4999 }),
        (store, size, stoneCount, quantity) => {
          const stoneSize = STONE_SIZE_NAMES[size]!;
          const here = price({ store, stoneCount, stoneSize, quantity }).unitPrice.amount;
          expect(price({ store, stoneCount, stoneSize: STONE_SIZE_NAMES[size + 1]!, quantity }).unitPrice.amount).toBeGreaterThanOrEqual(here);
          expect(price({ store, stoneCount: stoneCount + 1, stoneSize, quantity }).unitPrice.amount).toBeGreaterThanOrEqual(here);
          expect(price({ store, stoneCount, stoneSize, quantity: quantity + 1 }).unitPrice.amount).toBeLessThanOrEqual(here);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('refuses stone counts and quantities outside the range, naming it', () => {
    const stones = priceSpangles({ store: 'us', stoneCount: 5, stoneSize: 'SS6', quantity: 1 });
    expect(stones.ok ? null : stones.problem).toMatchObject({ kind: 'invalid', code: 'stone_count_out_of_range', message: expect.stringContaining('10 to 5,000 stones') });
    const quantity = priceSpangles({ store: 'us', stoneCount: 50, stoneSize: 'SS6', quantity: 0 });
    expect(quantity.ok ? null : quantity.problem).toMatchObject({ kind: 'invalid', code: 'quantity_out_of_range', message: expect.stringContaining('1 to 5,000') });
    const size = priceSpangles({ store: 'us', stoneCount: 50, stoneSize: 'SS8' as 'SS6', quantity: 1 });
    expect(size.ok ? null : size.problem.kind).toBe('malformed');
  });

  it('knows the stone sizes and how many fit a grid', () => {
    expect(STONE_SIZES).toEqual({ SS6: 2, SS10: 2.8, SS16: 3.9, SS20: 4.7 });
    expect(stonesOnGrid(1, 1, 'SS6')).toBe(64); // (25.4 + 1) ÷ 3 → 8 a side
    expect(stonesOnGrid(2, 1, 'SS20', 0.5)).toBe(9 * 4); // 51.3 ÷ 5.2 → 9; 25.9 ÷ 5.2 → 4
    expect(() => stonesOnGrid(1, 1, 'SS6', 0.2)).toThrow(RangeError);
  });
});
