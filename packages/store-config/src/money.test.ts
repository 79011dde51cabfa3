import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STORES, STORE_CODES, formatMoney, formatNumber, softnessLabel } from './index';

describe('formatMoney', () => {
  it('formats cents in the store locale and currency', () => {
    expect(formatMoney(1250, 'us')).toBe('$12.50');
    expect(formatMoney(1250, 'ca')).toBe('$12.50');
    expect(formatMoney(123456, 'ca', { showCode: true })).toMatch(/CAD\s?1,234\.56/);
    expect(formatMoney(123456, 'us', { showCode: true })).toMatch(/USD\s?1,234\.56/);
  });

  // written by hand for whole cents (money.ts says why): it must be Intl's text to the character
  const intl = (minor: number, store: (typeof STORE_CODES)[number], showCode: boolean) =>
    new Intl.NumberFormat(STORES[store].locale, { style: 'currency', currency: STORES[store].currency, currencyDisplay: showCode ? 'code' : 'narrowSymbol' }).format(minor / 100);
  // up to a hundred billion dollars: beyond about 10^13 cents Intl's own answer drifts (it formats minor / 100, a double)
  const amounts = fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: -1e13, max: 1e13 }), fc.constantFrom(0, -0, 1, -1, 99, 100, 101, 99_999, 100_000, 1e13));

  it("writes every whole amount exactly as Intl.NumberFormat does, in both stores, with and without the code", () => {
    fc.assert(
      fc.property(amounts, fc.constantFrom(...STORE_CODES), fc.boolean(), (minor, store, showCode) => {
        expect(formatMoney(minor, store, { showCode })).toBe(intl(minor, store, showCode));
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps every cent of a huge whole amount, where dividing by 100 in floating point would not', () => {
    expect(formatMoney(8_083_463_181_426_418, 'us')).toBe('$80,834,631,814,264.18');
  });

  it('leaves fractions of a cent and unsafe integers to Intl', () => {
    expect(formatMoney(12.5, 'us')).toBe(intl(12.5, 'us', false));
    expect(formatMoney(2 ** 60, 'ca', { showCode: true })).toBe(intl(2 ** 60, 'ca', true));
  });
});

describe('formatNumber', () => {
  it('writes counts exactly as Intl.NumberFormat does in either store', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.double({ noNaN: true }), fc.constantFrom(-0, 0, 999, 1000, -1000)), fc.constantFrom(...STORE_CODES), (n, store) => {
        expect(formatNumber(n, store)).toBe(new Intl.NumberFormat(STORES[store].locale).format(n));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('softnessLabel', () => {
  it('maps scores onto the §9 scale', () => {
    expect(softnessLabel(9)).toBe('Very soft');
    expect(softnessLabel(6.5)).toBe('Soft');
    expect(softnessLabel(4)).toBe('Everyday');
    expect(softnessLabel(2)).toBe('Rough');
  });
});
