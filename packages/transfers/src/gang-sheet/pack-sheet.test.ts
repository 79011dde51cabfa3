import { describe, expect, it } from 'vitest';
import { sheetViolations } from '../testing/sheet-invariants';
import { packSheet, type PackSheetInput, type SheetPlan } from './pack-sheet';

function pack(input: PackSheetInput): SheetPlan {
  const outcome = packSheet(input);
  if (!outcome.ok) throw new Error(`expected a plan: ${outcome.problem.message}`);
  for (const sheet of outcome.value.sheets) expect(sheetViolations(sheet)).toEqual([]);
  return outcome.value;
}

const square = (id: string, side: number, quantity: number, rotatable = true) => ({ id, widthIn: side, heightIn: side, quantity, rotatable });

describe('packSheet', () => {
  it('picks the shortest preset that holds everything and reports its use', () => {
    // 10 × 10 in with 0.25 in margins: two across a 22 in sheet, rows 10.25 in apart.
    const four = pack({ items: [square('logo', 10, 4)] });
    expect(four.sheets.map((s) => s.lengthIn)).toEqual([24]);
    expect(four.sheets[0]!.usedLengthIn).toBe(20.75);
    expect(four.usedPercent).toBe(75.8); // 400 ÷ (22 × 24)
    const five = pack({ items: [square('logo', 10, 5)] });
    expect(five.sheets.map((s) => s.lengthIn)).toEqual([36]);
    expect(five.usedPercent).toBe(63.1); // 500 ÷ 792
  });

  it('places images from the top-left corner one margin in', () => {
    const plan = pack({ items: [square('logo', 10, 1)], marginIn: 0.125 });
    expect(plan.sheets[0]!.placements).toEqual([{ id: 'logo', copy: 1, x: 0.125, y: 0.125, widthIn: 10, heightIn: 10, rotated: false }]);
  });

  it('reaches 85 % or more of the length it needs on a typical mix', () => {
    const plan = pack({
      items: [
        { id: 'front', widthIn: 8, heightIn: 10, quantity: 5, rotatable: true },
        square('badge', 5, 7),
        square('tag', 2, 25),
      ],
    });
    expect(plan.sheets.map((s) => s.lengthIn)).toEqual([36]);
    expect(plan.usedPercent).toBeGreaterThanOrEqual(85);
  });

  it('turns an image only when it must fit and may turn', () => {
    const plan = pack({ widthIn: 13, items: [{ id: 'banner', widthIn: 20, heightIn: 4, quantity: 2, rotatable: true }] });
    expect(plan.sheets[0]!.placements.every((p) => p.rotated && p.widthIn === 4 && p.heightIn === 20)).toBe(true);
    const refused = packSheet({ widthIn: 13, items: [{ id: 'banner', widthIn: 20, heightIn: 4, quantity: 1, rotatable: false }] });
    expect(refused.ok ? null : refused.problem).toMatchObject({
      kind: 'invalid',
      code: 'image_too_large_for_sheet',
      message: expect.stringContaining('at most 12.5 in across and 239.5 in along the sheet'),
    });
  });

  it('spreads more than the longest preset over several sheets, the last as short as it can be', () => {
    // 12 × 16 in, not turned: one per row, 14 rows on 240 in.
    const plan = pack({ items: [{ id: 'back', widthIn: 12, heightIn: 16, quantity: 30, rotatable: false }] });
    expect(plan.sheets.map((s) => [s.lengthIn, s.placements.length])).toEqual([[240, 14], [240, 14], [36, 2]]);
    expect(plan.totalLengthIn).toBe(516);
    const copies = plan.sheets.flatMap((s) => s.placements.map((p) => p.copy)).sort((a, b) => a - b);
    expect(copies).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('packs within the caller’s presets', () => {
    const plan = pack({ items: [square('logo', 10, 6)], lengthPresets: [24] });
    expect(plan.sheets.map((s) => [s.lengthIn, s.placements.length])).toEqual([[24, 4], [24, 2]]);
  });

  it('refuses what it cannot pack, naming the range', () => {
    const cases: [PackSheetInput, string, string][] = [
      [{ items: [square('huge', 30, 1)] }, 'image_too_large_for_sheet', 'at most 21.5 in across and 239.5 in along'],
      [{ items: [square('tiny', 0.25, 1)] }, 'image_too_small', 'at least 0.5 in'],
      [{ widthIn: 20, items: [square('a', 2, 1)] }, 'sheet_width_not_offered', '11, 13, 22 or 24 in'],
      [{ marginIn: 0.05, items: [square('a', 2, 1)] }, 'sheet_margin_out_of_range', '0.125–1 in'],
      [{ items: [square('a', 2, 1), square('a', 3, 1)] }, 'duplicate_image_id', 'listed twice'],
      [{ items: [square('a', 2, 0)] }, 'quantity_out_of_range', 'at least 1'],
      [{ items: [square('a', 2, 5001)] }, 'too_many_copies', 'At most 5,000'],
      [{ items: [square('a', 2, 1)], lengthPresets: [300] }, 'sheet_length_out_of_range', '12–240 in'],
    ];
    for (const [input, code, text] of cases) {
      const outcome = packSheet(input);
      expect(outcome.ok ? null : outcome.problem, code).toMatchObject({ kind: 'invalid', code, message: expect.stringContaining(text) });
    }
    const malformed = packSheet({ items: [] });
    expect(malformed.ok ? null : malformed.problem.kind).toBe('malformed');
  });
});

describe('packSheet picks the shortest preset that holds its own placements', () => {
  it('a mix the heuristics could not fit at 24 in, laid out within 24 in at 36, goes on the 24 in sheet (found by the property test)', () => {
    const outcome = packSheet({
      widthIn: 11,
      marginIn: 0.5,
      items: [
        { id: 'img-0', widthIn: 1.625, heightIn: 4.125, quantity: 3, rotatable: false },
        { id: 'img-1', widthIn: 0.5, heightIn: 8.875, quantity: 4, rotatable: false },
        { id: 'img-2', widthIn: 1.625, heightIn: 5.375, quantity: 4, rotatable: false },
        { id: 'img-3', widthIn: 1.75, heightIn: 1.875, quantity: 2, rotatable: false },
        { id: 'img-4', widthIn: 0.75, heightIn: 7.875, quantity: 7, rotatable: false },
      ],
    });
    if (!outcome.ok) throw new Error(outcome.problem.message);
    const [sheet] = outcome.value.sheets;
    expect(sheet!.usedLengthIn).toBeLessThanOrEqual(24);
    expect(sheet!.lengthIn).toBe(24);
  });
});
