import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SpanglePatternResponse } from '@storefront/contracts';
import type { SpangleQuery } from './spangle-api';
import { createSpangleModel, SPANGLE_DELAY_MS } from './spangle.store';

const query = (over: Partial<SpangleQuery> = {}): SpangleQuery => ({ store: 'us', stone_size: 'SS10', width_in: 3, colours: ['crystal'], quantity: 1, version: 1, ...over });

describe('the spangle panel’s model', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for the pattern 250 ms after the shopper’s last change, once, for what was chosen last', async () => {
    const asked: SpangleQuery[] = [];
    const model = createSpangleModel({
      api: { pattern: async (_id, q) => (asked.push(q), { stone_count: 176, tiers: [{ min_quantity: 1, max_quantity: 11 }] } as SpanglePatternResponse) },
      artworkId: 'a',
      stoneSize: 'SS10',
      colours: ['crystal'],
      quantity: 1,
    });
    expect(SPANGLE_DELAY_MS).toBe(250);
    model.askPattern(query());
    await vi.advanceTimersByTimeAsync(100);
    model.askPattern(query({ stone_size: 'SS16' }));
    await vi.advanceTimersByTimeAsync(100);
    model.askPattern(query({ stone_size: 'SS16', colours: ['crystal', 'gold'] }));
    await vi.advanceTimersByTimeAsync(249);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toEqual([query({ stone_size: 'SS16', colours: ['crystal', 'gold'] })]);
    expect(model.store.getState().pattern.status).toBe('ready');
    expect(model.store.getState().tierMinimums).toEqual([1]);
    model.dispose();
  });

  it('keeps the colours in the table’s order, whatever order they are ticked in', () => {
    const model = createSpangleModel({ api: { pattern: vi.fn() }, artworkId: 'a', stoneSize: 'SS10', colours: ['crystal'], quantity: 1 });
    model.setColour('peridot', true);
    model.setColour('jet', true);
    model.setColour('crystal', false);
    model.setColour('gold', true);
    expect(model.store.getState().colours).toEqual(['jet', 'gold', 'peridot']);
  });
});
