import { succeeded, type Outcome } from '../outcome/outcome';
import { outOfRange } from '../shared/parse-input';
import { formatCount, formatInches } from '../shared/units';
import { fromMils, sheetOf, toMils, type PackedSheet, type SheetItem, type SheetPlacement } from './packed-sheet';
import { CUSTOM_LENGTH_IN, GANG_SHEET_MARGIN_IN, MAX_SHEET_COPIES, MIN_SHEET_IMAGE_SIDE_IN, gangSheetWidthsText, isGangSheetWidth, marginRangeText } from './sheet-sizes';

// A sheet laid out by hand (the builder's drag, rotate, duplicate): the same rules the packer keeps
// by construction — every image one margin inside the sheet, no two closer than one margin — checked
// on whatever the browser sends, in the packer's integer thousandths of an inch.

export interface LayoutImage {
  id: string;
  /** as designed, before any turn on the sheet */
  widthIn: number;
  heightIn: number;
  /** false: the image may not be turned (default true) */
  rotatable?: boolean;
}

export interface LayoutPlacement {
  id: string;
  /** top-left corner, inches from the sheet's top-left */
  x: number;
  y: number;
  /** turned 90°: its width runs along the sheet */
  rotated: boolean;
}

export interface SheetLayoutInput {
  widthIn: number;
  lengthIn: number;
  marginIn: number;
  images: readonly LayoutImage[];
  placements: readonly LayoutPlacement[];
}

interface Box {
  index: number;
  x: number;
  y: number;
  w: number;
  h: number;
}

function boxesOf(input: SheetLayoutInput): Box[] {
  const byId = new Map(input.images.map((image) => [image.id, image]));
  const boxes: Box[] = [];
  input.placements.forEach((p, index) => {
    const image = byId.get(p.id);
    if (!image) return;
    const w = toMils(image.widthIn);
    const h = toMils(image.heightIn);
    boxes.push({ index, x: Math.round(p.x * 1000), y: Math.round(p.y * 1000), w: p.rotated ? h : w, h: p.rotated ? w : h });
  });
  return boxes;
}

/** Copies off the sheet, and every pair closer than the margin (a sweep down the sheet: each copy meets only those starting above its bottom plus the margin). */
function sweep(input: SheetLayoutInput): { offSheet: number[]; pairs: [number, number][] } {
  const m = toMils(input.marginIn);
  const width = Math.round(input.widthIn * 1000);
  const length = Math.round(input.lengthIn * 1000);
  const boxes = boxesOf(input);
  const offSheet = boxes.filter((b) => b.x < m || b.y < m || b.x + b.w > width - m || b.y + b.h > length - m).map((b) => b.index);
  const sorted = [...boxes].sort((a, b) => a.y - b.y || a.x - b.x || a.index - b.index);
  const pairs: [number, number][] = [];
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i]!;
    for (let j = i + 1; j < sorted.length; j++) {
      const b = sorted[j]!;
      if (b.y >= a.y + a.h + m) break;
      if (b.x < a.x + a.w + m && a.x < b.x + b.w + m) pairs.push(a.index < b.index ? [a.index, b.index] : [b.index, a.index]);
    }
  }
  return { offSheet, pairs };
}

/**
 * Which copies break the sheet's rules, by index into `placements`: `offSheet` closer than the
 * margin to an edge (or past it), `overlapping` closer than the margin to another copy.
 */
export function layoutClashes(input: SheetLayoutInput): { offSheet: number[]; overlapping: number[] } {
  const { offSheet, pairs } = sweep(input);
  return { offSheet, overlapping: [...new Set(pairs.flat())].sort((a, b) => a - b) };
}

/** "copy 2 of “logo.png”" for messages. */
function copyName(placements: readonly SheetPlacement[], index: number): string {
  const p = placements[index]!;
  return `copy ${p.copy} of “${p.id}”`;
}

/**
 * A hand-made layout as a PackedSheet (copy numbers per image in placement order, each image's
 * count, the share used, the length the art needs), or a 422 naming the first rule broken: the
 * sheet's width, margin and length as the packer takes them, images ½ in or more, at most
 * MAX_SHEET_COPIES copies, each copy inside the sheet by the margin and that far from every other.
 */
