import { describe, expect, it } from 'vitest';
import { savingAgainstSingles } from './saving-against-singles';

describe('savingAgainstSingles', () => {
  it('compares the packed sheet with the same transfers bought singly', () => {
    const outcome = savingAgainstSingles({
      store: 'us',
      items: [
        { id: 'front', widthIn: 11, heightIn: 11, quantity: 4 },
        { id: 'back', widthIn: 12, heightIn: 16, quantity: 2 },
        { id: 'chest', widthIn: 4, heightIn: 4, quantity: 12 },
        { id: 'sleeve', widthIn: 3, heightIn: 3, quantity: 12 },
      ],
    });
    if (!outcome.ok) throw new Error(outcome.problem.message);
    const v = outcome.value;
    expect(v.sheetPrices).toEqual([{ lengthIn: 120, price: { amount: 5599, currency: 'USD' } }]);
    // 4 × 7.26 + 2 × 11.52 + 12 × 2.00 + 12 × 2.00
    expect(v.singles.map((s) => s.total.amount)).toEqual([2904, 2304, 2400, 2400]);
    expect(v.singlesTotal.amount).toBe(10_008);
    expect(v.saving).toEqual({ amount: 4409, currency: 'USD' });
    expect(v.savingPercent).toBe(44.1);
  });

  it('shows a negative saving when a few small transfers are cheaper singly', () => {
    const outcome = savingAgainstSingles({ store: 'ca', items: [{ id: 'logo', widthIn: 2, heightIn: 2, quantity: 2 }] });
    if (!outcome.ok) throw new Error(outcome.problem.message);
    expect(outcome.value.singlesTotal).toEqual({ amount: 680, currency: 'CAD' });
    expect(outcome.value.sheetsTotal).toEqual({ amount: 1999, currency: 'CAD' });
    expect(outcome.value.saving.amount).toBe(-1319);
  });

  it('passes packing problems through', () => {
    const outcome = savingAgainstSingles({ store: 'us', widthIn: 20, items: [{ id: 'a', widthIn: 2, heightIn: 2, quantity: 1 }] });
    expect(outcome.ok ? null : outcome.problem.code).toBe('sheet_width_not_offered');
  });
});
