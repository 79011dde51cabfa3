import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { priceMadeItem, type MadeItemPriceInput } from './price-made-item';
import { MAX_MADE_PIECES, PRINT_PRICE_PER_SIDE, QUANTITY_TIERS } from './price-tables';

const US_TEE = { S: 1200, M: 1200, L: 1200, XL: 1200, '2XL': 1500 };
const CA_TEE = { S: 1600, M: 1600, L: 1600, XL: 1600, '2XL': 2000 };
const FRONT_AND_SLEEVE = [
  { side: 'front', areaSquareInches: 150 },
  { side: 'left_sleeve', areaSquareInches: 9 },
] as const;

function price(input: Partial<MadeItemPriceInput> = {}) {
  const result = priceMadeItem({ store: 'us', garmentPriceBySize: US_TEE, quantities: { S: 3, M: 5, XL: 2 }, printedSides: [...FRONT_AND_SLEEVE], ...input });
  if (!result.ok) throw new Error(result.problem.message);
  return result.value;
}

function refusal(input: Partial<MadeItemPriceInput>) {
  const result = priceMadeItem({ store: 'us', garmentPriceBySize: US_TEE, quantities: { M: 1 }, printedSides: [...FRONT_AND_SLEEVE], ...input });
  if (result.ok) throw new Error('expected a refusal');
  return result.problem;
}

