import { describe, expect, it } from 'vitest';
import { recognize, splitStore, stripStore, withStore } from './index';

describe('withStore', () => {
  it.each([
    ['/gildan-5000.html', 'ca', '/ca/gildan-5000.html'],
    ['/', 'ca', '/ca'],
    ['/?q=mug', 'ca', '/ca?q=mug'],
    ['/help#policy', 'ca', '/ca/help#policy'],
    ['help', 'ca', '/ca/help'],
    ['/cart', 'ca', '/ca/cart'],
    ['/gildan-5000.html', 'us', '/gildan-5000.html'],
    ['/?q=mug', 'us', '/?q=mug'],
    ['/cart', 'us', '/cart'],
  ] as const)('withStore(%s, %s) → %s', (path, store, expected) => {
    expect(withStore(path, store)).toBe(expected);
  });

  it('is idempotent for both stores', () => {
    for (const path of ['/', '/help', '/?q=x', '/ca', '/ca/help', '/cart', '/ca/?q=x']) {
      for (const store of ['us', 'ca'] as const) {
        const once = withStore(path, store);
        expect(withStore(once, store)).toBe(once);
      }
    }
  });

  it('moves a ca path to the us store instead of keeping a stale prefix', () => {
    expect(withStore('/ca/help', 'us')).toBe('/help');
    expect(withStore('/ca', 'us')).toBe('/');
    expect(withStore('/ca?q=x', 'us')).toBe('/?q=x');
  });

  it('builds paths recognize() reads back in the same store', () => {
    for (const path of ['/', '/help', '/gildan-5000.html', '/brands/acme']) {
      const url = new URL(withStore(path, 'ca'), 'https://shop.example');
      expect(recognize(url.pathname, url.search)).toMatchObject({ store: 'ca', path });
    }
  });
});

describe('splitStore and stripStore', () => {
  it.each([
    ['/ca/help/', { store: 'ca', path: '/help' }],
    ['/ca', { store: 'ca', path: '/' }],
    ['/cart/', { store: 'us', path: '/cart' }],
    ['/', { store: 'us', path: '/' }],
  ] as const)('%s → %o', (pathname, expected) => {
    expect(splitStore(pathname)).toEqual(expected);
    expect(stripStore(pathname)).toBe(expected.path);
  });
});
