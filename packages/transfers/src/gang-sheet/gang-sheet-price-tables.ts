import type { Currency } from '@storefront/store-config';
import type { GangSheetWidth } from './sheet-sizes';

// Gang sheet prices (ARCHITECTURE §3.5: per store currency, never converted at run time). 2026
// figures: a 22 × 24 in sheet about $15 (2.8¢ a square inch) falling to about 2¢ on the longest
// rolls (DOMAIN: about 2–6¢). Narrow rolls cost more per square inch (the same handling for less
// film). Every row is priced so the rate per square inch falls as the sheet gets longer.

/** Preset prices in minor units, one per length of GANG_SHEET_LENGTHS (24, 36, 60, 120, 180, 240 in). */
export const GANG_SHEET_PRESET_PRICES: Record<Currency, Record<GangSheetWidth, readonly number[]>> = {
  USD: {
    11: [899, 1199, 1799, 3299, 4799, 6199],
    13: [999, 1349, 1999, 3699, 5399, 6999],
    22: [1499, 1999, 2999, 5599, 8199, 10599],
    24: [1599, 2149, 3249, 5999, 8799, 11399],
  },
  CAD: {
    11: [1199, 1599, 2399, 4499, 6499, 8399],
    13: [1349, 1799, 2699, 4999, 7299, 9499],
    22: [1999, 2699, 3999, 7599, 10999, 14399],
    24: [2199, 2899, 4399, 8199, 11899, 15499],
  },
};

/**
 * A custom length's rate in minor units per 100 sq in (300 = 3¢ a square inch). It is above the
 * presets' rates, and a custom length is never charged more than the next preset up, so a custom
 * sheet never costs more than a longer one.
 */
export const GANG_SHEET_CUSTOM_RATE_PER_100_SQ_IN: Record<Currency, Record<GangSheetWidth, number>> = {
  USD: { 11: 360, 13: 340, 22: 300, 24: 290 },
  CAD: { 11: 480, 13: 450, 22: 400, 24: 390 },
};