describe('priceMadeItem', () => {
  it('prices S×3, M×5, XL×2 in USD: garment plus a large front and a small sleeve, per piece', () => {
    const p = price();
    expect(p.currency).toBe('USD');
    expect(p.totalPieces).toBe(10);
    expect(p.tier).toEqual(QUANTITY_TIERS[0]);
    expect(p.printedSides).toEqual([
      { side: 'front', areaSquareInches: 150, sizeClass: 'large', unitPrice: { amount: 1000, currency: 'USD' } },
      { side: 'left_sleeve', areaSquareInches: 9, sizeClass: 'small', unitPrice: { amount: 450, currency: 'USD' } },
    ]);
    expect(p.printUnitPrice).toEqual({ amount: 1450, currency: 'USD' });
    expect(p.sizes.map((s) => [s.size, s.quantity, s.garmentUnitPrice.amount, s.unitPrice.amount, s.lineTotal.amount])).toEqual([
      ['S', 3, 1200, 2650, 7950],
      ['M', 5, 1200, 2650, 13250],
      ['XL', 2, 1200, 2650, 5300],
    ]);
    expect(p.total).toEqual({ amount: 26500, currency: 'USD' });
  });

  it('prices the same item in CAD from the Canadian tables, not by conversion', () => {
    const result = priceMadeItem({ store: 'ca', garmentPriceBySize: CA_TEE, quantities: { S: 3, M: 5, XL: 2 }, printedSides: [...FRONT_AND_SLEEVE] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.currency).toBe('CAD');
    expect(result.value.printUnitPrice).toEqual({ amount: 1350 + 600, currency: 'CAD' });
    expect(result.value.total).toEqual({ amount: 10 * (1600 + 1950), currency: 'CAD' });
    expect(result.value.total.amount).not.toBe(price().total.amount);
  });

  it('charges each printed side by the size of its print', () => {
    const one = (areaSquareInches: number) => price({ quantities: { M: 1 }, printedSides: [{ side: 'front', areaSquareInches }] }).printUnitPrice.amount;
    expect(one(16)).toBe(450);
    expect(one(16.01)).toBe(750);
    expect(one(120)).toBe(750);
    expect(one(120.5)).toBe(1000);
    expect(price({ quantities: { M: 1 }, printedSides: [{ side: 'front', areaSquareInches: 100 }, { side: 'back', areaSquareInches: 192 }] }).printUnitPrice.amount).toBe(1750);
  });

  it.each([
    [11, 0, 0],
    [12, 10, 1],
    [23, 10, 1],
    [24, 15, 2],
    [47, 15, 2],
    [48, 20, 3],
    [71, 20, 3],
    [72, 25, 4],
    [MAX_MADE_PIECES, 25, 4],
  ])('%i pieces across sizes take %i%% off the garment and the tier’s print price', (pieces, discount, tierIndex) => {
    const p = price({ quantities: { S: pieces - 1, '2XL': 1 } });
    expect(p.tier.garmentDiscountPercent).toBe(discount);
    expect(p.sizes.find((s) => s.size === '2XL')?.garmentUnitPrice.amount).toBe((1500 * (100 - discount)) / 100);
    expect(p.printUnitPrice.amount).toBe(PRINT_PRICE_PER_SIDE.USD.large[tierIndex]! + PRINT_PRICE_PER_SIDE.USD.small[tierIndex]!);
  });

  it('rounds a discounted garment price half up to a whole cent, once', () => {
    const p = price({ garmentPriceBySize: { M: 1290, L: 1299 }, quantities: { M: 12, L: 12 } });
    expect(p.sizes.map((s) => s.garmentUnitPrice.amount)).toEqual([1097, 1104]); // 1096.5 and 1104.15 at 15 %
  });

  it('keeps sizes in the garment’s order and leaves out sizes at 0', () => {
    expect(price({ quantities: { XL: 1, S: 1, M: 0 } }).sizes.map((s) => s.size)).toEqual(['S', 'XL']);
  });

  it('always adds up exactly: lines are unit × quantity and the total is their sum, in integers', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('S', 'M', 'L', 'XL', '2XL'), fc.integer({ min: 0, max: 2000 }), { minKeys: 1 }),
        fc.constantFrom('us' as const, 'ca' as const),
        fc.uniqueArray(fc.record({ side: fc.constantFrom('front' as const, 'back' as const, 'left_sleeve' as const), areaSquareInches: fc.double({ min: 0.5, max: 192, noNaN: true }) }), {
          minLength: 1,
          selector: (s) => s.side,
        }),
        (quantities, store, printedSides) => {
          const total = Object.values(quantities).reduce((a, b) => a + b, 0);
          const result = priceMadeItem({ store, garmentPriceBySize: store === 'us' ? US_TEE : CA_TEE, quantities, printedSides });
          if (total === 0) return !result.ok && result.problem.code === 'no_pieces';
          if (!result.ok) return false;
          const p = result.value;
          const sidesSum = p.printedSides.reduce((a, s) => a + s.unitPrice.amount, 0);
          return (
            p.totalPieces === total &&
            p.sizes.every((s) => Number.isInteger(s.unitPrice.amount) && s.unitPrice.amount === s.garmentUnitPrice.amount + sidesSum && s.lineTotal.amount === s.unitPrice.amount * s.quantity) &&
            p.total.amount === p.sizes.reduce((a, s) => a + s.lineTotal.amount, 0) &&
            [p.total, p.printUnitPrice, ...p.sizes.map((s) => s.lineTotal)].every((m) => m.currency === (store === 'us' ? 'USD' : 'CAD'))
          );
        },
      ),
    );
  });

  it('never charges more per piece for ordering more pieces', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_MADE_PIECES - 1 }), fc.integer({ min: 1, max: 500 }), (n, extra) => {
        const more = Math.min(MAX_MADE_PIECES, n + extra);
        return price({ quantities: { M: more } }).sizes[0]!.unitPrice.amount <= price({ quantities: { M: n } }).sizes[0]!.unitPrice.amount;
      }),
    );
  });

  describe('refuses', () => {
    it('an order with no pieces', () => {
      expect(refusal({ quantities: { S: 0, M: 0 } })).toMatchObject({ kind: 'invalid', code: 'no_pieces' });
      expect(refusal({ quantities: {} })).toMatchObject({ code: 'no_pieces' });
    });

    it('negative and fractional quantities, naming the size', () => {
      expect(refusal({ quantities: { M: -1 } })).toMatchObject({ kind: 'malformed', fieldErrors: { 'quantities.M': ['cannot be negative'] } });
      expect(refusal({ quantities: { L: 1.5 } })).toMatchObject({ kind: 'malformed', fieldErrors: { 'quantities.L': ['must be a whole number'] } });
    });

    it('more than the most pieces one line may hold, with the limit in the message', () => {
      const problem = refusal({ quantities: { S: 5000, M: 5001 } });
      expect(problem).toMatchObject({ kind: 'invalid', code: 'too_many_pieces' });
      expect(problem.message).toBe('At most 10,000 pieces can be ordered on one line (this is 10,001).');
      expect(price({ quantities: { S: 5000, M: 5000 } }).totalPieces).toBe(10_000);
    });

    it('a size the garment does not come in', () => {
      expect(refusal({ quantities: { M: 1, XS: 2 } })).toMatchObject({ kind: 'invalid', code: 'unknown_size', fieldErrors: { 'quantities.XS': [expect.any(String)] } });
    });

    it('no printed side, a side listed twice, an empty print area', () => {
      expect(refusal({ printedSides: [] })).toMatchObject({ kind: 'malformed', fieldErrors: { printedSides: ['a made item prints at least one side'] } });
      expect(refusal({ printedSides: [{ side: 'front', areaSquareInches: 10 }, { side: 'front', areaSquareInches: 20 }] })).toMatchObject({ code: 'duplicate_side', fieldErrors: { 'printedSides.1.side': ['listed twice'] } });
      expect(refusal({ printedSides: [{ side: 'front', areaSquareInches: 0 }] })).toMatchObject({ fieldErrors: { 'printedSides.0.areaSquareInches': ['must be more than 0'] } });
    });

    it('an unknown store and a fractional garment price', () => {
      expect(refusal({ store: 'uk' as never })).toMatchObject({ kind: 'malformed', fieldErrors: { store: [expect.any(String)] } });
      expect(refusal({ garmentPriceBySize: { M: 12.5 } })).toMatchObject({ fieldErrors: { 'garmentPriceBySize.M': ['must be whole minor units'] } });
    });
  });
});
