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

describe('availabilityOf a made-to-order product', () => {
  it('is in stock whatever the warehouses hold, as long as it has a size to order', () => {
    expect(availabilityOf(0, { madeToOrder: true, sizeCount: 3 })).toBe('in_stock');
    expect(availabilityOf(2, { madeToOrder: true, sizeCount: 1 })).toBe('in_stock');
    expect(availabilityOf(0, { madeToOrder: true, sizeCount: 0 })).toBe('out_of_stock');
    // a stocked product still follows its units
    expect(availabilityOf(2, { madeToOrder: false, sizeCount: 1 })).toBe('low_stock');
  });
});
