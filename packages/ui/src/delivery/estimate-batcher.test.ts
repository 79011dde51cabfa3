import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_ESTIMATE_IDS } from '@storefront/contracts/limits';
import { settle } from '@storefront/http/testing';
import { TIMING } from '@storefront/store-config';
import { estimate, estimatesFor, idsOf, recordingHttp } from './delivery.fixtures';
import { createEstimateBatcher, ESTIMATES_PATH, FLASH_ESTIMATES_PATH } from './estimate-batcher';

/** Every call answers estimates for the ids it carried. */
function answeringHttp() {
  return recordingHttp((call) => estimatesFor(call.params.composition_ids?.split(',') ?? []));
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-20T15:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('estimate batching (§4, §9: 50 ms)', () => {
  it('sends 48 requests made within 50 ms as one call with 48 comma-joined ids, the store and a cache-buster', async () => {
    const http = answeringHttp();
    const batcher = createEstimateBatcher(http);
    const results = [];
    for (let id = 1; id <= 48; id += 1) {
      results.push(batcher.request(id, { store: 'ca' }));
      if (id % 12 === 0) await vi.advanceTimersByTimeAsync(12); // spread over 48 ms
    }
    expect(http.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(TIMING.estimateBatchMs);
    expect(http.calls).toHaveLength(1);
    expect(http.calls[0]?.path).toBe(ESTIMATES_PATH);
    expect(idsOf(http.calls[0])).toEqual(Array.from({ length: 48 }, (_, i) => i + 1));
    expect(http.calls[0]?.params.store).toBe('ca');
    expect(http.calls[0]?.params.made).toBeUndefined();
    expect(http.calls[0]?.cacheBust).toBe(true);
    const estimates = await Promise.all(results);
    expect(estimates.every((e) => e?.date === 'Tue, Nov 24')).toBe(true);
  });

  it('sends a request made at 51 ms in a second call', async () => {
    const http = answeringHttp();
    const batcher = createEstimateBatcher(http);
    void batcher.request(1, { store: 'us' });
    await vi.advanceTimersByTimeAsync(51);
    void batcher.request(2, { store: 'us' });
    await vi.advanceTimersByTimeAsync(50);
    expect(http.calls.map(idsOf)).toEqual([[1], [2]]);
  });

  it('does not request a composition again, in flight or answered', async () => {
    const http = answeringHttp();
    const batcher = createEstimateBatcher(http);
    const first = batcher.request(7, { store: 'us' });
    const same = batcher.request(7, { store: 'us' });
    expect(same).toBe(first);
    await vi.advanceTimersByTimeAsync(50);
    await expect(first).resolves.toMatchObject({ date: 'Tue, Nov 24' });
    const later = settle(batcher.request(7, { store: 'us' }));
    await vi.advanceTimersByTimeAsync(100);
    expect(later.value).toMatchObject({ date: 'Tue, Nov 24' });
    expect(http.calls.map(idsOf)).toEqual([[7]]);
  });

  it('always re-requests made items, in their own call with made=true', async () => {
    const http = answeringHttp();
    const batcher = createEstimateBatcher(http);
    void batcher.request(1, { store: 'us' });
    void batcher.request(2, { store: 'us', made: true });
    await vi.advanceTimersByTimeAsync(50);
    void batcher.request(2, { store: 'us', made: true });
    await vi.advanceTimersByTimeAsync(50);
    expect(http.calls.map((c) => [c.path, c.params.made, idsOf(c)])).toEqual([
      [ESTIMATES_PATH, undefined, [1]],
      [ESTIMATES_PATH, 'true', [2]],
      [ESTIMATES_PATH, 'true', [2]],
    ]);
  });

  it('always re-requests flash items, on the flash endpoint', async () => {
    const http = answeringHttp();
    const batcher = createEstimateBatcher(http);
    void batcher.request(3, { store: 'us', flash: true });
    void batcher.request(4, { store: 'us', flash: true });
    await vi.advanceTimersByTimeAsync(50);
    void batcher.request(3, { store: 'us', flash: true });
    await vi.advanceTimersByTimeAsync(50);
    expect(http.calls.map((c) => [c.path, idsOf(c), c.cacheBust])).toEqual([
      [FLASH_ESTIMATES_PATH, [3, 4], true],
      [FLASH_ESTIMATES_PATH, [3], true],
    ]);
  });

  it('answers undefined for an id the server does not know, and the others still resolve', async () => {
    const http = recordingHttp(() => ({ success: true, estimates: { '1': estimate() } }));
    const batcher = createEstimateBatcher(http);
    const known = batcher.request(1, { store: 'us' });
    const unknown = batcher.request(999, { store: 'us' });
    await vi.advanceTimersByTimeAsync(50);
    await expect(known).resolves.toMatchObject({ delivery_type: 'standard' });
    await expect(unknown).resolves.toBeUndefined();
  });

  it(`splits a batch above ${MAX_ESTIMATE_IDS} ids into calls of at most ${MAX_ESTIMATE_IDS}`, async () => {
    const http = answeringHttp();
    const batcher = createEstimateBatcher(http);
    const all = Array.from({ length: 230 }, (_, i) => batcher.request(i + 1, { store: 'us' }));
    await vi.advanceTimersByTimeAsync(50);
    expect(http.calls.map((c) => idsOf(c).length)).toEqual([100, 100, 30]);
    expect(new Set(http.calls.flatMap(idsOf)).size).toBe(230);
    expect((await Promise.all(all)).filter(Boolean)).toHaveLength(230);
  });
});

describe('in-flight mark and failures (§4, §8)', () => {
  it('rejects every waiting request with the error, and a later request calls again', async () => {
    let fail = true;
    const http = recordingHttp((call) => {
      if (fail) throw new Error('503: down');
      return estimatesFor(idsOf(call));
    });
    const batcher = createEstimateBatcher(http);
    const a = settle(batcher.request(1, { store: 'us' }));
    const b = settle(batcher.request(1, { store: 'us' }));
    const c = settle(batcher.request(2, { store: 'us' }));
    await vi.advanceTimersByTimeAsync(50);
    for (const s of [a, b, c]) expect((s.error as Error).message).toBe('503: down');

    fail = false;
    const retry = settle(batcher.request(1, { store: 'us' }));
    await vi.advanceTimersByTimeAsync(50);
    expect(http.calls.map(idsOf)).toEqual([[1, 2], [1]]);
    expect(retry.value).toMatchObject({ date: 'Tue, Nov 24' });
  });

  it('clears the mark on success: the answer is kept, so no second call until a reset', async () => {
    const http = answeringHttp();
    const batcher = createEstimateBatcher(http);
    void batcher.request(5, { store: 'us' });
    await vi.advanceTimersByTimeAsync(50);
    void batcher.request(5, { store: 'us' });
    await vi.advanceTimersByTimeAsync(50);
    expect(http.calls).toHaveLength(1);
    batcher.reset();
    void batcher.request(5, { store: 'us' });
    await vi.advanceTimersByTimeAsync(50);
    expect(http.calls.map(idsOf)).toEqual([[5], [5]]);
  });

  it('does not remember an answer to a call sent before a reset', async () => {
    let resolveFirst!: (v: unknown) => void;
    let n = 0;
    const http = recordingHttp((call) => {
      n += 1;
      if (n === 1) return new Promise((r) => (resolveFirst = r));
      return estimatesFor(idsOf(call), () => estimate({ date: 'Wed, Nov 25' }));
    });
    const batcher = createEstimateBatcher(http);
    void batcher.request(9, { store: 'us' });
    await vi.advanceTimersByTimeAsync(50);
    batcher.reset();
    const fresh = settle(batcher.request(9, { store: 'us' }));
    resolveFirst(estimatesFor([9]));
    await vi.advanceTimersByTimeAsync(50);
    expect(fresh.value).toMatchObject({ date: 'Wed, Nov 25' });
    const cached = settle(batcher.request(9, { store: 'us' }));
    await vi.advanceTimersByTimeAsync(50);
    expect(cached.value).toMatchObject({ date: 'Wed, Nov 25' });
    expect(http.calls).toHaveLength(2);
  });
});
