import { describe, expect, it } from 'vitest';
import { answerOf, ResponseCache } from './response-cache';

const counted = () => {
  let calls = 0;
  return { compute: (body: string) => async () => (calls++, answerOf(body)), calls: () => calls };
};

describe('ResponseCache', () => {
  it('serves an answer only at the version it was built at', async () => {
    const cache = new ResponseCache();
    const c = counted();
    expect((await cache.get('k', 1, c.compute('a'))).body).toBe('a');
    expect((await cache.get('k', 1, c.compute('b'))).body).toBe('a');
    expect((await cache.get('k', 2, c.compute('c'))).body).toBe('c');
    expect(c.calls()).toBe(2);
    // a request that read an older version never replaces or sees the newer entry
    expect((await cache.get('k', 1, c.compute('old'))).body).toBe('old');
    expect((await cache.get('k', 2, c.compute('d'))).body).toBe('c');
  });

  it('concurrent misses share one computation; a failure is not kept', async () => {
    const cache = new ResponseCache();
    const c = counted();
    const [x, y] = await Promise.all([cache.get('k', 1, c.compute('a')), cache.get('k', 1, c.compute('a'))]);
    expect(x).toBe(y);
    expect(c.calls()).toBe(1);
    await expect(cache.get('f', 1, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect((await cache.get('f', 1, c.compute('ok'))).body).toBe('ok');
  });

  it('keeps within its byte budget, least recently used out first', async () => {
    const cache = new ResponseCache(2 * (3 * 1000 + 10));
    const big = 'x'.repeat(1000);
    for (const k of ['k1', 'k2', 'k3']) await cache.get(k, 1, async () => answerOf(big));
    await cache.get('k1', 1, async () => answerOf('never'));
    await cache.get('k4', 1, async () => answerOf(big));
    const c = counted();
    expect((await cache.get('k1', 1, c.compute('rebuilt'))).body).toBe(big);
    expect((await cache.get('k2', 1, c.compute('rebuilt'))).body).toBe('rebuilt');
  });

  it('the same body gives the same weak ETag; another body another', () => {
    expect(answerOf('{"a":1}').etag).toBe(answerOf('{"a":1}').etag);
    expect(answerOf('{"a":1}').etag).not.toBe(answerOf('{"a":2}').etag);
    expect(answerOf('{}').etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
  });
});
