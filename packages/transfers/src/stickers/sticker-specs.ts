import { formatInches } from '../shared/units';
import { failed, succeeded, type Outcome } from '../outcome/outcome';

// Stickers (DOMAIN.md "Stickers").

export const STICKER_SHAPES = ['die-cut', 'circle', 'square', 'rounded'] as const;
export type StickerShape = (typeof STICKER_SHAPES)[number];

/** Shapes cut to a regular outline are as wide as they are tall. */
export const EQUAL_SIDED_SHAPES: readonly StickerShape[] = ['circle', 'square'];

/**
 * Each side from 1 in (smaller cannot be peeled off the backing) to 12 in (the cutter's sheet).
 * Sizes are taken to the hundredth of an inch.
 */
export const STICKER_SIDE_IN = { min: 1, max: 12 } as const;

/** The sizes shops list first (square; a die-cut or rounded sticker is its bounding box). */
export const STICKER_SIZE_PRESETS: readonly number[] = [2, 3, 4, 5];

/**
 * How far the cut line sits outside a die-cut sticker's artwork. Commonly 1/16–1/8 in (DOMAIN);
 * 1/8 in by default (forgiving of the cutter's registration). Under 1/32 in the blade nicks the
 * art; over 1/4 in the border looks like a mistake.
 */
export const CUT_LINE_OFFSET_IN = { min: 0.03125, commonMin: 0.0625, default: 0.125, commonMax: 0.125, max: 0.25 } as const;

export function checkCutLineOffset(offsetIn: number): Outcome<number> {
  const { min, max } = CUT_LINE_OFFSET_IN;
  if (!Number.isFinite(offsetIn) || offsetIn < min || offsetIn > max) {
    const message = `The cut line sits ${formatInches(min)}–${formatInches(max)} in outside the artwork (this is ${formatInches(offsetIn)} in).`;
    return failed({ kind: 'invalid', code: 'cut_line_offset_out_of_range', message, fieldErrors: { cutLineOffsetIn: [message] } });
  }
  return succeeded(offsetIn);
}
