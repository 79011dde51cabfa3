// What a packed gang sheet is, and the integer geometry behind it. Inside the packer every length
// is whole thousandths of an inch ("mils"). Each image is packed as its size plus one margin, in a
// bin one margin shorter on each axis and shifted one margin in: so images keep a margin between
// each other and from every edge of the sheet, and the packer only has to keep rectangles apart.

import { findFit, occupy, type Fit, type FitRule, type Rect } from './max-rects';

export interface SheetItem {
  id: string;
  /** the image as designed, before any turn on the sheet */
  widthIn: number;
  heightIn: number;
  /** copies on this sheet */
  quantity: number;
  rotatable: boolean;
}

export interface SheetPlacement {
  id: string;
  /** 1-based, per id */
  copy: number;
  /** top-left corner, inches from the sheet's top-left corner */
  x: number;
  y: number;
  /** as it lies on the sheet (swapped from the item's when rotated) */
  widthIn: number;
  heightIn: number;
  rotated: boolean;
}

export interface PackedSheet {
  widthIn: number;
  lengthIn: number;
  marginIn: number;
  items: SheetItem[];
  placements: SheetPlacement[];
  /** images' area ÷ the sheet's area, in percent to one decimal */
  usedPercent: number;
  /** from the top edge to one margin under the lowest image: the length the art really needs */
  usedLengthIn: number;
}

export function toMils(inches: number): number {
  // Rounded to the micro-inch first so 3.3 (3.2999999…) is 3300, then up to the mil so an image is
  // never packed smaller than asked.
  return Math.ceil(Math.round(inches * 1_000_000) / 1000);
}

export function fromMils(mils: number): number {
  return mils / 1000;
}

export interface Copy {
  /** the item's place in the request: ties in every sort fall back to it */
  order: number;
  id: string;
  copy: number;
  w: number;
  h: number;
  rotatable: boolean;
}

export interface PlacedCopy {
  copy: Copy;
  /** in packer coordinates, margin included */
  fit: Fit;
}

export interface SheetFrame {
  widthMils: number;
  lengthMils: number;
  marginMils: number;
}

export function freeSpaceOf(frame: SheetFrame): Rect[] {
  const w = frame.widthMils - frame.marginMils;
  const h = frame.lengthMils - frame.marginMils;
  return w > 0 && h > 0 ? [{ x: 0, y: 0, w, h }] : [];
}

/**
 * How copies of rotatable images may lie. `free` lets the fit rule choose per copy; the others fix
 * one orientation for the whole attempt, which beats the greedy choice on uniform runs (a rule
 * that turns the first 10 × 12 in front to fill a row tightly leaves no room for a second).
 */
export type Orientation = 'free' | 'as-given' | 'long-side-across' | 'long-side-along';

function orientationsFor(copy: Copy, orientation: Orientation): readonly boolean[] {
  if (!copy.rotatable || copy.w === copy.h || orientation === 'as-given') return [false];
  if (orientation === 'free') return [false, true];
  const longAcross = copy.w > copy.h;
  return [orientation === 'long-side-across' ? !longAcross : longAcross];
}

/**
 * Places copies in the given order. With `stopOnFail` the first copy that finds no room ends the
 * attempt (used to test whether everything fits); without, it is skipped and the rest still tried.
 */
export function placeCopies(
  copies: readonly Copy[],
  frame: SheetFrame,
  rule: FitRule,
  orientation: Orientation,
  stopOnFail: boolean,
  initialFree: Rect[] = freeSpaceOf(frame),
): { placed: PlacedCopy[]; unplaced: Copy[]; free: Rect[] } {
  let free = initialFree;
  const placed: PlacedCopy[] = [];
  const unplaced: Copy[] = [];
  const m = frame.marginMils;
  for (const [i, copy] of copies.entries()) {
    const fit = findFit(free, copy.w + m, copy.h + m, orientationsFor(copy, orientation), rule);
    if (fit === null) {
      if (stopOnFail) return { placed, unplaced: [...unplaced, ...copies.slice(i)], free };
      unplaced.push(copy);
      continue;
    }
    free = occupy(free, fit);
    placed.push({ copy, fit });
  }
  return { placed, unplaced, free };
}

/** The occupied rectangle (packer coordinates) of a placement already on a sheet. */
export function occupiedRectOf(placement: SheetPlacement, marginMils: number): Rect {
  return {
    x: toMils(placement.x) - marginMils,
    y: toMils(placement.y) - marginMils,
    w: toMils(placement.widthIn) + marginMils,
    h: toMils(placement.heightIn) + marginMils,
  };
}

export function placementOf({ copy, fit }: PlacedCopy, marginMils: number): SheetPlacement {
  return {
    id: copy.id,
    copy: copy.copy,
    x: fromMils(fit.x + marginMils),
    y: fromMils(fit.y + marginMils),
    widthIn: fromMils(fit.w - marginMils),
    heightIn: fromMils(fit.h - marginMils),
    rotated: fit.rotated,
  };
}

/** Bottom of the lowest occupied rectangle plus the sheet's outer margin, in mils. */
export function usedLengthMils(placements: readonly SheetPlacement[], marginMils: number): number {
  let bottom = 0;
  for (const p of placements) bottom = Math.max(bottom, toMils(p.y) + toMils(p.heightIn) + marginMils);
  return bottom;
}

export function usedPercentOf(placements: readonly SheetPlacement[], frame: SheetFrame): number {
  let area = 0;
  for (const p of placements) area += toMils(p.widthIn) * toMils(p.heightIn);
  return Math.round((area * 1000) / (frame.widthMils * frame.lengthMils)) / 10;
}

/** Assembles a sheet: its items with the copies it holds, in the request's order. */
export function sheetOf(frame: SheetFrame, allItems: readonly SheetItem[], placements: SheetPlacement[]): PackedSheet {
  const counts = new Map<string, number>();
  for (const p of placements) counts.set(p.id, (counts.get(p.id) ?? 0) + 1);
  return {
    widthIn: fromMils(frame.widthMils),
    lengthIn: fromMils(frame.lengthMils),
    marginIn: fromMils(frame.marginMils),
    items: allItems.filter((item) => counts.has(item.id)).map((item) => ({ ...item, quantity: counts.get(item.id)! })),
    placements,
    usedPercent: usedPercentOf(placements, frame),
    usedLengthIn: fromMils(usedLengthMils(placements, frame.marginMils)),
  };
}
