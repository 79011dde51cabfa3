import { describe, expect, it } from 'vitest';
import { charmPrice, tierPrices, toCad } from './pricing';

describe('pricing', () => {
  it('rounds to amounts ending in 5 or 9 cents, never below 49', () => {
    expect(charmPrice(1250)).toBe(1249);
    expect(charmPrice(1244)).toBe(1245);
    expect(charmPrice(10)).toBe(49);
  });

  it('converts USD to CAD at about 1.36', () => {
    expect(toCad(1000)).toBe(1359);
  });

  it('keeps tiers strictly falling in both stores and stops at the floor', () => {
    const rows = tierPrices(60, [[1, 1], [12, 0.9], [48, 0.8]]);
    const us = rows.filter((r) => r.store === 'us').map((r) => r.amount);
    expect(us[0]).toBe(59);
    expect(us.every((a, i) => i === 0 || a < (us[i - 1] ?? Infinity))).toBe(true);
    expect(rows.filter((r) => r.store === 'ca')).toHaveLength(us.length);
  });
});
