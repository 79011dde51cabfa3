// Sizing a transfer from its artwork (DOMAIN.md "Print quality"). The thresholds mirror the design
// lab's (@storefront/design-document `WARN_BELOW_DPI`, `BLOCK_BELOW_DPI`): this package may not depend
// on that one at run time, and `artwork-size.test.ts` fails if the two drift apart.

export const TARGET_DPI = 300;
/** Under this the builder warns (print-on-demand vendors hold files under 150 DPI). */
export const WARN_BELOW_DPI = 150;
/** Under this the transfer is not printed without the shopper's explicit low-resolution waiver. */
export const BLOCK_BELOW_DPI = 100;

export type TransferQuality = 'good' | 'warn' | 'blocked';

function requirePositive(name: string, value: number): void {
  if (!Number.isFinite(value) || value <= 0) throw new RangeError(`the ${name} must be a positive number, not ${value}`);
}

/**
 * The printed height that keeps the artwork's aspect ratio at this width, to the hundredth of an
 * inch (the precision prices are computed at), so the size the builder shows is the size priced.
 */
export function heightForWidth(pixelWidth: number, pixelHeight: number, widthIn: number): number {
  requirePositive('pixel width', pixelWidth);
  requirePositive('pixel height', pixelHeight);
  requirePositive('width', widthIn);
  return Math.round(((widthIn * pixelHeight) / pixelWidth) * 100) / 100;
}

/**
 * Pixels per printed inch across the width, rounded to hundredths so float noise cannot push a
 * figure across a threshold (the design lab's `effectiveDpi` rounds the same way). With the height
 * from `heightForWidth` both axes agree, so one axis is enough.
 */
export function dpiAt(pixelWidth: number, widthIn: number): number {
  requirePositive('pixel width', pixelWidth);
  requirePositive('width', widthIn);
  return Math.round((pixelWidth / widthIn) * 100) / 100;
}

/** good ≥ 150 DPI; warn from 100 up to 150; blocked under 100 (the design lab's gate). */
export function transferQuality(dpi: number): TransferQuality {
  if (dpi >= WARN_BELOW_DPI) return 'good';
  if (dpi >= BLOCK_BELOW_DPI) return 'warn';
  return 'blocked';
}

/** The widest a transfer can be printed from this artwork before it drops under `dpi`. */
export function maxWidthAtDpi(pixelWidth: number, dpi: number = WARN_BELOW_DPI): number {
  requirePositive('pixel width', pixelWidth);
  requirePositive('DPI', dpi);
  return Math.floor((pixelWidth / dpi) * 100) / 100;
}