export function checkSheetLayout(input: SheetLayoutInput): Outcome<PackedSheet> {
  const { widthIn, lengthIn, marginIn, images, placements } = input;
  if (!isGangSheetWidth(widthIn)) return outOfRange('sheet_width_not_offered', 'widthIn', `Gang sheets are ${gangSheetWidthsText()} wide (this is ${widthIn} in).`);
  if (!(marginIn >= GANG_SHEET_MARGIN_IN.min && marginIn <= GANG_SHEET_MARGIN_IN.max)) {
    return outOfRange('sheet_margin_out_of_range', 'marginIn', `The margin between images is ${marginRangeText()} (this is ${formatInches(marginIn)} in).`);
  }
  if (!Number.isInteger(lengthIn) || lengthIn < CUSTOM_LENGTH_IN.min || lengthIn > CUSTOM_LENGTH_IN.max) {
    return outOfRange('sheet_length_out_of_range', 'lengthIn', `A sheet is a whole number of inches from ${CUSTOM_LENGTH_IN.min} to ${CUSTOM_LENGTH_IN.max} long (this is ${lengthIn} in).`);
  }
  if (placements.length === 0) return outOfRange('empty_sheet', 'placements', 'Place at least one image on the sheet.');
  if (placements.length > MAX_SHEET_COPIES) {
    return outOfRange('too_many_copies', 'placements', `A sheet holds at most ${formatCount(MAX_SHEET_COPIES)} images (this has ${formatCount(placements.length)}).`);
  }
  const byId = new Map<string, LayoutImage>();
  for (const [index, image] of images.entries()) {
    if (byId.has(image.id)) return outOfRange('duplicate_image_id', `images.${index}.id`, `Image “${image.id}” is listed twice.`);
    if (!(Math.min(image.widthIn, image.heightIn) >= MIN_SHEET_IMAGE_SIDE_IN)) {
      return outOfRange('image_too_small', `images.${index}.widthIn`, `An image is at least ${formatInches(MIN_SHEET_IMAGE_SIDE_IN)} in on each side (“${image.id}” is ${formatInches(image.widthIn)} × ${formatInches(image.heightIn)} in).`);
    }
    byId.set(image.id, image);
  }
  const copies = new Map<string, number>();
  const sheetPlacements: SheetPlacement[] = [];
  for (const [index, p] of placements.entries()) {
    const image = byId.get(p.id);
    if (!image) return outOfRange('image_not_on_sheet', `placements.${index}.id`, `Placement ${index + 1} names an image that is not on the sheet (“${p.id}”).`);
    if (p.rotated && image.rotatable === false) return outOfRange('image_not_rotatable', `placements.${index}.rotated`, `“${p.id}” may not be turned on the sheet.`);
    if (!Number.isFinite(p.x) || !Number.isFinite(p.y)) return outOfRange('placement_not_a_number', `placements.${index}`, `Placement ${index + 1} has no position.`);
    const copy = (copies.get(p.id) ?? 0) + 1;
    copies.set(p.id, copy);
    const w = fromMils(toMils(image.widthIn));
    const h = fromMils(toMils(image.heightIn));
    sheetPlacements.push({ id: p.id, copy, x: fromMils(Math.round(p.x * 1000)), y: fromMils(Math.round(p.y * 1000)), widthIn: p.rotated ? h : w, heightIn: p.rotated ? w : h, rotated: p.rotated });
  }
  const { offSheet, pairs } = sweep(input);
  if (offSheet.length > 0) {
    const first = offSheet[0]!;
    return outOfRange(
      'image_off_sheet',
      `placements.${first}`,
      `${capitalised(copyName(sheetPlacements, first))} runs past the sheet's edge: keep every image ${formatInches(marginIn)} in inside the ${widthIn} × ${lengthIn} in sheet.`,
    );
  }
  if (pairs.length > 0) {
    const [a, b] = pairs.reduce((first, pair) => (pair[0] < first[0] || (pair[0] === first[0] && pair[1] < first[1]) ? pair : first));
    return outOfRange(
      'images_overlap',
      `placements.${a}`,
      `${capitalised(copyName(sheetPlacements, a))} and ${copyName(sheetPlacements, b)} overlap or sit closer than the ${formatInches(marginIn)} in margin: move them apart.`,
    );
  }
  const items: SheetItem[] = images.map((image) => ({ id: image.id, widthIn: image.widthIn, heightIn: image.heightIn, quantity: 0, rotatable: image.rotatable !== false }));
  return succeeded(sheetOf({ widthMils: widthIn * 1000, lengthMils: lengthIn * 1000, marginMils: toMils(marginIn) }, items, sheetPlacements));
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
