import { formatInches } from '../shared/units';

// Gang sheets (DOMAIN.md "DTF transfers and gang sheets"): many images printed on one length of film.

/** DTF film rolls: 22 in is the common one; some shops also run 11, 13 or 24 in. */
export const GANG_SHEET_WIDTHS = [11, 13, 22, 24] as const;
export type GangSheetWidth = (typeof GANG_SHEET_WIDTHS)[number];
export const DEFAULT_GANG_SHEET_WIDTH: GangSheetWidth = 22;

/** Lengths sold as presets, in inches along the roll, shortest first. */
export const GANG_SHEET_LENGTHS = [24, 36, 60, 120, 180, 240] as const;

/**
 * A custom length is any whole number of inches in this range: under a foot is cheaper as single
 * transfers, and over the longest preset the art is split onto several sheets.
 */
export const CUSTOM_LENGTH_IN = { min: 12, max: 240 } as const;

/**
 * Space kept between images and from the sheet's edges so each can be cut out: 0.25 in by default
 * (DOMAIN: about 0.125–0.25 in); under 0.125 in scissors cut into the neighbour.
 */
export const GANG_SHEET_MARGIN_IN = { min: 0.125, default: 0.25, max: 1 } as const;

/** The smallest image a sheet takes (the single-transfer press minimum). */
export const MIN_SHEET_IMAGE_SIDE_IN = 0.5;

/** Copies one packing request may place (a 22 × 240 in sheet holds about 3,000 one-inch logos). */
export const MAX_SHEET_COPIES = 5_000;

export function isGangSheetWidth(widthIn: number): widthIn is GangSheetWidth {
  return (GANG_SHEET_WIDTHS as readonly number[]).includes(widthIn);
}

export function gangSheetWidthsText(): string {
  return `${GANG_SHEET_WIDTHS.slice(0, -1).join(', ')} or ${GANG_SHEET_WIDTHS[GANG_SHEET_WIDTHS.length - 1]} in`;
}

export function marginRangeText(): string {
  return `${formatInches(GANG_SHEET_MARGIN_IN.min)}–${formatInches(GANG_SHEET_MARGIN_IN.max)} in`;
}
