import { describe, expect, it } from 'vitest';
import type { HomePromotion } from '@storefront/contracts';
import { promotionText } from './promotion-text';

const base: HomePromotion = { code: 'X', kind: 'percent', percent_off: 10, amount_off: null, min_subtotal: null, expires_at: null, once_per_customer: false };

describe('promotionText', () => {
  it('says what comes off, on which orders, how often and until when, from the data alone', () => {
    expect(promotionText({ ...base, once_per_customer: true }, 'us')).toBe('10% off any order · once per customer');
    expect(promotionText({ ...base, kind: 'fixed', percent_off: null, amount_off: { amount: 1000, currency: 'USD' }, min_subtotal: { amount: 5000, currency: 'USD' } }, 'us')).toBe(
      '$10.00 off orders of $50.00 or more',
    );
    expect(promotionText({ ...base, percent_off: 15, expires_at: '2026-11-30T05:00:00.000Z' }, 'ca')).toBe('15% off any order · ends Nov 30');
  });
});
