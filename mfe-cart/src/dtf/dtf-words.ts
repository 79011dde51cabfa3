import type { CartDtfPrint } from '@storefront/contracts';
import { formatNumber, type StoreCode } from '@storefront/store-config';

/**
 * What names a DTF line in its controls' accessible names: the artwork and the size label, since a
 * cart may hold several artworks, and one artwork at several sizes ("logo.png, 4 × 3.5 in").
 */
export const dtfLineName = (print: Pick<CartDtfPrint, 'name'>, sizeLabel: string) => `${print.name}, ${sizeLabel}`;

/** "300 DPI" in the store's number format; whole dots, rounded down as the design lab shows them. */
export const dpiText = (dpi: number, store: StoreCode) => `${formatNumber(Math.floor(dpi), store)} DPI`;

/** What the print quality means for the shopper, and whether they accepted it; null when it prints sharp. */
export function qualityWarning(print: Pick<CartDtfPrint, 'quality'> & Partial<Pick<CartDtfPrint, 'low_resolution_accepted'>>): string | null {
  if (print.quality === 'warn') return 'At this size it may print soft: a smaller size prints sharper.';
  if (print.quality === 'blocked') {
    return print.low_resolution_accepted ? 'At this size it will print blurry. You accepted a low-resolution print.' : 'At this size it will print blurry.';
  }
  return null;
}

/** A width typed in inches ("8", "8.5", "8,5"), to the hundredth as the cart prices it; null when it is not a width. */
export function parseWidthIn(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (!/^\d*\.?\d+$/.test(t)) return null;
  const n = Math.round(Number(t) * 100) / 100;
  return Number.isFinite(n) && n > 0 ? n : null;
}

export const WIDTH_PROBLEM = 'Enter the width in inches, for example 4 or 8.5.';
