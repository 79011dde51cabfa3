import { describe, expect, it } from 'vitest';
import { gangSheetAddBody } from '@storefront/contracts';
import { layoutClashes } from '@storefront/transfers';
import { ARTWORK_ID, OTHER_ARTWORK_ID, artworkOf, version } from '../../fixtures/fake-dtf';
import { fakeGangSheet } from './fake-gang-sheet';
import { createGangSheetApi } from './gang-sheet-api';
import { createGangSheetModel, viewOf } from './gang-sheet.store';
import { boxOf } from './sheet-layout';

/** logo.png 1200 × 800 px (4 × 2.67 in by default), badge.png 600 × 600 px (2 × 2 in by default) */
const ARTWORKS = [
  artworkOf({ id: ARTWORK_ID, name: 'logo.png' }),
  artworkOf({ id: OTHER_ARTWORK_ID, name: 'badge.png', versions: [version(OTHER_ARTWORK_ID, 1, 'upload', 600, 600, 10)] }),
];

async function loaded(options: { fromCart?: boolean } = {}) {
  const lab = fakeGangSheet({ artworks: ARTWORKS });
  const model = createGangSheetModel({ api: createGangSheetApi(lab.http), storeCode: 'us', ...options });
  await model.load();
  const state = () => model.store.getState();
  const view = () => viewOf(state(), 'us');
  const copies = (sheet = state().sheetIndex) => state().layout!.sheets[sheet]!;
  return { lab, model, state, view, copies };
}

/** both artworks chosen: 2 logos and 3 badges */
async function builtTwo() {
  const t = await loaded();
  t.model.setChosen(ARTWORK_ID, true);
  t.model.setEntryCopies(ARTWORK_ID, '2');
  t.model.setChosen(OTHER_ARTWORK_ID, true);
  t.model.setEntryCopies(OTHER_ARTWORK_ID, '3');
  return t;
}

const clashCount = (v: ReturnType<typeof viewOf>, sheet = 0) => v.sheets[sheet]!.clashes.offSheet.size + v.sheets[sheet]!.clashes.overlapping.size;

describe('gang sheet model: laid out for you', () => {
  it('lists the artworks, each at a sensible width (4 in on its long side, no wider than 300 DPI), none chosen', async () => {
    const { state } = await loaded();
    expect(state().entries.map((e) => [e.name, e.widthText, e.copiesText, e.chosen])).toEqual([
      ['logo.png', '4', '1', false],
      ['badge.png', '2', '1', false],
    ]);
    expect(state().layout).toBeNull();
  });

  it('lays the chosen artworks out as the packer does: every copy on the shortest sheet, no clashes, priced', async () => {
    const { state, view, copies } = await builtTwo();
    const v = view();
    expect(v.sheets).toHaveLength(1);
    expect(copies().map((c) => c.id).sort()).toEqual([OTHER_ARTWORK_ID, OTHER_ARTWORK_ID, OTHER_ARTWORK_ID, ARTWORK_ID, ARTWORK_ID].sort());
    expect(state().layout!.images.map((i) => [i.name, i.widthIn, i.heightIn, i.dpi])).toEqual([
      ['logo.png', 4, 2.67, 300],
      ['badge.png', 2, 2, 300],
    ]);
    expect(clashCount(v)).toBe(0);
    expect(v.sheets[0]!.lengthIn).toBe(24);
    // 2 × 4 × 2.67 + 3 × 2 × 2 = 33.36 sq in of 22 × 24
    expect(v.sheets[0]!.usedPercent).toBe(6.3);
    expect(v.sheets[0]!.price).toEqual({ amount: 1499, currency: 'USD' });
    expect(v.blocker).toBeNull();
    // the cart's own check agrees
    const { offSheet, overlapping } = layoutClashes({ widthIn: 22, lengthIn: 24, marginIn: 0.25, images: state().layout!.images, placements: copies() });
    expect([...offSheet, ...overlapping]).toEqual([]);
  });

  it('follows the choices until the sheet is edited by hand; after that it waits for Build again', async () => {
    const { model, state, view, copies } = await builtTwo();
    model.setEntryCopies(OTHER_ARTWORK_ID, '5');
    expect(copies()).toHaveLength(7);
    expect(view().stale).toBe(false);

    // one copy dragged to the free band under the others
    model.select(copies()[0]!.uid);
    model.moveTo(1, 20);
    model.setEntryCopies(OTHER_ARTWORK_ID, '1');
    expect(copies()).toHaveLength(7);
    expect(view().stale).toBe(true);
    // the hand-made layout can still be added as it is
    expect(view().blocker).toBeNull();

    model.build();
    expect(copies()).toHaveLength(3);
    expect(state().layout!.edited).toBe(false);
    expect(view().stale).toBe(false);
    // Build again is undoable
    model.undo();
    expect(copies()).toHaveLength(7);
    expect(state().layout!.edited).toBe(true);
  });

  it('puts what does not fit one sheet of the length chosen on more sheets', async () => {
    const { model, view } = await loaded();
    model.setLength('24');
    model.setChosen(ARTWORK_ID, true);
    model.setEntryCopies(ARTWORK_ID, '50');
    const v = view();
    expect(v.sheets.map((s) => s.lengthIn)).toEqual([24, 24]);
    expect(v.sheets.reduce((n, s) => n + s.copies.length, 0)).toBe(50);
    expect(v.total).toEqual({ amount: 2 * 1499, currency: 'USD' });
    model.setSheetCopies('3');
    expect(viewOf(model.store.getState(), 'us').total).toEqual({ amount: 6 * 1499, currency: 'USD' });
  });
});

