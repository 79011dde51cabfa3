import { describe, expect, it } from 'vitest';
import { formatMoney, softnessLabel } from './index';

describe('formatMoney', () => {
  it('formats cents in the store locale and currency', () => {
    expect(formatMoney(1250, 'us')).toBe('$12.50');
    expect(formatMoney(1250, 'ca')).toBe('$12.50');
    expect(formatMoney(123456, 'ca', { showCode: true })).toMatch(/CAD\s?1,234\.56/);
    expect(formatMoney(123456, 'us', { showCode: true })).toMatch(/USD\s?1,234\.56/);
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
