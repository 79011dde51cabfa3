import type { DtfOperation } from '@storefront/contracts';
import { STORES, formatNumber, type StoreCode } from '@storefront/store-config';

const formatters = new Map<StoreCode, Intl.DateTimeFormat>();

/** "Nov 25, 2026, 10:04 AM" (en-US) or its en-CA form: a moment in the store's format, in the shopper's zone. */
export function formatMoment(iso: string, store: StoreCode): string {
  let f = formatters.get(store);
  if (!f) {
    f = new Intl.DateTimeFormat(STORES[store].locale, { dateStyle: 'medium', timeStyle: 'short' });
    formatters.set(store, f);
  }
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : f.format(d);
}

/** "1,200 × 800 px" */
export const formatPixels = (width: number, height: number, store: StoreCode) => `${formatNumber(width, store)} × ${formatNumber(height, store)} px`;

/** "8.5 in" (two decimals at most, as prices are computed) */
export const formatInches = (inches: number, store: StoreCode) => `${formatNumber(Math.round(inches * 100) / 100, store)} in`;

/** "2.25 × 1.59 in" (two decimals at most) */
export const formatSize = (widthIn: number, heightIn: number, store: StoreCode) =>
  `${formatNumber(Math.round(widthIn * 100) / 100, store)} × ${formatNumber(Math.round(heightIn * 100) / 100, store)} in`;

/** What each version's operation did, in the store's spelling of colour. */
export function operationName(operation: DtfOperation, colour: string): string {
  switch (operation) {
    case 'upload':
      return 'Uploaded';
    case 'segment':
      return 'Background removed';
    case 'color_change':
      return `${colour} changed`;
    case 'cmyk':
      return 'Print preview (CMYK)';
    case 'refine':
      return 'Refined for size';
  }
}
