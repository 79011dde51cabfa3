import { SPANGLE_STONE_SIZES, type DtfConfigResponse, type SpanglePatternResponse } from '@storefront/contracts';
import { CART_MAX_QUANTITY } from '@storefront/contracts/limits';
import { formatNumber, type StoreCode } from '@storefront/store-config';
import { DTF_PRESS_LIMITS, SPANGLE_QUANTITY, STONE_COLOURS, type StoneColourName } from '@storefront/transfers';
import { readWidthChoice, type WidthChoice, type WidthReading } from '../width-choice';

// What the shopper chose in the spangle panel, read against init_config: the stone sizes offered
// (with their millimetres), the stone colours (@storefront/transfers' table, as the service names
// them), the artwork's printed width and the quantity (the spangle price's range, as the cart
// refuses it, within a cart line's). The stone count, the press and the price are the service's.

export type StoneSizeName = SpanglePatternResponse['stone_size'];
export type { StoneColourName };
export type SpangleConfig = Pick<DtfConfigResponse, 'spangles'>;

/** The printed widths offered first, inches; any other may be typed. */
export const SPANGLE_WIDTH_PRESETS_IN = [3, 4, 6, 8, 10] as const;

/** The colour a pattern starts in. */
export const FIRST_COLOUR: StoneColourName = 'crystal';

export const SPANGLE_MIN_QUANTITY = SPANGLE_QUANTITY.min;
/** the price tables go to 5,000, within what a cart line holds (spangle_add's body) */
export const SPANGLE_MAX_QUANTITY = Math.min(SPANGLE_QUANTITY.max, CART_MAX_QUANTITY);

/** The stone sizes init_config offers with their diameters, in the contract's order (smallest first). */
export function stoneSizeChoices(config: SpangleConfig): { name: StoneSizeName; mm: number }[] {
  return SPANGLE_STONE_SIZES.flatMap((name) => {
    const size = config.spangles.stone_sizes.find((s) => s.name === name);
    return size ? [{ name, mm: size.mm }] : [];
  });
}

/** The size chosen first: SS10, the usual, when it is offered, else the first. */
export function firstStoneSize(config: SpangleConfig): StoneSizeName {
  const choices = stoneSizeChoices(config);
  return choices.find((s) => s.name === 'SS10')?.name ?? choices[0]?.name ?? 'SS10';
}

/** The stone colours, in the table's order (the order they are offered and sent in). */
export const STONE_COLOUR_CHOICES = STONE_COLOURS;

/** The colours chosen, in the table's order whatever order they were ticked in. */
export const orderedColours = (chosen: readonly StoneColourName[]): StoneColourName[] => STONE_COLOURS.filter((c) => chosen.includes(c.name)).map((c) => c.name);

/** The artwork's printed width; one longer than the press's longest side is refused here (the rest of the press rule is the service's 422). */
export function readSpangleWidth(choice: WidthChoice, customWidth: string, store: StoreCode): WidthReading {
  const chosen = readWidthChoice(SPANGLE_WIDTH_PRESETS_IN, choice, customWidth);
  if (!chosen.ok) return chosen;
  const { widthIn } = chosen;
  if (widthIn > DTF_PRESS_LIMITS.maxAlongIn) {
    return { ok: false, problem: `A spangle transfer is at most ${formatNumber(DTF_PRESS_LIMITS.maxAlongIn, store)} in on its long side: choose a narrower width.` };
  }
  return { ok: true, widthIn };
}

export type QuantityReading = { ok: true; quantity: number } | { ok: false; problem: string };

/** Spangle transfers come 1 to 5,000 at a time. */
export function readSpangleQuantity(text: string, store: StoreCode): QuantityReading {
  const t = text.trim();
  const n = /^\d+$/.test(t) ? Number(t) : NaN;
  if (Number.isSafeInteger(n) && n >= SPANGLE_MIN_QUANTITY && n <= SPANGLE_MAX_QUANTITY) return { ok: true, quantity: n };
  return { ok: false, problem: `Enter how many transfers you want: a whole number from ${formatNumber(SPANGLE_MIN_QUANTITY, store)} to ${formatNumber(SPANGLE_MAX_QUANTITY, store)}.` };
}

const MM_PER_IN = 25.4;

/** The most stones the service's hexagonal grid lays in the pattern's box (centres a stone's radius inside it). */
export function stonesTheBoxHolds(pattern: Pick<SpanglePatternResponse, 'width_in' | 'height_in' | 'stone_mm' | 'pitch_mm'>): number {
  const pitch = pattern.pitch_mm / MM_PER_IN;
  const margin = pattern.stone_mm / 2 / MM_PER_IN;
  if (!(pitch > 0)) return 0;
  let stones = 0;
  for (let row = 0; ; row++) {
    const y = margin + (row * pitch * Math.sqrt(3)) / 2;
    if (y > pattern.height_in - margin) break;
    const start = margin + (row % 2 ? pitch / 2 : 0);
    if (start <= pattern.width_in - margin) stones += Math.floor((pattern.width_in - margin - start) / pitch + 1e-9) + 1;
  }
  return stones;
}

/**
 * The artwork fills (nearly) its whole box with stones: it most likely has a background, which
 * would be set in stones too. 90%, not 100%: the height is rounded and the edges' stones may fall short.
 */
export function fillsItsBox(pattern: Pick<SpanglePatternResponse, 'width_in' | 'height_in' | 'stone_mm' | 'pitch_mm' | 'stone_count'>): boolean {
  const holds = stonesTheBoxHolds(pattern);
  return holds > 0 && pattern.stone_count >= 0.9 * holds;
}
