import { describe, expect, it } from 'vitest';
import { CA_PROVINCES } from '../account/address';
import { canadaTax, percentLabel, taxOn, usTax } from './sales-tax';

describe('taxOn: base × rate, half up to the cent', () => {
  it.each([
    [1000, 130_000, 130], // exact
    [1, 50_000, 0], // 0.05 → 0
    [10, 50_000, 1], // 0.5 → 1 (half up)
    [30, 50_000, 2], // 1.5 → 2
    [1999, 99_750, 199], // 199.40 → 199
    [2005, 99_750, 200], // 199.999 → 200
    [1234, 88_750, 110], // 109.5175 → 110
    [1226, 88_750, 109], // 108.8075 → 109
    [0, 130_000, 0],
    [-500, 130_000, 0],
    [999_999_999, 150_000, 150_000_000], // large bases stay exact
  ])('%i at %i ppm → %i', (base, ppm, expected) => {
    expect(taxOn(base, ppm)).toBe(expected);
  });
});

describe('percentLabel', () => {
  it.each([
    [130_000, '13%'],
    [50_000, '5%'],
    [99_750, '9.975%'],
    [88_750, '8.875%'],
    [62_500, '6.25%'],
    [140_000, '14%'],
  ])('%i → %s', (ppm, label) => expect(percentLabel(ppm)).toBe(label));
});

describe('canadaTax: every province and territory, on goods after the discount plus shipping', () => {
  // $100.00 of goods, $10.00 off, $10.00 shipping → base $100.00
  const order = { subtotal: 10_000, discount: 1_000, shipping: 1_000 };
  it.each([
    ['ON', [['HST 13%', 1300]]],
    ['NB', [['HST 15%', 1500]]],
    ['NL', [['HST 15%', 1500]]],
    ['PE', [['HST 15%', 1500]]],
    ['NS', [['HST 14%', 1400]]],
    ['BC', [['GST 5%', 500], ['PST 7%', 700]]],
    ['MB', [['GST 5%', 500], ['RST 7%', 700]]],
    ['SK', [['GST 5%', 500], ['PST 6%', 600]]],
    ['QC', [['GST 5%', 500], ['QST 9.975%', 998]]],
    ['AB', [['GST 5%', 500]]],
    ['NT', [['GST 5%', 500]]],
    ['NU', [['GST 5%', 500]]],
    ['YT', [['GST 5%', 500]]],
  ])('%s', (province, expected) => {
    expect(canadaTax(province, order).map((l) => [l.name, l.amount])).toEqual(expected);
  });

  it('covers every province and territory the address contract accepts', () => {
    for (const p of CA_PROVINCES) expect(canadaTax(p, order).length).toBeGreaterThan(0);
  });

  it('rounds each line on its own: QST and GST on $19.99', () => {
    const lines = canadaTax('QC', { subtotal: 1999, discount: 0, shipping: 0 });
    expect(lines.map((l) => l.amount)).toEqual([100, 199]); // 99.95 → 100, 199.40 → 199
    expect(lines.map((l) => l.rate_ppm)).toEqual([50_000, 99_750]);
  });

  it('never taxes below zero when the discount is the whole subtotal; shipping is still taxed', () => {
    expect(canadaTax('ON', { subtotal: 1000, discount: 1000, shipping: 1195 }).map((l) => l.amount)).toEqual([155]); // 155.35
  });

  it('is none for a region that is not a province', () => {
    expect(canadaTax('NY', order)).toEqual([]);
  });
});

describe('usTax: the state rate operators set, shipping only where the state taxes it', () => {
  const order = { subtotal: 10_000, discount: 2_000, shipping: 795 };
  it('is none without a rate (the default)', () => {
    expect(usTax('NY', null, order)).toEqual([]);
    expect(usTax('NY', { ratePpm: 0, taxShipping: true }, order)).toEqual([]);
  });
  it('taxes goods after the discount, not shipping, when the state does not tax shipping', () => {
    expect(usTax('NY', { ratePpm: 88_750, taxShipping: false }, order)).toEqual([{ name: 'NY sales tax 8.875%', rate_ppm: 88_750, amount: 710 }]);
  });
  it('adds shipping to the base when it does', () => {
    // (8000 + 795) × 8.875% = 780.55625 → 781
    expect(usTax('NY', { ratePpm: 88_750, taxShipping: true }, order)[0]!.amount).toBe(781);
  });
});
