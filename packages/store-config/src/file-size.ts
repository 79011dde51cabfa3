import { STORES, type StoreCode } from './stores';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** "2.4 MB", "812 kB", "96 bytes" in the store's locale (1 kB = 1024 bytes, as the upload limit counts). */
export function formatFileSize(bytes: number, store: StoreCode): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(STORES[store].locale, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 || value >= 100 ? 0 : 1,
  }).format(value);
}
