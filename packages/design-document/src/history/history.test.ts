import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canRedo, canUndo, createHistory, push, redo, undo, HISTORY_LIMIT } from './history';

describe('history', () => {
  it('undoes and redoes step by step', () => {
    let h = createHistory('a');
    expect(canUndo(h)).toBe(false);
    h = push(push(h, 'b'), 'c');
    expect(h.present).toBe('c');
    h = undo(h);
    expect(h.present).toBe('b');
    expect(canRedo(h)).toBe(true);
    h = undo(h);
    expect(h.present).toBe('a');
    expect(canUndo(h)).toBe(false);
    expect(undo(h)).toBe(h);
    h = redo(redo(h));
    expect(h.present).toBe('c');
    expect(canRedo(h)).toBe(false);
    expect(redo(h)).toBe(h);
  });

  it('drops the redo steps when something new is done', () => {
    const h = push(undo(push(push(createHistory(1), 2), 3)), 4);
    expect(h.present).toBe(4);
    expect(canRedo(h)).toBe(false);
    expect(undo(h).present).toBe(2);
  });

  it(`keeps at most ${HISTORY_LIMIT} undo steps, dropping the oldest`, () => {
    let h = createHistory(0);
    for (let i = 1; i <= 150; i++) h = push(h, i);
    expect(h.past).toHaveLength(100);
    while (canUndo(h)) h = undo(h);
    expect(h.present).toBe(50);
    expect(createHistory(0, { limit: 2 }).limit).toBe(2);
    expect(() => createHistory(0, { limit: 0 })).toThrow(RangeError);
  });

  it('coalesces a drag: same key within the window is one step', () => {
    let h = createHistory({ x: 0 });
    h = push(h, { x: 1 }, { key: 'move:a', at: 1000 });
    h = push(h, { x: 2 }, { key: 'move:a', at: 1100 });
    h = push(h, { x: 3 }, { key: 'move:a', at: 1700 }); // the window slides with each change
    expect(h.past).toHaveLength(1);
    expect(h.present).toEqual({ x: 3 });
    expect(undo(h).present).toEqual({ x: 0 });
  });

  it('does not coalesce a different key, a pause, a change without a key, or across an undo', () => {
    const start = push(createHistory(0), 1, { key: 'move:a', at: 0 });
    expect(push(start, 2, { key: 'move:b', at: 10 }).past).toHaveLength(2);
    expect(push(start, 2, { key: 'move:a', at: 801 }).past).toHaveLength(2);
    expect(push(start, 2).past).toHaveLength(2);
    const afterUndo = push(undo(push(start, 2, { key: 'x', at: 5 })), 3, { key: 'x', at: 6 });
    expect(afterUndo.past).toHaveLength(2);
    expect(undo(afterUndo).present).toBe(1);
  });

  it('ignores pushing the present itself', () => {
    const doc = { a: 1 };
    const h = createHistory(doc);
    expect(push(h, doc)).toBe(h);
  });

  it('undo after n pushes walks back through exactly the pushed values', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 120 }), fc.integer({ min: 1, max: 130 }), (values, limit) => {
        let h = createHistory<number | string>('start', { limit });
        const pushed = values.map((v, i) => `${i}:${v}`);
        for (const v of pushed) h = push(h, v);
        const seen: (number | string)[] = [h.present];
        while (canUndo(h)) {
          h = undo(h);
          seen.push(h.present);
        }
        const expected = ['start', ...pushed].reverse().slice(0, Math.min(pushed.length, limit) + 1);
        let back = h;
        for (let i = 0; i < expected.length - 1; i++) back = redo(back);
        return JSON.stringify(seen) === JSON.stringify(expected) && back.present === (pushed.at(-1) ?? 'start');
      }),
    );
  });
});
