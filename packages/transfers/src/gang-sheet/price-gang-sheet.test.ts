import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GANG_SHEET_PRESET_PRICES } from './gang-sheet-price-tables';
import { priceGangSheet, type GangSheetPriceInput } from './price-gang-sheet';
import { GANG_SHEET_LENGTHS, GANG_SHEET_WIDTHS } from './sheet-sizes';

function price(input: GangSheetPriceInput) {
  const outcome = priceGangSheet(input);
  if (!outcome.ok) throw new Error(`expected a price: ${outcome.problem.message}`);
  return outcome.value;
}

describe('priceGangSheet', () => {
  it('prices presets from each store’s table', () => {
    expect(price({ store: 'us', widthIn: 22, lengthIn: 24 })).toMatchObject({ pricedBy: 'preset', price: { amount: 1499, currency: 'USD' } });
    expect(price({ store: 'us', widthIn: 11, lengthIn: 240 }).price).toEqual({ amount: 6199, currency: 'USD' });
    expect(price({ store: 'ca', widthIn: 22, lengthIn: 60 }).price).toEqual({ amount: 3999, currency: 'CAD' });
  });

  it('prices a custom length by area, never above the next preset', () => {
    expect(price({ store: 'us', widthIn: 22, lengthIn: 30 })).toMatchObject({ pricedBy: 'area', cappedAtPresetLengthIn: null, price: { amount: 1980 } }); // 660 sq in × 3¢
    expect(price({ store: 'us', widthIn: 22, lengthIn: 12 }).price.amount).toBe(792);
    expect(price({ store: 'us', widthIn: 22, lengthIn: 50 })).toMatchObject({ pricedBy: 'area', cappedAtPresetLengthIn: 60, price: { amount: 2999 } }); // 3300 > the 60 in price
    expect(price({ store: 'ca', widthIn: 13, lengthIn: 100 })).toMatchObject({ cappedAtPresetLengthIn: 120, price: { amount: 4999, currency: 'CAD' } });
  });

  it('refuses widths and lengths it does not sell, naming what it does', () => {
    const width = priceGangSheet({ store: 'us', widthIn: 20, lengthIn: 24 });
    expect(width.ok ? null : width.problem).toMatchObject({ kind: 'invalid', code: 'sheet_width_not_offered', message: expect.stringContaining('11, 13, 22 or 24 in') });
    for (const lengthIn of [6, 241, 30.5]) {
      const length = priceGangSheet({ store: 'us', widthIn: 22, lengthIn });
      expect(length.ok ? null : length.problem).toMatchObject({ kind: 'invalid', code: 'sheet_length_out_of_range', message: expect.stringContaining('from 12 to 240 in') });
    }
  });

  it('never costs less for a longer sheet (every width, both stores, every whole length)', () => {
    fc.assert(
      fc.property(fc.constantFrom('us' as const, 'ca' as const), fc.constantFrom(...GANG_SHEET_WIDTHS), fc.integer({ min: 12, max: 239 }), (store, widthIn, lengthIn) => {
        expect(price({ store, widthIn, lengthIn: lengthIn + 1 }).price.amount).toBeGreaterThanOrEqual(price({ store, widthIn, lengthIn }).price.amount);
      }),
      { numRuns: 1000 },
    );
  });

  it('has preset rates per square inch that fall with length, within DOMAIN’s 2–6¢ for 22 in sheets', () => {
    for (const currency of ['USD', 'CAD'] as const) {
      for (const width of GANG_SHEET_WIDTHS) {
        const rates = GANG_SHEET_PRESET_PRICES[currency][width].map((amount, i) => amount / (width * GANG_SHEET_LENGTHS[i]!));
        expect(rates, `${currency} ${width}`).toEqual([...rates].sort((a, b) => b - a));
      }
    }
    for (const [i, amount] of GANG_SHEET_PRESET_PRICES.USD[22].entries()) {
      const centsPerSquareInch = amount / (22 * GANG_SHEET_LENGTHS[i]!);
      expect(centsPerSquareInch).toBeGreaterThanOrEqual(2);
      expect(centsPerSquareInch).toBeLessThanOrEqual(6);
    }
  });
});
