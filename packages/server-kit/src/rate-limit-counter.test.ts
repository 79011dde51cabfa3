import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@storefront/db';
import { createTestDatabase } from '@storefront/db/testing';
import { hitRateLimit, peekRateLimit, pruneRateLimits } from './rate-limit-counter';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
}, 60_000);
afterAll(() => handle?.close());

const t0 = new Date('2026-01-01T00:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

describe('hitRateLimit', () => {
  it('counts hits in a window, refuses past max with a Retry-After, restarts after the window', async () => {
    const limit = { max: 2, windowMs: 60_000 };
    expect(await hitRateLimit(handle.db, 'k1', limit, t0)).toMatchObject({ allowed: true, count: 1, retryAfterSeconds: 60 });
    expect(await hitRateLimit(handle.db, 'k1', limit, at(1_000))).toMatchObject({ allowed: true, count: 2 });
    const third = await hitRateLimit(handle.db, 'k1', limit, at(30_500));
    expect(third).toMatchObject({ allowed: false, count: 3, retryAfterSeconds: 30 });
    expect(third.resetAt.toISOString()).toBe(at(60_000).toISOString());
    // other keys are independent
    expect((await hitRateLimit(handle.db, 'k2', limit, at(30_500))).count).toBe(1);
    // the window ends: a new one starts at 1
    expect(await hitRateLimit(handle.db, 'k1', limit, at(60_000))).toMatchObject({ allowed: true, count: 1, retryAfterSeconds: 60 });
  });

  it('prunes ended windows only', async () => {
    const limit = { max: 5, windowMs: 1_000 };
    await hitRateLimit(handle.db, 'old', limit, t0);
    await hitRateLimit(handle.db, 'new', limit, at(10_000));
    await pruneRateLimits(handle.db, at(5_000));
    expect((await hitRateLimit(handle.db, 'old', limit, at(5_000))).count).toBe(1);
    expect((await hitRateLimit(handle.db, 'new', limit, at(10_100))).count).toBe(2);
  });
});

describe('peekRateLimit', () => {
  it('reads the window without counting: allowed while one more hit fits, fresh after the window', async () => {
    const limit = { max: 2, windowMs: 60_000 };
    expect(await peekRateLimit(handle.db, 'p1', limit, t0)).toMatchObject({ allowed: true, count: 0 });
    await hitRateLimit(handle.db, 'p1', limit, t0);
    expect(await peekRateLimit(handle.db, 'p1', limit, at(1_000))).toMatchObject({ allowed: true, count: 1 });
    await hitRateLimit(handle.db, 'p1', limit, at(2_000));
    expect(await peekRateLimit(handle.db, 'p1', limit, at(3_000))).toMatchObject({ allowed: false, count: 2, retryAfterSeconds: 57 });
    expect(await peekRateLimit(handle.db, 'p1', limit, at(3_000))).toMatchObject({ count: 2 });
    expect(await peekRateLimit(handle.db, 'p1', limit, at(60_000))).toMatchObject({ allowed: true, count: 0 });
  });
});
