import { describe, expect, it } from 'vitest';
import { availabilityOf, LOW_STOCK_AT } from './get-product';

describe('availabilityOf', () => {
  it('is out of stock at zero, low up to the threshold, in stock above', () => {
    expect(availabilityOf(0)).toBe('out_of_stock');
    expect(availabilityOf(1)).toBe('low_stock');
    expect(availabilityOf(LOW_STOCK_AT)).toBe('low_stock');
    expect(availabilityOf(LOW_STOCK_AT + 1)).toBe('in_stock');
  });
});
