import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache';

function cache(maxEntries = 3, ttlMs = 1000) {
  const clock = { time: 0 };
  return { clock, cache: new ResponseCache<unknown>({ maxEntries, ttlMs, now: () => clock.time }) };
}

describe('ResponseCache', () => {
  it('serves an entry until its time to live is reached, then drops it', () => {
    const { clock, cache: c } = cache();
    c.set('a', 1);
    clock.time = 999;
    expect(c.get('a')).toEqual({ value: 1 });
    clock.time = 1000;
    expect(c.get('a')).toBeUndefined();
    expect(c.has('a')).toBe(false);
  });

  it('evicts the least recently used entry, where reading counts as use', () => {
    const { cache: c } = cache(3);
    c.set('a', 1);
    c.set('b', 2);
    c.set('c', 3);
    c.get('a');
    c.set('d', 4);
    expect(c.has('b')).toBe(false);
    expect([c.has('a'), c.has('c'), c.has('d')]).toEqual([true, true, true]);
    expect(c.size).toBe(3);
  });

  it('re-setting a key refreshes its age and its place', () => {
    const { clock, cache: c } = cache(2);
    c.set('a', 1);
    c.set('b', 2);
    clock.time = 900;
    c.set('a', 10);
    c.set('c', 3);
    expect(c.has('b')).toBe(false);
    clock.time = 1800;
    expect(c.get('a')).toEqual({ value: 10 });
  });

  it('an undefined value is still a hit', () => {
    const { cache: c } = cache();
    c.set('empty', undefined);
    expect(c.get('empty')).toEqual({ value: undefined });
    expect(c.get('missing')).toBeUndefined();
  });
});