describe('gang sheet model: edited by hand', () => {
  it('a copy moved onto another: both reported as clashing, and the add held back', async () => {
    const { model, view, copies, lab } = await builtTwo();
    const [a, b] = copies();
    model.select(b!.uid);
    model.moveTo(a!.x + 0.5, a!.y + 0.5);
    const v = view();
    expect([...v.sheets[0]!.clashes.overlapping]).toEqual([0, 1]);
    expect(v.blocker).toBe('2 images overlap or sit closer than 0.25 in: move them apart.');
    await model.addToCart();
    expect(lab.asked(/gang_sheet_add_to_cart/)).toEqual([]);
  });

  it('a copy one margin from another is fine; a hair closer is not', async () => {
    const { model, view, copies, state } = await builtTwo();
    const [a, b] = copies();
    const boxA = boxOf(state().layout!.images.find((i) => i.id === a!.id)!, a!.rotated);
    model.select(b!.uid);
    // a free row under everything, then right of `a` by exactly the margin
    model.moveTo(a!.x + boxA.w + 0.25, 20);
    expect(clashCount(view())).toBe(0);
    model.moveTo(a!.x + boxA.w + 0.2, 20);
    expect(clashCount(view())).toBe(0);
    model.moveTo(a!.x + boxA.w + 0.2, a!.y);
    expect(view().sheets[0]!.clashes.overlapping.size).toBe(2);
  });

  it('rotates about the top-left corner, duplicates into a free spot, deletes, and fills the rest', async () => {
    const { model, state, view, copies } = await builtTwo();
    const logo = copies().find((c) => c.id === ARTWORK_ID)!;
    model.select(logo.uid);

    model.rotate();
    const turned = copies().find((c) => c.uid === logo.uid)!;
    expect(turned).toMatchObject({ x: logo.x, y: logo.y, rotated: !logo.rotated });

    model.duplicate();
    expect(copies()).toHaveLength(6);
    const copy = copies()[5]!;
    expect(copy.id).toBe(ARTWORK_ID);
    expect(state().selected).toBe(copy.uid);
    expect(state().note).toMatch(/^Copy of logo\.png placed at [\d.]+, [\d.]+ in\.$/);
    expect(clashCount(view())).toBe(0);

    model.remove();
    expect(copies()).toHaveLength(5);
    expect(copies().some((c) => c.uid === copy.uid)).toBe(false);
    expect(state().note).toBe('logo.png deleted from the sheet.');

    const badge = copies().find((c) => c.id === OTHER_ARTWORK_ID)!;
    model.select(badge.uid);
    model.fill();
    const filled = copies();
    const added = filled.length - 5;
    expect(added).toBeGreaterThan(20);
    expect(filled.slice(5).every((c) => c.id === OTHER_ARTWORK_ID)).toBe(true);
    expect(state().note).toBe(`${added} more copies of badge.png added.`);
    // the sheet keeps its length (the fill is of this sheet) and nothing clashes
    expect(view().sheets[0]!.lengthIn).toBe(24);
    expect(clashCount(view())).toBe(0);
    model.fill();
    expect(state().note).toBe('No room for more copies of badge.png on this sheet.');
  });

  it('undo and redo step through the edits; a drag is one step however many moves it makes', async () => {
    const { model, state, copies } = await builtTwo();
    const start = copies();
    const first = start[0]!;
    model.select(first.uid);
    model.moveTo(10, 10, 'drag-1');
    model.moveTo(10.5, 10.5, 'drag-1');
    model.moveTo(11, 12, 'drag-1');
    model.rotate();
    const end = copies();

    model.undo();
    expect(copies().find((c) => c.uid === first.uid)).toMatchObject({ x: 11, y: 12, rotated: first.rotated });
    model.undo();
    expect(copies()).toEqual(start);
    expect(state().past).toHaveLength(0);
    model.undo();
    expect(copies()).toEqual(start);

    model.redo();
    model.redo();
    expect(copies()).toEqual(end);
  });

  it('a sheet nobody has touched is laid out afresh when its length, width or margin changes', async () => {
    const { model, state, view, copies } = await loaded();
    model.setChosen(ARTWORK_ID, true);
    model.setEntryCopies(ARTWORK_ID, '30');
    expect(view().sheets.map((s) => s.lengthIn)).toEqual([24]);
    const laidOut = () => {
      const v = view();
      const s = state();
      // nothing dropped, nothing clashing, every sheet as the cart would check it
      expect(v.sheets.reduce((n, sheet) => n + sheet.copies.length, 0)).toBe(30);
      v.sheets.forEach((sheet, i) => {
        expect(clashCount(v, i)).toBe(0);
        const { offSheet, overlapping } = layoutClashes({ widthIn: s.widthIn, lengthIn: sheet.lengthIn, marginIn: s.marginIn, images: s.layout!.images, placements: sheet.copies });
        expect([...offSheet, ...overlapping]).toEqual([]);
      });
      expect(v.blocker).toBeNull();
      expect(s.layout!.edited).toBe(false);
      return v;
    };

    model.setLength('custom');
    model.setCustomLength('12');
    expect(laidOut().sheets.map((s) => s.lengthIn)).toEqual([12, 12]);

    model.setLength('auto');
    model.setWidth(11);
    const narrow = laidOut();
    expect(narrow.sheets).toHaveLength(1);
    expect(Math.max(...copies().map((c) => c.x))).toBeLessThan(11);
    expect(narrow.sheets[0]!.lengthIn).toBeGreaterThan(24);

    model.setMargin(1);
    const wide = laidOut();
    expect(wide.sheets[0]!.usedLengthIn).toBeGreaterThan(narrow.sheets[0]!.usedLengthIn);
    expect(Math.min(...copies().map((c) => Math.min(c.x, c.y)))).toBeGreaterThanOrEqual(1);

    // following the sheet is not an edit: Undo has nothing to take back
    expect(state().past).toEqual([]);
  });

  it('a sheet arranged by hand keeps every copy where it is when the sheet shrinks, and reports the ones past its end', async () => {
    const { model, view, copies } = await loaded();
    model.setChosen(ARTWORK_ID, true);
    model.setEntryCopies(ARTWORK_ID, '30');
    expect(view().sheets[0]!.lengthIn).toBe(24);
    model.select(copies()[0]!.uid);
    model.nudge(0, 0, false);
    model.rotate();
    model.rotate();
    const arranged = copies();

    model.setLength('custom');
    model.setCustomLength('12');
    const v = view();
    expect(copies()).toEqual(arranged);
    expect(v.sheets[0]!.lengthIn).toBe(12);
    const below = copies()
      .map((c, i) => [c, i] as const)
      .filter(([c]) => c.y + 2.67 > 12 - 0.25)
      .map(([, i]) => i);
    expect(below.length).toBeGreaterThan(0);
    expect([...v.sheets[0]!.clashes.offSheet]).toEqual(below);
    expect(v.blocker).toMatch(/^\d+ images run off the sheet or closer than 0\.25 in to its edge: move them in, or choose a longer sheet\.$/);

    // a wider margin: the same places, now too close
    model.setLength('auto');
    expect(clashCount(view())).toBe(0);
    model.setMargin(1);
    expect(copies()).toEqual(arranged);
    expect(clashCount(view())).toBeGreaterThan(0);
    model.setMargin(0.25);

    // with the length following the art, a copy moved further down makes the sheet longer
    model.select(copies()[0]!.uid);
    model.moveTo(0.25, 30);
    expect(view().sheets[0]!.lengthIn).toBe(36);

    // Build again lays it out for the sheet as it is now
    model.setWidth(11);
    expect(clashCount(view())).toBeGreaterThan(0);
    model.build();
    expect(clashCount(view())).toBe(0);
    expect(copies()).toHaveLength(30);
  });

  it('adds one cart line per sheet, each body as the contract reads it, with the copies of each', async () => {
    const { model, view, lab, state } = await loaded();
    model.setLength('24');
    model.setChosen(ARTWORK_ID, true);
    model.setEntryCopies(ARTWORK_ID, '50');
    model.setSheetCopies('2');
    expect(view().blocker).toBeNull();
    await model.addToCart();
    const sent = lab.asked(/gang_sheet_add_to_cart$/).map((c) => gangSheetAddBody.parse(c.body));
    expect(sent).toHaveLength(2);
    for (const [i, body] of sent.entries()) {
      expect(body).toMatchObject({ store: 'us', width_in: 22, length_in: 24, margin_in: 0.25, images: [{ artwork_id: ARTWORK_ID, width_in: 4 }], quantity: 2, accept_low_resolution: false });
      expect(body.placements).toHaveLength(view().sheets[i]!.copies.length);
    }
    expect(state().add.added).toEqual({ sheets: 2, items: 4 });
  });
});
