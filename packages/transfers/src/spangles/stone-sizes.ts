// Spangle (rhinestone or sequin) transfers (DOMAIN.md "Spangles").

/** Stone diameters in millimetres by the trade's SS ("stone size") number. */
export const STONE_SIZES = { SS6: 2, SS10: 2.8, SS16: 3.9, SS20: 4.7 } as const;
export type StoneSize = keyof typeof STONE_SIZES;
export const STONE_SIZE_NAMES = Object.keys(STONE_SIZES) as StoneSize[];

/**
 * Space between neighbouring stones, edge to edge: at least 0.5 mm or the template's holes merge
 * and stones fall out when pressed; 1 mm is the default spacing of a pattern.
 */
export const STONE_GAP_MM = { min: 0.5, default: 1 } as const;

const MM_PER_INCH = 25.4;

/**
 * Stones on a plain grid filling a width × height area at a gap: the most a filled shape of that
 * size can hold, for estimating a price before the pattern is made.
 */
export function stonesOnGrid(widthIn: number, heightIn: number, stoneSize: StoneSize, gapMm: number = STONE_GAP_MM.default): number {
  if (!(gapMm >= STONE_GAP_MM.min)) throw new RangeError(`stones are at least ${STONE_GAP_MM.min} mm apart, not ${gapMm}`);
  const pitch = STONE_SIZES[stoneSize] + gapMm;
  const across = (length: number) => Math.max(0, Math.floor((length * MM_PER_INCH + gapMm) / pitch + 1e-9));
  return across(widthIn) * across(heightIn);
}
