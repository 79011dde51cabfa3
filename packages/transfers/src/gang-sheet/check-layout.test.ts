import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sheetViolations } from '../testing/sheet-invariants';
import { checkSheetLayout, layoutClashes, type SheetLayoutInput } from './check-layout';
import { packSheet } from './pack-sheet';
import type { PackedSheet } from './packed-sheet';

const logo = { id: 'logo.png', widthIn: 4, heightIn: 3 };
const badge = { id: 'badge.png', widthIn: 2, heightIn: 2, rotatable: false };

function layout(placements: SheetLayoutInput['placements'], overrides: Partial<SheetLayoutInput> = {}): SheetLayoutInput {
  return { widthIn: 22, lengthIn: 24, marginIn: 0.25, images: [logo, badge], placements, ...overrides };
}

/** The packer's sheet as the builder sends it back: ids, corners and turns only. */
function asLayout(sheet: PackedSheet): SheetLayoutInput {
  return {
    widthIn: sheet.widthIn,
    lengthIn: sheet.lengthIn,
    marginIn: sheet.marginIn,
    images: sheet.items.map(({ id, widthIn, heightIn, rotatable }) => ({ id, widthIn, heightIn, rotatable })),
    placements: sheet.placements.map(({ id, x, y, rotated }) => ({ id, x, y, rotated })),
  };
}

describe('checkSheetLayout', () => {
  it('takes a hand-made layout: copies numbered per image, counts, the share used and the length needed', () => {
    const checked = checkSheetLayout(
      layout([
        { id: 'logo.png', x: 0.25, y: 0.25, rotated: false },
        { id: 'logo.png', x: 4.5, y: 0.25, rotated: true },
        { id: 'badge.png', x: 8, y: 0.25, rotated: false },
      ]),
    );
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const sheet = checked.value;
    expect(sheet.placements.map((p) => [p.id, p.copy, p.widthIn, p.heightIn])).toEqual([
      ['logo.png', 1, 4, 3],
      ['logo.png', 2, 3, 4],
      ['badge.png', 1, 2, 2],
    ]);
    expect(sheet.items.map((i) => [i.id, i.quantity])).toEqual([
      ['logo.png', 2],
      ['badge.png', 1],
    ]);
    // 4×3 + 3×4 + 2×2 = 28 sq in of 22 × 24 = 528 → 5.3 %
    expect(sheet.usedPercent).toBe(5.3);
    expect(sheet.usedLengthIn).toBe(4.5);
    expect(sheetViolations(sheet)).toEqual([]);
  });

  it('refuses two copies closer than the margin, naming both', () => {
    const checked = checkSheetLayout(
      layout([
        { id: 'logo.png', x: 0.25, y: 0.25, rotated: false },
        { id: 'logo.png', x: 4.4, y: 0.25, rotated: false },
      ]),
    );
    expect(checked).toMatchObject({ ok: false, problem: { kind: 'invalid', code: 'images_overlap' } });
    if (!checked.ok) expect(checked.problem.message).toBe('Copy 1 of “logo.png” and copy 2 of “logo.png” overlap or sit closer than the 0.25 in margin: move them apart.');
    // exactly one margin apart is fine
    expect(checkSheetLayout(layout([{ id: 'logo.png', x: 0.25, y: 0.25, rotated: false }, { id: 'logo.png', x: 4.5, y: 0.25, rotated: false }])).ok).toBe(true);
  });

  it('refuses a copy past an edge or inside the edge margin, and says the sheet', () => {
    for (const p of [
      { x: 0.2, y: 1 },
      { x: 1, y: 0.1 },
      { x: 17.8, y: 1 },
      { x: 1, y: 20.8 },
    ]) {
      const checked = checkSheetLayout(layout([{ id: 'logo.png', ...p, rotated: false }]));
      expect(checked, JSON.stringify(p)).toMatchObject({ ok: false, problem: { code: 'image_off_sheet' } });
      if (!checked.ok) expect(checked.problem.message).toContain('0.25 in inside the 22 × 24 in sheet');
    }
    expect(checkSheetLayout(layout([{ id: 'logo.png', x: 17.75, y: 20.75, rotated: false }])).ok).toBe(true);
  });

  it('refuses what the packer refuses: widths, margins, lengths, unknown or unturnable images, empty sheets', () => {
    const one = [{ id: 'logo.png', x: 1, y: 1, rotated: false }];
    expect(checkSheetLayout(layout(one, { widthIn: 20 }))).toMatchObject({ ok: false, problem: { code: 'sheet_width_not_offered' } });
    expect(checkSheetLayout(layout(one, { marginIn: 0.05 }))).toMatchObject({ ok: false, problem: { code: 'sheet_margin_out_of_range' } });
    expect(checkSheetLayout(layout(one, { lengthIn: 24.5 }))).toMatchObject({ ok: false, problem: { code: 'sheet_length_out_of_range' } });
    expect(checkSheetLayout(layout(one, { lengthIn: 241 }))).toMatchObject({ ok: false, problem: { code: 'sheet_length_out_of_range' } });
    expect(checkSheetLayout(layout([]))).toMatchObject({ ok: false, problem: { code: 'empty_sheet' } });
    expect(checkSheetLayout(layout([{ id: 'nope.png', x: 1, y: 1, rotated: false }]))).toMatchObject({ ok: false, problem: { code: 'image_not_on_sheet' } });
    expect(checkSheetLayout(layout([{ id: 'badge.png', x: 1, y: 1, rotated: true }]))).toMatchObject({ ok: false, problem: { code: 'image_not_rotatable' } });
    expect(checkSheetLayout(layout(one, { images: [logo, logo] }))).toMatchObject({ ok: false, problem: { code: 'duplicate_image_id' } });
    expect(checkSheetLayout(layout(one, { images: [{ id: 'logo.png', widthIn: 0.4, heightIn: 3 }] }))).toMatchObject({ ok: false, problem: { code: 'image_too_small' } });
  });
});

