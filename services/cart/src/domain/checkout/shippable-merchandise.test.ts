import { describe, expect, it } from 'vitest';
import { isDigitalOnly, shippableMerchandise, type ShippingLine } from './shippable-merchandise';

const goods = (amount: number): ShippingLine => ({ line_total: { amount, currency: 'USD' } });
const licence = (amount: number): ShippingLine => ({ line_total: { amount, currency: 'USD' }, digital_asset: { licence: 'extended', licence_label: 'Extended licence' } });

describe('shippableMerchandise', () => {
  it('is the whole subtotal less the whole discount when every line ships', () => {
    expect(shippableMerchandise([goods(5000), goods(3000)], 800)).toBe(7200);
  });

  it('leaves licences out, and they carry their share of the coupon', () => {
    // goods 4000 of 10000: 40 % of a 1000 discount
    expect(shippableMerchandise([goods(4000), licence(6000)], 1000)).toBe(3600);
    expect(shippableMerchandise([goods(4000), licence(6000)], 0)).toBe(4000);
  });

  it('rounds the goods’ share of the discount half up, to the cent', () => {
    // 1000 × 1/3 = 333.33 → 333; 1001 × 1/2 = 500.5 → 501
    expect(shippableMerchandise([goods(1000), licence(2000)], 1000)).toBe(1000 - 333);
    expect(shippableMerchandise([goods(3000), licence(3000)], 1001)).toBe(3000 - 501);
  });

  it('stays exact where the product passes 2^53 (a float would round this half down)', () => {
    // goods are half the subtotal: their share of 1,726,242,085 is 863,121,042.5 → 863,121,043
    expect(shippableMerchandise([goods(3_303_868_470), licence(3_303_868_470)], 1_726_242_085)).toBe(3_303_868_470 - 863_121_043);
  });

  it('is 0 for licences alone, and for an empty cart', () => {
    expect(shippableMerchandise([licence(6000), licence(1200)], 500)).toBe(0);
    expect(shippableMerchandise([], 0)).toBe(0);
  });
});

describe('isDigitalOnly', () => {
  it('holds for a cart of licences only, not for an empty or mixed one', () => {
    expect(isDigitalOnly([licence(1200)])).toBe(true);
    expect(isDigitalOnly([licence(1200), goods(500)])).toBe(false);
    expect(isDigitalOnly([])).toBe(false);
  });
});
