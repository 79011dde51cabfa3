import { describe, expect, it } from 'vitest';
import { sheetViolations } from '../testing/sheet-invariants';
import { fillWithCopies, whatStillFits } from './fill-sheet';
import { packSheet } from './pack-sheet';

function sheetOf(items: Parameters<typeof packSheet>[0]['items']) {
  const outcome = packSheet({ items });
  if (!outcome.ok) throw new Error(outcome.problem.message);
  return outcome.value.sheets[0]!;
}

describe('fillWithCopies and whatStillFits', () => {
  // A 21.5 × 12 in banner with a 4 in logo under it on a 24 in sheet: 16.75 in used, 7.25 in clear.
  const sheet = sheetOf([{ id: 'banner', widthIn: 21.5, heightIn: 12, quantity: 1, rotatable: false }, { id: 'logo', widthIn: 4, heightIn: 4, quantity: 1, rotatable: true }]);

  it('reports the clear band and how many more of an image fit in the free space', () => {
    expect(sheet.lengthIn).toBe(24);
    expect(sheet.usedLengthIn).toBe(16.75);
    const more = whatStillFits(sheet, { widthIn: 4, heightIn: 4, rotatable: true });
    // 4 in + 0.25 in margin: four across beside the logo on two rows (11.5 in of height), and one
    // under the logo in its column.
    expect(more).toEqual({ ok: true, value: { copies: 9, freeLengthIn: 7.25 } });
  });

  it('fills the rest with copies, numbering them on from the last, keeping what was there', () => {
    const filled = fillWithCopies(sheet, 'logo');
    if (!filled.ok) throw new Error(filled.problem.message);
    expect(filled.value.added).toBe(9);
    expect(filled.value.sheet.items.find((i) => i.id === 'logo')!.quantity).toBe(10);
    expect(filled.value.sheet.placements.filter((p) => p.id === 'logo').map((p) => p.copy)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(filled.value.sheet.placements.slice(0, 2)).toEqual(sheet.placements);
    expect(filled.value.sheet.usedPercent).toBeGreaterThan(sheet.usedPercent);
    expect(sheetViolations(filled.value.sheet)).toEqual([]);
  });

  it('answers not found for an image not on the sheet, and refuses a too-small probe', () => {
    const missing = fillWithCopies(sheet, 'nope');
    expect(missing.ok ? null : missing.problem).toMatchObject({ kind: 'not_found', code: 'image_not_on_sheet' });
    const tiny = whatStillFits(sheet, { widthIn: 0.1, heightIn: 1, rotatable: true });
    expect(tiny.ok ? null : tiny.problem).toMatchObject({ kind: 'invalid', message: expect.stringContaining('0.5 in') });
  });
});
