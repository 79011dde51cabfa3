import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sheetViolations } from '../testing/sheet-invariants';
import { fillWithCopies, whatStillFits } from './fill-sheet';
import { packSheet, type PackSheetInput } from './pack-sheet';
import { GANG_SHEET_LENGTHS, GANG_SHEET_WIDTHS } from './sheet-sizes';

// Sizes in eighths of an inch, as shoppers type them; 0.5 in to 12 in.
const side = fc.integer({ min: 4, max: 96 }).map((eighths) => eighths / 8);
const request: fc.Arbitrary<PackSheetInput> = fc.record({
  widthIn: fc.constantFrom(...GANG_SHEET_WIDTHS),
  marginIn: fc.constantFrom(0.125, 0.25, 0.5),
  items: fc
    .array(fc.record({ widthIn: side, heightIn: side, quantity: fc.integer({ min: 1, max: 8 }), rotatable: fc.boolean() }), { minLength: 1, maxLength: 6 })
    .map((items) => items.map((item, i) => ({ id: `img-${i}`, ...item }))),
  lengthPresets: fc.constantFrom(undefined, [24], [12, 24, 36]),
});

function fits(input: PackSheetInput): boolean {
  // Leave out images a narrow sheet cannot take (refusals are tested by example).
  const m = input.marginIn!;
  return input.items.every((item) => item.widthIn + 2 * m <= input.widthIn! || (item.rotatable! && item.heightIn + 2 * m <= input.widthIn!));
}

describe('packSheet properties', () => {
  it('keeps every image inside its sheet, a margin apart, turned only when allowed, none dropped', () => {
    fc.assert(
      fc.property(request.filter(fits), (input) => {
        const outcome = packSheet(input);
        if (!outcome.ok) throw new Error(outcome.problem.message);
        const { sheets } = outcome.value;
        const presets = input.lengthPresets ?? GANG_SHEET_LENGTHS;
        for (const [i, sheet] of sheets.entries()) {
          expect(sheetViolations(sheet)).toEqual([]);
          expect(presets).toContain(sheet.lengthIn);
          if (i < sheets.length - 1) expect(sheet.lengthIn).toBe(Math.max(...presets));
          expect(sheet.usedLengthIn).toBeLessThanOrEqual(sheet.lengthIn);
        }
        for (const item of input.items) {
          const copies = sheets.flatMap((s) => s.placements.filter((p) => p.id === item.id).map((p) => p.copy)).sort((a, b) => a - b);
          expect(copies).toEqual(Array.from({ length: item.quantity }, (_, k) => k + 1));
        }
      }),
      { numRuns: 400 },
    );
  });

  it('is deterministic: the same request gives the same sheets', () => {
    fc.assert(
      fc.property(request.filter(fits), (input) => {
        expect(packSheet(structuredClone(input))).toEqual(packSheet(input));
      }),
      { numRuns: 150 },
    );
  });

  it('never picks a longer preset than one its own placements would fit', () => {
    fc.assert(
      fc.property(request.filter(fits), (input) => {
        const outcome = packSheet(input);
        if (!outcome.ok) throw new Error(outcome.problem.message);
        const last = outcome.value.sheets.at(-1)!;
        const presets = input.lengthPresets ?? GANG_SHEET_LENGTHS;
        expect(presets.filter((length) => length >= last.usedLengthIn && length < last.lengthIn)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('fills the rest without moving anything, and whatStillFits predicts the count', () => {
    fc.assert(
      fc.property(request.filter(fits), fc.nat(), (input, pick) => {
        const outcome = packSheet(input);
        if (!outcome.ok) throw new Error(outcome.problem.message);
        const sheet = outcome.value.sheets.at(-1)!;
        const item = sheet.items[pick % sheet.items.length]!;
        const predicted = whatStillFits(sheet, item);
        const filled = fillWithCopies(sheet, item.id);
        if (!predicted.ok || !filled.ok) throw new Error('expected both to answer');
        expect(filled.value.added).toBe(predicted.value.copies);
        expect(filled.value.sheet.placements.slice(0, sheet.placements.length)).toEqual(sheet.placements);
        expect(sheetViolations(filled.value.sheet)).toEqual([]);
        const after = whatStillFits(filled.value.sheet, item);
        expect(after.ok && after.value.copies).toBe(0);
      }),
      { numRuns: 200 },
    );
  });
});
