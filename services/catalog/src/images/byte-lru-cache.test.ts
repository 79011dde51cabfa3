import { describe, expect, it } from 'vitest';
import { ByteLruCache } from './byte-lru-cache';

const buf = (n: number) => Buffer.alloc(n);

describe('ByteLruCache', () => {
  it('evicts the least recently used entries once over its byte budget', () => {
    const cache = new ByteLruCache(100);
    cache.set('a', buf(40));
    cache.set('b', buf(40));
    cache.get('a'); // a is now younger than b
    cache.set('c', buf(40));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.totalBytes).toBe(80);
  });

  it('replaces an entry without double counting and ignores values larger than the budget', () => {
    const cache = new ByteLruCache(100);
    cache.set('a', buf(40));
    cache.set('a', buf(50));
    expect(cache.totalBytes).toBe(50);
    cache.set('huge', buf(101));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});
