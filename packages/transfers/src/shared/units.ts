// Integer arithmetic for prices: sizes are taken to the hundredth of an inch before any price is
// computed, so the browser and the server cannot land on different sides of a rounding.

/** A length in inches as whole hundredths of an inch (3.333 in → 333). */
export function hundredthsOfInch(inches: number): number {
  return Math.round(inches * 100);
}

/** n ÷ d rounded half up, for non-negative integers. */
export function divideHalfUp(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

/**
 * What an area costs at a rate given in minor units per 100 sq in (so rates of fractions of a
 * cent per square inch stay integers): hundredths × hundredths = 1/10,000 sq in, one rounding.
 */
export function areaPrice(widthHundredths: number, heightHundredths: number, ratePer100SquareInches: number): number {
  return divideHalfUp(widthHundredths * heightHundredths * ratePer100SquareInches, 1_000_000);
}

/** For messages: 0.5, 22, 0.03125 (no trailing zeros, no float noise). */
export function formatInches(inches: number): string {
  return String(Math.round(inches * 100_000) / 100_000);
}

/** For messages: 1,000. */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}
