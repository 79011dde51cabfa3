import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

const ORIGIN = 'https://shop.example';

describe('safeReturnTo', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(safeReturnTo('/orders?page=2#top', 'us', ORIGIN)).toBe('/orders?page=2#top');
    expect(safeReturnTo('/ca/checkout', 'ca', ORIGIN)).toBe('/ca/checkout');
  });

  it.each([
    ['https://evil.example/phish'],
    ['//evil.example/phish'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['orders'],
    ['/orders\n'],
    [''],
    [null],
  ])('refuses %j and falls back to the account page', (value) => {
    expect(safeReturnTo(value, 'us', ORIGIN)).toBe('/account');
    expect(safeReturnTo(value, 'ca', ORIGIN)).toBe('/ca/account');
  });

  it('never returns to the sign-in or sign-up form', () => {
    expect(safeReturnTo('/account/sign-in', 'us', ORIGIN)).toBe('/account');
    expect(safeReturnTo('/ca/account/sign-up?x=1', 'ca', ORIGIN)).toBe('/ca/account');
  });
});
