// The gang-sheet builder's geometry, around @storefront/transfers' packer and checks (the cart
// checks the layout it is sent with the same `checkSheetLayout`, so what is drawn red here is what
// it would refuse). Inches everywhere; positions are kept to the thousandth, as the packer keeps them.
import {
  CUSTOM_LENGTH_IN,
  GANG_SHEET_LENGTHS,
  fillWithCopies,
  whatStillFits,
  layoutClashes,
  type LayoutPlacement,
  type PackedSheet,
  type SheetPlacement,
} from '@storefront/transfers';

/** One artwork at the size it prints on the sheet (a snapshot taken when the sheet is laid out). */
export interface SheetImage {
  /** its id on the sheet: the picker row's key */
  id: string;
  artworkId: string;
  /** a cart's frozen version, sent with the sheet (null: the version in use) */
  artworkVersion: number | null;
  name: string;
  thumbnailUrl: string;
  /** as designed, before any turn on the sheet */
  widthIn: number;
  heightIn: number;
  /** pixels per inch at this width (null when the pixels are not known) */
  dpi: number | null;
}

/** One copy on a sheet: `layoutClashes`' placement and a key that stays with it while it moves. */
export interface SheetCopy extends LayoutPlacement {
  uid: number;
}

/** What every sheet shares: the roll's width and the space kept around each image. */
export interface SheetFrame {
  widthIn: number;
  marginIn: number;
}

/** A drag snaps to this grid; an arrow key moves this far (Shift: 1 in). */
export const SNAP_IN = 0.05;
export const BIG_STEP_IN = 1;
const LONGEST_IN = CUSTOM_LENGTH_IN.max;

/** To the thousandth of an inch (the packer's unit), without float noise. */
export const toThousandth = (inches: number) => Math.round(inches * 1000) / 1000;
export const snap = (inches: number) => toThousandth(Math.round(inches / SNAP_IN) * SNAP_IN);
/** the packer's rounding of a size: up to the thousandth, so an image is never drawn smaller than it prints */
const mils = (inches: number) => Math.ceil(Math.round(inches * 1_000_000) / 1000);

/** The copy's box as it lies on the sheet (width and height swap when it is turned). */
export function boxOf(image: Pick<SheetImage, 'widthIn' | 'heightIn'>, rotated: boolean): { w: number; h: number } {
  return rotated ? { w: image.heightIn, h: image.widthIn } : { w: image.widthIn, h: image.heightIn };
}

export const imagesById = (images: readonly SheetImage[]) => new Map(images.map((image) => [image.id, image]));

/** From the sheet's top to one margin under the lowest copy: the length the art needs (0 for an empty sheet). */
export function usedLengthOf(copies: readonly SheetCopy[], images: ReadonlyMap<string, SheetImage>, marginIn: number): number {
  let bottom = 0;
  for (const c of copies) {
    const image = images.get(c.id);
    if (image) bottom = Math.max(bottom, Math.round(c.y * 1000) + mils(boxOf(image, c.rotated).h));
  }
  return copies.length === 0 ? 0 : (bottom + mils(marginIn)) / 1000;
}

/**
 * The sheet's length: the one chosen, or ("Shortest that fits", `fixed` null) the shortest preset
 * that holds the art as it lies (the packer's own choice after an automatic layout), so moving a
 * copy further down makes the sheet longer and its price follow.
 */
export function lengthOf(fixed: number | null, usedLengthIn: number): number {
  if (fixed !== null) return fixed;
  return GANG_SHEET_LENGTHS.find((length) => length >= usedLengthIn) ?? LONGEST_IN;
}

/** The images' area ÷ the sheet's, in percent to one decimal (the packer's figure). */
export function usedPercentOf(copies: readonly SheetCopy[], images: ReadonlyMap<string, SheetImage>, widthIn: number, lengthIn: number): number {
  let area = 0;
  for (const c of copies) {
    const image = images.get(c.id);
    if (image) area += mils(image.widthIn) * mils(image.heightIn);
  }
  return Math.round((area * 1000) / (widthIn * 1000 * lengthIn * 1000)) / 10;
}

export interface Clashes {
  /** indexes of copies closer than the margin to an edge (or past it) */
  offSheet: ReadonlySet<number>;
  /** indexes of copies closer than the margin to another copy */
  overlapping: ReadonlySet<number>;
}

