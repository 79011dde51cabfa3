import { z } from 'zod';
import { succeeded, type Outcome } from '../outcome/outcome';
import { outOfRange, parseInput } from '../shared/parse-input';
import { formatCount, formatInches } from '../shared/units';
import type { FitRule } from './max-rects';
import { placeCopies, placementOf, sheetOf, toMils, type Copy, type Orientation, type PackedSheet, type PlacedCopy, type SheetFrame, type SheetItem } from './packed-sheet';
import {
  CUSTOM_LENGTH_IN,
  DEFAULT_GANG_SHEET_WIDTH,
  GANG_SHEET_LENGTHS,
  GANG_SHEET_MARGIN_IN,
  MAX_SHEET_COPIES,
  MIN_SHEET_IMAGE_SIDE_IN,
  gangSheetWidthsText,
  isGangSheetWidth,
  marginRangeText,
} from './sheet-sizes';

/** Distinct images one request may hold. */
export const MAX_SHEET_DESIGNS = 200;

export const sheetItemInput = z
  .object({
    id: z.string().min(1).max(64),
    widthIn: z.number().finite(),
    heightIn: z.number().finite(),
    quantity: z.number().int('must be a whole number'),
    rotatable: z.boolean().default(true),
  })
  .strict();

export const packSheetInput = z
  .object({
    widthIn: z.number().finite().default(DEFAULT_GANG_SHEET_WIDTH),
    marginIn: z.number().finite().default(GANG_SHEET_MARGIN_IN.default),
    items: z.array(sheetItemInput).min(1, 'add at least one image').max(MAX_SHEET_DESIGNS),
    /** the lengths to choose from; GANG_SHEET_LENGTHS when left out */
    lengthPresets: z.array(z.number().int('must be whole inches')).min(1).max(20).optional(),
  })
  .strict();
export type PackSheetInput = z.input<typeof packSheetInput>;

export interface SheetPlan {
  /**
   * One sheet when everything fits the longest preset: the shortest preset that holds it all.
   * Otherwise as many longest-preset sheets as needed, filled one after another, and a last sheet
   * of the shortest preset that holds what is left.
   */
  sheets: PackedSheet[];
  totalLengthIn: number;
  /** every image's area ÷ every sheet's area, in percent to one decimal */
  usedPercent: number;
}

interface Attempt {
  order: (a: Copy, b: Copy) => number;
  rule: FitRule;
  orientation: Orientation;
}

const byArea = (c: Copy) => c.w * c.h;
const byLongSide = (c: Copy) => Math.max(c.w, c.h);
const byPerimeter = (c: Copy) => c.w + c.h;
const stable = (a: Copy, b: Copy) => a.order - b.order || a.copy - b.copy;
const descending =
  (...keys: ((c: Copy) => number)[]) =>
  (a: Copy, b: Copy): number => {
    for (const key of keys) if (key(a) !== key(b)) return key(b) - key(a);
    return stable(a, b);
  };

// Several orders × fit rules × orientations, the best kept: each attempt is a few milliseconds for
// a typical sheet and together they are worth several points of use on awkward mixes. Big
// requests (thousands of copies) try the first few only.
const ORDERS = [descending(byArea, byLongSide), descending(byLongSide, byArea), descending(byPerimeter, byArea)];
const RULES: readonly FitRule[] = ['best-short-side', 'bottom-left'];
const ORIENTATIONS: readonly Orientation[] = ['free', 'as-given', 'long-side-across', 'long-side-along'];
const ATTEMPTS: readonly Attempt[] = ORIENTATIONS.flatMap((orientation) => ORDERS.flatMap((order) => RULES.map((rule) => ({ order, rule, orientation }))));
const BIG_REQUEST_COPIES = 600;
const BIG_REQUEST_ATTEMPTS: readonly Attempt[] = ORIENTATIONS.map((orientation) => ({ order: ORDERS[0]!, rule: 'bottom-left', orientation }));

function bottomOf(placed: readonly PlacedCopy[]): number {
  return placed.reduce((bottom, { fit }) => Math.max(bottom, fit.y + fit.h), 0);
}

/**
 * Packs images onto gang sheets (MaxRects, several orders and rules, the best kept; see
 * max-rects.ts) and picks the shortest preset length that holds them. Every requested copy is
 * placed; an image is turned 90° only when `rotatable`; images keep `marginIn` between each other
 * and from the sheet's edges. Deterministic: integer geometry and fully ordered tie-breaks.
 */