describe('layoutClashes', () => {
  it('lists every copy at fault, off the sheet and too close, by index', () => {
    const clashes = layoutClashes(
      layout([
        { id: 'logo.png', x: 0.25, y: 0.25, rotated: false },
        { id: 'badge.png', x: 10, y: 10, rotated: false },
        { id: 'logo.png', x: 2, y: 2, rotated: false },
        { id: 'badge.png', x: 21, y: 5, rotated: false },
      ]),
    );
    expect(clashes).toEqual({ offSheet: [3], overlapping: [0, 2] });
  });
});

// Sizes in eighths of an inch, 0.5–8 in.
const side = fc.integer({ min: 4, max: 64 }).map((eighths) => eighths / 8);
const request = fc.record({
  marginIn: fc.constantFrom(0.125, 0.25, 0.5),
  items: fc
    .array(fc.record({ widthIn: side, heightIn: side, quantity: fc.integer({ min: 1, max: 6 }), rotatable: fc.boolean() }), { minLength: 1, maxLength: 5 })
    .map((items) => items.map((item, i) => ({ id: `img-${i}`, ...item }))),
});

describe('checkSheetLayout properties', () => {
  it('takes every sheet the packer makes, unchanged', () => {
    fc.assert(
      fc.property(request, (input) => {
        const packed = packSheet({ widthIn: 22, ...input });
        if (!packed.ok) throw new Error(packed.problem.message);
        for (const sheet of packed.value.sheets) {
          const checked = checkSheetLayout(asLayout(sheet));
          if (!checked.ok) throw new Error(checked.problem.message);
          expect(checked.value.placements).toEqual(sheet.placements);
          expect(checked.value.usedPercent).toBe(sheet.usedPercent);
          expect(checked.value.usedLengthIn).toBe(sheet.usedLengthIn);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('refuses a packed sheet with any copy moved onto another, and agrees with the independent invariants', () => {
    fc.assert(
      fc.property(request, fc.nat(), fc.nat(), (input, i, j) => {
        const packed = packSheet({ widthIn: 22, ...input });
        if (!packed.ok) throw new Error(packed.problem.message);
        const sheet = packed.value.sheets[0]!;
        fc.pre(sheet.placements.length >= 2);
        const from = i % sheet.placements.length;
        const onto = sheet.placements[(from + 1 + (j % (sheet.placements.length - 1))) % sheet.placements.length]!;
        const moved = asLayout(sheet);
        moved.placements = moved.placements.map((p, k) => (k === from ? { ...p, x: onto.x, y: onto.y } : p));
        const checked = checkSheetLayout(moved);
        expect(checked.ok).toBe(false);
        const clashes = layoutClashes(moved);
        expect(clashes.overlapping).toContain(from);
      }),
      { numRuns: 200 },
    );
  });
});
