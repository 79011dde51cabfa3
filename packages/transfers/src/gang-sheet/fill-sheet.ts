import { failed, succeeded, type Outcome } from '../outcome/outcome';
import { outOfRange } from '../shared/parse-input';
import { formatInches } from '../shared/units';
import { occupy, type Rect } from './max-rects';
import {
  freeSpaceOf,
  fromMils,
  occupiedRectOf,
  placeCopies,
  placementOf,
  sheetOf,
  toMils,
  usedLengthMils,
  type Copy,
  type PackedSheet,
  type SheetFrame,
  type SheetPlacement,
} from './packed-sheet';
import { MAX_SHEET_COPIES, MIN_SHEET_IMAGE_SIDE_IN } from './sheet-sizes';

export interface ExtraImage {
  widthIn: number;
  heightIn: number;
  rotatable: boolean;
}

function frameOf(sheet: PackedSheet): SheetFrame {
  return { widthMils: toMils(sheet.widthIn), lengthMils: toMils(sheet.lengthIn), marginMils: toMils(sheet.marginIn) };
}

/** The sheet's free space with its placements where they are (nothing already placed moves). */
function freeSpaceAround(sheet: PackedSheet, frame: SheetFrame): Rect[] {
  let free = freeSpaceOf(frame);
  for (const placement of sheet.placements) free = occupy(free, occupiedRectOf(placement, frame.marginMils));
  return free;
}

/**
 * Copies of one image placed into the free space, bottom-left first so the sheet fills from the
 * top and any leftover stays one band at the bottom. Capped so the sheet never holds more than
 * MAX_SHEET_COPIES images.
 */
function addCopies(sheet: PackedSheet, id: string, image: ExtraImage, firstCopy: number): { frame: SheetFrame; placements: SheetPlacement[] } {
  const frame = frameOf(sheet);
  const room = Math.max(0, MAX_SHEET_COPIES - sheet.placements.length);
  const w = toMils(image.widthIn);
  const h = toMils(image.heightIn);
  const placements: SheetPlacement[] = [];
  let free = freeSpaceAround(sheet, frame);
  // One copy at a time: how many fit is not known in advance.
  while (placements.length < room) {
    const copy: Copy = { order: 0, id, copy: firstCopy + placements.length, w, h, rotatable: image.rotatable };
    const { placed, free: after } = placeCopies([copy], frame, 'bottom-left', 'free', true, free);
    if (placed.length === 0) break;
    placements.push(placementOf(placed[0]!, frame.marginMils));
    free = after;
  }
  return { frame, placements };
}

/**
 * "Fill the rest with copies of this": as many more copies of one image already on the sheet as
 * its free space holds, the existing placements unchanged. `added` may be 0 (the sheet is full).
 */
export function fillWithCopies(sheet: PackedSheet, itemId: string): Outcome<{ sheet: PackedSheet; added: number }> {
  const item = sheet.items.find((candidate) => candidate.id === itemId);
  if (item === undefined) return failed({ kind: 'not_found', code: 'image_not_on_sheet', message: `Image “${itemId}” is not on this sheet.` });
  const lastCopy = sheet.placements.reduce((max, p) => (p.id === itemId ? Math.max(max, p.copy) : max), 0);
  const { frame, placements } = addCopies(sheet, itemId, item, lastCopy + 1);
  const items = sheet.items.map((candidate) => (candidate.id === itemId ? { ...candidate, quantity: candidate.quantity + placements.length } : candidate));
  return succeeded({ sheet: sheetOf(frame, items, [...sheet.placements, ...placements]), added: placements.length });
}

export interface StillFits {
  /** more copies of the image the sheet holds as it is */
  copies: number;
  /** the clear band under the lowest image, in inches ("6 in left") */
  freeLengthIn: number;
}

/** "6 in left: 4 more of this logo fit": counts without changing the sheet. */
export function whatStillFits(sheet: PackedSheet, image: ExtraImage): Outcome<StillFits> {
  if (!Number.isFinite(image.widthIn) || !Number.isFinite(image.heightIn) || Math.min(image.widthIn, image.heightIn) < MIN_SHEET_IMAGE_SIDE_IN) {
    return outOfRange('image_too_small', ['widthIn', 'heightIn'], `An image is at least ${formatInches(MIN_SHEET_IMAGE_SIDE_IN)} in on each side.`);
  }
  const { frame, placements } = addCopies(sheet, '(probe)', image, 1);
  const freeLength = Math.max(0, frame.lengthMils - usedLengthMils(sheet.placements, frame.marginMils));
  return succeeded({ copies: placements.length, freeLengthIn: fromMils(freeLength) });
}
