import { formatInches } from '../shared/units';

// Single DTF transfers (DOMAIN.md "DTF transfers and gang sheets").

/** The sizes shops list first; the shopper may still type any size within the press limits. */
export const DTF_SIZE_PRESETS: readonly { widthIn: number; heightIn: number; label: string }[] = [
  { widthIn: 2, heightIn: 2, label: '2 × 2 in' },
  { widthIn: 3, heightIn: 3, label: '3 × 3 in' },
  { widthIn: 4, heightIn: 4, label: '4 × 4 in' },
  { widthIn: 5, heightIn: 5, label: '5 × 5 in' },
  { widthIn: 8, heightIn: 10, label: '8 × 10 in' },
  { widthIn: 11, heightIn: 11, label: '11 × 11 in' },
  { widthIn: 12, heightIn: 16, label: '12 × 16 in' },
];

/**
 * What the printer can make as one transfer: no side under half an inch (smaller pieces lift off
 * the film and cannot be weeded or pressed), one side across the 22 in film and the other at most
 * 40 in along the roll (the longest a single transfer is cut; longer art goes on a gang sheet).
 * Either orientation is accepted: the shop turns the art on the film.
 */
export const DTF_PRESS_LIMITS = { minSideIn: 0.5, maxAcrossIn: 22, maxAlongIn: 40 } as const;

export function fitsDtfPress(widthIn: number, heightIn: number): boolean {
  const { minSideIn, maxAcrossIn, maxAlongIn } = DTF_PRESS_LIMITS;
  const shortSide = Math.min(widthIn, heightIn);
  const longSide = Math.max(widthIn, heightIn);
  return shortSide >= minSideIn && shortSide <= maxAcrossIn && longSide <= maxAlongIn;
}

export function dtfPressRangeText(): string {
  const { minSideIn, maxAcrossIn, maxAlongIn } = DTF_PRESS_LIMITS;
  return `${formatInches(minSideIn)}–${formatInches(maxAcrossIn)} in on one side and ${formatInches(minSideIn)}–${formatInches(maxAlongIn)} in on the other`;
}
