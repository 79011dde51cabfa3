import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { schedulePeriodic } from './schedule-periodic';

describe('schedulePeriodic', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the job every interval, never two runs at once, logs failures and goes on', async () => {
    const warnings: string[] = [];
    let runs = 0;
    let release: () => void = () => {};
    const job = vi.fn(async () => {
      runs++;
      if (runs === 1) await new Promise<void>((r) => (release = r));
      if (runs === 2) throw new Error('boom');
    });
    const s = schedulePeriodic({ warn: (_o, msg) => void warnings.push(msg) }, 'demo job', 1000, job);
    await vi.advanceTimersByTimeAsync(999);
    expect(job).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(job).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000); // the first run is still going: no overlap
    expect(job).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(job).toHaveBeenCalledTimes(2);
    expect(warnings).toEqual(['demo job failed']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(job).toHaveBeenCalledTimes(3);
    s.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(job).toHaveBeenCalledTimes(3);
  });

  it('runNow runs the job at once too (settling what a crash left, at start-up)', async () => {
    const job = vi.fn(async () => {});
    const s = schedulePeriodic({ warn: () => {} }, 'at start', 1000, job, { runNow: true });
    expect(job).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(job).toHaveBeenCalledTimes(2);
    s.stop();
  });
});