export function packSheet(input: PackSheetInput): Outcome<SheetPlan> {
  const parsed = parseInput(packSheetInput, input, 'invalid_gang_sheet_request');
  if (!parsed.ok) return parsed;
  const { widthIn, marginIn, items } = parsed.value;
  const presets = [...new Set(parsed.value.lengthPresets ?? GANG_SHEET_LENGTHS)].sort((a, b) => a - b);

  if (!isGangSheetWidth(widthIn)) {
    return outOfRange('sheet_width_not_offered', 'widthIn', `Gang sheets are ${gangSheetWidthsText()} wide (this is ${widthIn} in).`);
  }
  if (marginIn < GANG_SHEET_MARGIN_IN.min || marginIn > GANG_SHEET_MARGIN_IN.max) {
    return outOfRange('sheet_margin_out_of_range', 'marginIn', `The margin between images is ${marginRangeText()} (this is ${formatInches(marginIn)} in).`);
  }
  const badPreset = presets.find((length) => length < CUSTOM_LENGTH_IN.min || length > CUSTOM_LENGTH_IN.max);
  if (badPreset !== undefined) {
    return outOfRange('sheet_length_out_of_range', 'lengthPresets', `Sheet lengths are ${CUSTOM_LENGTH_IN.min}–${CUSTOM_LENGTH_IN.max} in (one is ${badPreset} in).`);
  }

  const widthMils = widthIn * 1000;
  const marginMils = toMils(marginIn);
  const longest = presets[presets.length - 1]!;
  const maxAcross = widthMils - 2 * marginMils;
  const maxAlong = longest * 1000 - 2 * marginMils;
  const seen = new Set<string>();
  let totalCopies = 0;
  for (const [index, item] of items.entries()) {
    if (seen.has(item.id)) return outOfRange('duplicate_image_id', `items.${index}.id`, `Image “${item.id}” is listed twice.`);
    seen.add(item.id);
    if (item.quantity < 1) return outOfRange('quantity_out_of_range', `items.${index}.quantity`, `Place at least 1 copy of “${item.id}”.`);
    totalCopies += item.quantity;
    if (Math.min(item.widthIn, item.heightIn) < MIN_SHEET_IMAGE_SIDE_IN) {
      return outOfRange('image_too_small', [`items.${index}.widthIn`, `items.${index}.heightIn`], `An image is at least ${formatInches(MIN_SHEET_IMAGE_SIDE_IN)} in on each side (“${item.id}” is ${formatInches(item.widthIn)} × ${formatInches(item.heightIn)} in).`);
    }
    const w = toMils(item.widthIn);
    const h = toMils(item.heightIn);
    const fits = (w <= maxAcross && h <= maxAlong) || (item.rotatable && h <= maxAcross && w <= maxAlong);
    if (!fits) {
      const message =
        `On a ${widthIn} in sheet with ${formatInches(marginIn)} in margins an image is at most ${formatInches(maxAcross / 1000)} in across ` +
        `and ${formatInches(maxAlong / 1000)} in along the sheet${item.rotatable ? ' (either way round)' : ''} (“${item.id}” is ${formatInches(item.widthIn)} × ${formatInches(item.heightIn)} in).`;
      return outOfRange('image_too_large_for_sheet', [`items.${index}.widthIn`, `items.${index}.heightIn`], message);
    }
  }
  if (totalCopies > MAX_SHEET_COPIES) {
    return outOfRange('too_many_copies', 'items', `At most ${formatCount(MAX_SHEET_COPIES)} copies can be packed at once (this is ${formatCount(totalCopies)}).`);
  }

  const sheetItems: SheetItem[] = items.map(({ id, widthIn: w, heightIn: h, quantity, rotatable }) => ({ id, widthIn: w, heightIn: h, quantity, rotatable }));
  const copies: Copy[] = items.flatMap((item, order) =>
    Array.from({ length: item.quantity }, (_, i) => ({ order, id: item.id, copy: i + 1, w: toMils(item.widthIn), h: toMils(item.heightIn), rotatable: item.rotatable })),
  );
  const attempts = copies.length >= BIG_REQUEST_COPIES ? BIG_REQUEST_ATTEMPTS : ATTEMPTS;

  const sheets: PackedSheet[] = [];
  let remaining = copies;
  while (remaining.length > 0) {
    const neededArea = remaining.reduce((sum, c) => sum + (c.w + marginMils) * (c.h + marginMils), 0);
    let finished = false;
    for (const length of presets) {
      const frame: SheetFrame = { widthMils, lengthMils: length * 1000, marginMils };
      if (neededArea > (widthMils - marginMils) * (frame.lengthMils - marginMils)) continue; // cannot fit: skip the attempts
      let best: PlacedCopy[] | null = null;
      for (const { order, rule, orientation } of attempts) {
        const { placed, unplaced } = placeCopies([...remaining].sort(order), frame, rule, orientation, true);
        if (unplaced.length === 0 && (best === null || bottomOf(placed) < bottomOf(best))) best = placed;
      }
      if (best !== null) {
        const placements = best.map((p) => placementOf(p, marginMils));
        const sheet = sheetOf(frame, sheetItems, placements);
        // the heuristics may fail at a shorter preset and still lay everything out within it at this
        // one: the same placements then go on the shortest preset that holds them
        const shortest = presets.find((candidate) => candidate >= sheet.usedLengthIn) ?? length;
        sheets.push(shortest < length ? sheetOf({ ...frame, lengthMils: shortest * 1000 }, sheetItems, placements) : sheet);
        remaining = [];
        finished = true;
        break;
      }
    }
    if (finished) break;

    // More than the longest preset holds: fill one longest sheet as fully as possible, go again.
    const frame: SheetFrame = { widthMils, lengthMils: longest * 1000, marginMils };
    let best: { placed: PlacedCopy[]; unplaced: Copy[]; area: number } | null = null;
    for (const { order, rule, orientation } of attempts) {
      const { placed, unplaced } = placeCopies([...remaining].sort(order), frame, rule, orientation, false);
      const area = placed.reduce((sum, { copy }) => sum + copy.w * copy.h, 0);
      if (best === null || area > best.area) best = { placed, unplaced, area };
    }
    sheets.push(sheetOf(frame, sheetItems, best!.placed.map((p) => placementOf(p, marginMils))));
    remaining = best!.unplaced;
  }

  const imageArea = copies.reduce((sum, c) => sum + c.w * c.h, 0);
  const totalLengthIn = sheets.reduce((sum, s) => sum + s.lengthIn, 0);
  return succeeded({ sheets, totalLengthIn, usedPercent: Math.round((imageArea * 1000) / (widthMils * totalLengthIn * 1000)) / 10 });
}
