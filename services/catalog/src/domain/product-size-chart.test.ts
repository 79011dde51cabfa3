import { describe, expect, it } from 'vitest';
import { isMadeToOrder, MADE_TO_ORDER_GARMENTS, sizeChart } from '@storefront/contracts';
import { inchesToCm, sizeChartFor } from './product-size-chart';

describe('sizeChartFor', () => {
  it('gives an adult tee its chest and length for the sizes it comes in, in order', () => {
    const chart = sizeChartFor('tee', ['S', 'M', 'L', 'XL', '2XL']);
    expect(sizeChart.parse(chart)).toEqual(chart);
    expect(chart?.name).toBe('Adult T-shirt');
    expect(chart?.measures.map((m) => m.label)).toEqual(['Chest width', 'Body length']);
    expect(chart?.rows.map((r) => r.size)).toEqual(['S', 'M', 'L', 'XL', '2XL']);
    expect(chart?.rows[0]).toEqual({ size: 'S', inches: [18, 28], cm: [46, 71] });
    expect(chart?.rows[4]).toEqual({ size: '2XL', inches: [26, 32], cm: [66, 81] });
  });

  it('adds the sleeve for long sleeves and fleece, and fleece runs wider than a tee', () => {
    const hoodie = sizeChartFor('hoodie', ['S', 'M', 'L']);
    expect(hoodie?.name).toBe('Adult hoodie');
    expect(hoodie?.measures.map((m) => m.key)).toEqual(['chest', 'body_length', 'sleeve_length']);
    const teeM = sizeChartFor('tee', ['M'])!.rows[0]!.inches[0]!;
    expect(hoodie!.rows[1]!.inches[0]!).toBeGreaterThan(teeM);
    expect(sizeChartFor('longsleeve', ['XL'])?.rows[0]).toEqual({ size: 'XL', inches: [24, 31, 36.5], cm: [61, 79, 93] });
    expect(sizeChartFor('sweatshirt', ['L'])?.name).toBe('Adult crewneck sweatshirt');
  });

  it('uses the youth run for youth sizes', () => {
    const chart = sizeChartFor('tee', ['YS', 'YM', 'YL']);
    expect(chart?.name).toBe('Youth T-shirt');
    expect(chart?.rows.map((r) => [r.size, r.inches[0]])).toEqual([
      ['YS', 16],
      ['YM', 17],
      ['YL', 18],
    ]);
  });

  it('grows with the size: every measure of a bigger size is at least as long', () => {
    for (const garment of ['tee', 'longsleeve', 'hoodie', 'sweatshirt', 'tank', 'polo']) {
      const rows = sizeChartFor(garment, ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL'])!.rows;
      expect(rows).toHaveLength(9);
      for (let i = 1; i < rows.length; i++) rows[i]!.inches.forEach((v, k) => expect(v).toBeGreaterThanOrEqual(rows[i - 1]!.inches[k]!));
    }
  });

  it('leaves out sizes it has no figures for and answers null when none is known', () => {
    expect(sizeChartFor('tee', ['S', 'OS'])?.rows.map((r) => r.size)).toEqual(['S']);
    expect(sizeChartFor('tee', ['OS'])).toBeNull();
    expect(sizeChartFor('hat', ['OS'])).toBeNull();
    expect(sizeChartFor('sticker', ['3x3', '4x4'])).toBeNull();
    expect(sizeChartFor('transfer', ['4x4'])).toBeNull();
  });

  it('converts inches to whole centimetres', () => {
    expect(inchesToCm(20)).toBe(51);
    expect(inchesToCm(16.5)).toBe(42);
  });
});

describe('isMadeToOrder', () => {
  it('is true for goods printed or cut when ordered, false for stocked units', () => {
    for (const g of MADE_TO_ORDER_GARMENTS) expect(isMadeToOrder(g)).toBe(true);
    for (const g of ['tee', 'hoodie', 'hat', 'tote', 'tumbler', 'mug']) expect(isMadeToOrder(g)).toBe(false);
  });
});