/** `layoutClashes` of one sheet, as sets. */
export function clashesOf(copies: readonly SheetCopy[], images: readonly SheetImage[], frame: SheetFrame, lengthIn: number): Clashes {
  const found = layoutClashes({ widthIn: frame.widthIn, lengthIn, marginIn: frame.marginIn, images, placements: copies });
  return { offSheet: new Set(found.offSheet), overlapping: new Set(found.overlapping) };
}

/** Each copy's number among the copies of its image, in sheet order (as the cart numbers them). */
export function copyNumbers(copies: readonly LayoutPlacement[]): number[] {
  const seen = new Map<string, number>();
  return copies.map((c) => {
    const n = (seen.get(c.id) ?? 0) + 1;
    seen.set(c.id, n);
    return n;
  });
}

/** The sheet as @storefront/transfers' PackedSheet, for its fill and free-space functions. */
function packedSheetOf(images: readonly SheetImage[], copies: readonly SheetCopy[], frame: SheetFrame, lengthIn: number): PackedSheet {
  const byId = imagesById(images);
  const numbers = copyNumbers(copies);
  const placements: SheetPlacement[] = copies.map((c, i) => {
    const { w, h } = boxOf(byId.get(c.id)!, c.rotated);
    return { id: c.id, copy: numbers[i]!, x: c.x, y: c.y, widthIn: w, heightIn: h, rotated: c.rotated };
  });
  const counts = new Map<string, number>();
  for (const c of copies) counts.set(c.id, (counts.get(c.id) ?? 0) + 1);
  return {
    widthIn: frame.widthIn,
    lengthIn,
    marginIn: frame.marginIn,
    items: images.map((image) => ({ id: image.id, widthIn: image.widthIn, heightIn: image.heightIn, quantity: counts.get(image.id) ?? 0, rotatable: true })),
    placements,
    usedPercent: 0,
    usedLengthIn: 0,
  };
}

/**
 * "Fill the rest with copies of this": as many more copies of the image as the sheet's free space
 * holds at `lengthIn` (`fillWithCopies`: top-left first, nothing already placed moves).
 */
export function copiesToFill(images: readonly SheetImage[], copies: readonly SheetCopy[], frame: SheetFrame, lengthIn: number, imageId: string): LayoutPlacement[] {
  const filled = fillWithCopies(packedSheetOf(images, copies, frame, lengthIn), imageId);
  if (!filled.ok) return [];
  return filled.value.sheet.placements.slice(copies.length).map((p) => ({ id: p.id, x: p.x, y: p.y, rotated: p.rotated }));
}

/**
 * Where a duplicate goes: the first free spot (highest, then leftmost) the copy fits with its
 * margins, turned if only that fits. Up to `maxLengthIn` (the fixed length, or the longest sheet
 * when the length follows the art); null when there is no room.
 */
export function spotForCopy(images: readonly SheetImage[], copies: readonly SheetCopy[], frame: SheetFrame, maxLengthIn: number, imageId: string): LayoutPlacement | null {
  return copiesToFill(images, copies, frame, maxLengthIn, imageId)[0] ?? null;
}

/** The furthest a copy may be dragged: the sheet's edges (closer than the margin is allowed, and drawn red). */
export function clampToSheet(x: number, y: number, box: { w: number; h: number }, widthIn: number, maxLengthIn: number): { x: number; y: number } {
  return {
    x: toThousandth(Math.min(Math.max(0, x), Math.max(0, widthIn - box.w))),
    y: toThousandth(Math.min(Math.max(0, y), Math.max(0, maxLengthIn - box.h))),
  };
}

/** The longest the sheet may get: the fixed length, or the longest sheet when the length follows the art. */
export const maxLengthOf = (fixed: number | null) => fixed ?? LONGEST_IN;

/** "Room for 8 more": copies of the image the sheet's free space still holds at `lengthIn` as it is (`whatStillFits`). */
export function roomFor(images: readonly SheetImage[], copies: readonly SheetCopy[], frame: SheetFrame, lengthIn: number, image: SheetImage): number {
  const fits = whatStillFits(packedSheetOf(images, copies, frame, lengthIn), { widthIn: image.widthIn, heightIn: image.heightIn, rotatable: true });
  return fits.ok ? fits.value.copies : 0;
}
