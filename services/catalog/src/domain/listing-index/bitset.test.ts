import { describe, expect, it } from 'vitest';
import { ScratchSets, addRow, andInto, count, countBoth, emptySet, fixedSpanOf, fullSet, orInto, spanOf, within } from './bitset';

const setOf = (rows: number, members: number[]) => {
  const set = emptySet(rows);
  for (const r of members) addRow(set, r);
  return set;
};

describe('bitset spans', () => {
  it('a span runs from the first word holding a row to the last', () => {
    const empty = spanOf(emptySet(200));
    expect(empty.hi - empty.lo).toBe(0);
    expect(spanOf(fullSet(200))).toEqual({ lo: 0, hi: 7 });
    expect(spanOf(setOf(200, [40, 41, 130]))).toEqual({ lo: 1, hi: 5 });
    const set = setOf(200, [64]);
    expect(fixedSpanOf(set)).toBe(fixedSpanOf(set));
    expect(within({ lo: 1, hi: 5 }, { lo: 3, hi: 9 })).toEqual({ lo: 3, hi: 5 });
    expect(within({ lo: 1, hi: 2 }, { lo: 3, hi: 9 })).toEqual({ lo: 3, hi: 3 });
  });

  it('operations kept to a span agree with whole-set ones on the rows inside it', () => {
    const a = setOf(300, [33, 34, 70, 100, 101, 290]);
    const b = setOf(300, [34, 70, 101, 150, 290]);
    const span = { lo: 1, hi: 4 }; // rows 32..127
    expect(count(a, span)).toBe(5);
    expect(countBoth(a, b, span)).toBe(3);
    expect(countBoth(a, b)).toBe(4);
    const anded = andInto(a.slice(), b, span);
    expect(count(anded)).toBe(4); // row 290 sits outside the span and was left alone
    const ored = orInto(emptySet(300), b, span);
    expect(count(ored)).toBe(3); // 34, 70, 101: 150 and 290 lie outside
  });

  it('scratch sets are distinct while taken, and come back clean (empty, full or a copy) once released', () => {
    const scratch = new ScratchSets(70);
    const a = scratch.empty();
    const b = scratch.full();
    expect(a).not.toBe(b);
    expect([count(a), count(b)]).toEqual([0, 70]);
    addRow(a, 5);
    scratch.release();
    const again = scratch.empty();
    expect(again).toBe(a);
    expect(count(again)).toBe(0);
    const copy = scratch.copy(setOf(70, [1, 69]));
    expect(copy).toBe(b);
    expect(count(copy)).toBe(2);
  });
});
