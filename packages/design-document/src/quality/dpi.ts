// Print quality of a placed image (DOMAIN.md "Print quality", issue 11's quality gate).

/** 300 DPI is the production target: a print file is made at this resolution. */
export const TARGET_DPI = 300;
/** Under this the editor warns (print-on-demand vendors hold files under 150 DPI). */
export const WARN_BELOW_DPI = 150;
/** Under this a design goes to the cart only with the shopper's explicit low-resolution waiver. */
export const BLOCK_BELOW_DPI = 100;

export type PrintQuality = 'good' | 'warn' | 'blocked';

/**
 * Pixels per printed inch, the lower of the two axes (a stretched image is as coarse as its
 * coarser direction). Rounded to hundredths so the browser and the server, which reach the printed
 * size through different float arithmetic, land on the same side of a threshold.
 */
export function effectiveDpi(pixelWidth: number, pixelHeight: number, printedWidthIn: number, printedHeightIn: number): number {
  for (const [name, value] of [
    ['pixel width', pixelWidth],
    ['pixel height', pixelHeight],
    ['printed width', printedWidthIn],
    ['printed height', printedHeightIn],
  ] as const) {
    if (!Number.isFinite(value) || value <= 0) throw new RangeError(`effectiveDpi: the ${name} must be a positive number, not ${value}`);
  }
  const dpi = Math.min(pixelWidth / printedWidthIn, pixelHeight / printedHeightIn);
  return Math.round(dpi * 100) / 100;
}

/** good ≥ 150 DPI; warn from 100 up to 150; blocked under 100. */
export function printQuality(dpi: number): PrintQuality {
  if (dpi >= WARN_BELOW_DPI) return 'good';
  if (dpi >= BLOCK_BELOW_DPI) return 'warn';
  return 'blocked';
}
