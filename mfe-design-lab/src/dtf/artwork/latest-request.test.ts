import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '@storefront/ui/testing';
import { apiError } from '../../fixtures/fake-design-lab';
import { createLatestRequest, idle, type Asked } from './latest-request';

describe('createLatestRequest: asked after a pause, the latest answer only', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function harness() {
    let state: Asked<string> = idle();
    const sent: number[] = [];
    const answers = new Map<number, ReturnType<typeof deferred<string>>>();
    const request = createLatestRequest({
      send: (q: number) => {
        sent.push(q);
        const answer = deferred<string>();
        answers.set(q, answer);
        return answer.promise;
      },
      delayMs: 250,
      current: () => state,
      report: (next) => (state = next),
    });
    return { request, sent, answers, state: () => state };
  }

  it('waits 250 ms after the last change, then asks once for what was chosen last', async () => {
    const { request, sent, answers, state } = harness();
    request.ask(1);
    expect(state().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(200);
    request.ask(2);
    await vi.advanceTimersByTimeAsync(200);
    request.ask(3);
    await vi.advanceTimersByTimeAsync(249);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([3]);
    answers.get(3)!.resolve('three');
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toEqual({ status: 'ready', value: 'three', problem: null });
  });

  it('keeps the last answer on screen while a new one is asked, drops an older answer arriving late, and ignores the same query again', async () => {
    const { request, sent, answers, state } = harness();
    request.ask(1);
    await vi.advanceTimersByTimeAsync(250);
    answers.get(1)!.resolve('one');
    await vi.advanceTimersByTimeAsync(0);
    request.ask(1);
    expect(sent).toEqual([1]);

    request.ask(2);
    expect(state()).toEqual({ status: 'loading', value: 'one', problem: null });
    await vi.advanceTimersByTimeAsync(250);
    request.ask(3);
    await vi.advanceTimersByTimeAsync(250);
    answers.get(3)!.resolve('three');
    answers.get(2)!.resolve('two');
    await vi.advanceTimersByTimeAsync(0);
    expect(state().value).toBe('three');
  });

  it('says the server’s message when refused, and goes idle when nothing can be asked', async () => {
    const { request, answers, state } = harness();
    request.ask(7);
    await vi.advanceTimersByTimeAsync(250);
    answers.get(7)!.reject(apiError(422, 'cut_line_offset_out_of_range', 'The cut line sits 0.03125–0.25 in outside the artwork (this is 0.5 in).'));
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toEqual({ status: 'failed', value: null, problem: 'The cut line sits 0.03125–0.25 in outside the artwork (this is 0.5 in).' });
    request.ask(null);
    expect(state()).toEqual(idle());
  });

  it('asks nothing once disposed', async () => {
    const { request, sent } = harness();
    request.ask(1);
    request.dispose();
    await vi.advanceTimersByTimeAsync(500);
    expect(sent).toEqual([]);
  });
});
