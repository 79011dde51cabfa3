import { describe, expect, it } from 'vitest';
import { FacetCache } from './facet-cache';

const value = (total: number) => ({
  total,
  facets: { business_lines: [], categories: [], brands: [], colors: [], sizes: [], price: { min: 0, max: 0 }, materials: [] },
});

describe('FacetCache', () => {
  it('answers within its time to live and forgets after', () => {
    let now = 0;
    const cache = new FacetCache(1000, 10, () => now);
    cache.set('a', value(1));
    now = 999;
    expect(cache.get('a')?.total).toBe(1);
    now = 1001;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the oldest entries beyond its size and caches nothing with a zero TTL', () => {
    const cache = new FacetCache(1000, 2, () => 0);
    cache.set('a', value(1));
    cache.set('b', value(2));
    cache.set('c', value(3));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')?.total).toBe(3);
    const off = new FacetCache(0);
    off.set('a', value(1));
    expect(off.get('a')).toBeUndefined();
  });
});
