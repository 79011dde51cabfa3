import { describe, expect, it } from 'vitest';
import { SHIPPING_SPEEDS } from '@storefront/contracts';
import { FREE_STANDARD_SHIPPING_FROM, SHIPPING_RATES, shippingSpeedsFor } from './shipping-speeds';

describe('shippingSpeedsFor', () => {
  it('lists every speed of the contract in each store, in its currency, with a business-days description', () => {
    for (const store of ['us', 'ca'] as const) {
      const speeds = shippingSpeedsFor(store, 0);
      expect(speeds.map((s) => s.code)).toEqual([...SHIPPING_SPEEDS]);
      for (const s of speeds) {
        expect(s.price.currency).toBe(store === 'us' ? 'USD' : 'CAD');
        expect(s.description).toMatch(/^(\d(–\d)? business days|Next business day)$/);
        expect(s.price.amount).toBeGreaterThan(0);
      }
    }
  });

  it('describes each speed with the delivery engine\'s transit range', () => {
    expect(shippingSpeedsFor('us', 0).map((s) => s.description)).toEqual(['1–5 business days', '1–2 business days', 'Next business day']);
    expect(shippingSpeedsFor('ca', 0).map((s) => s.description)).toEqual(['1–7 business days', '1–2 business days', 'Next business day']);
  });

  it('prices Canada on its own (not the US prices)', () => {
    expect(SHIPPING_RATES.ca.map((r) => r.price)).not.toEqual(SHIPPING_RATES.us.map((r) => r.price));
  });

  it.each(['us', 'ca'] as const)('makes standard free from the %s threshold, and only standard', (store) => {
    const from = FREE_STANDARD_SHIPPING_FROM[store];
    const below = shippingSpeedsFor(store, from - 1);
    const at = shippingSpeedsFor(store, from);
    expect(below[0]!.price.amount).toBe(SHIPPING_RATES[store][0]!.price);
    expect(at[0]!.price.amount).toBe(0);
    expect(at.slice(1).map((s) => s.price.amount)).toEqual(SHIPPING_RATES[store].slice(1).map((r) => r.price));
  });
});
