import { describe, expect, it } from 'vitest';
import { buildRequestUrl } from './request-url';

const BASE = 'https://shop.test';

describe('buildRequestUrl', () => {
  it('repeats array keys and drops undefined values', () => {
    const url = buildRequestUrl(BASE, '/api/products/7/comments', {
      'customizations[]': ['name', 'number'],
      page: 2,
      display_all: true,
      search: undefined,
      sort: '',
    });
    const params = new URL(url).searchParams;
    expect(params.getAll('customizations[]')).toEqual(['name', 'number']);
    expect(params.get('page')).toBe('2');
    expect(params.get('display_all')).toBe('true');
    expect(params.has('search')).toBe(false);
    expect(params.get('sort')).toBe('');
  });

  it('keeps a query already on the path and accepts URLSearchParams', () => {
    const url = buildRequestUrl(BASE, '/api/v2/cart/variants.json?composition_id=4', new URLSearchParams([['placement_count', '2']]));
    expect(url).toBe('https://shop.test/api/v2/cart/variants.json?composition_id=4&placement_count=2');
  });

  it('adds cb when a cache-buster is given, replacing one already there', () => {
    expect(buildRequestUrl(BASE, '/api/delivery?cb=1', undefined, 1234)).toBe('https://shop.test/api/delivery?cb=1234');
    expect(buildRequestUrl(BASE, '/api/delivery')).toBe('https://shop.test/api/delivery');
  });
});
