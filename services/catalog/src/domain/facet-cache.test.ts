import { describe, expect, it } from 'vitest';
import { FacetCache } from './facet-cache';

const value = (total: number) => ({
  total,
  facets: { business_lines: [], categories: [], brands: [], colors: [], sizes: [], price: { min: 0, max: 0 }, materials: [], formats: [], tags: [] },
});
const computeOf = (total: number) => async () => value(total);

describe('FacetCache', () => {
  it('answers within its time to live and forgets after', async () => {
    let now = 0;
    const cache = new FacetCache(1000, 10, () => now);
    await cache.getOrCompute('a', computeOf(1));
    now = 999;
    expect((await cache.getOrCompute('a', computeOf(2))).total).toBe(1);
    now = 1001;
    expect((await cache.getOrCompute('a', computeOf(3))).total).toBe(3);
  });

  it('drops the oldest entries beyond its size and caches nothing with a zero TTL', async () => {
    const cache = new FacetCache(1000, 2, () => 0);
    await cache.getOrCompute('a', computeOf(1));
    await cache.getOrCompute('b', computeOf(2));
    await cache.getOrCompute('c', computeOf(3));
    expect((await cache.getOrCompute('a', computeOf(10))).total).toBe(10);
    expect((await cache.getOrCompute('c', computeOf(30))).total).toBe(3);
    const off = new FacetCache(0);
    await off.getOrCompute('a', computeOf(1));
    expect((await off.getOrCompute('a', computeOf(2))).total).toBe(2);
  });

  it('shares one computation between concurrent callers', async () => {
    const cache = new FacetCache(1000);
    let calls = 0;
    let release!: () => void;
    const slow = () => {
      calls += 1;
      return new Promise<ReturnType<typeof value>>((resolve) => {
        release = () => resolve(value(7));
      });
    };
    const all = Promise.all([cache.getOrCompute('k', slow), cache.getOrCompute('k', slow), cache.getOrCompute('k', slow)]);
    release();
    expect((await all).map((v) => v.total)).toEqual([7, 7, 7]);
    expect(calls).toBe(1);
  });

  it('does not keep a failure', async () => {
    const cache = new FacetCache(1000);
    await expect(cache.getOrCompute('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect((await cache.getOrCompute('k', computeOf(5))).total).toBe(5);
  });
});
