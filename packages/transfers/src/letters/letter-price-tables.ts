import type { Currency } from '@storefront/store-config';
import { tiersFrom } from '../shared/quantity-tiers';
import type { LetterSize } from './letter-sizes';

// Lettering prices (ARCHITECTURE §3.5: per store currency, never converted at run time). Priced per
// character by letter height, as lettering shops price names and numbers: the character count is
// known without the font (a bounding area would need the font's widths on the server too). 2026
// figures: a 3 in letter 85¢ for one transfer, a 10 in jersey number $2.60 a digit.

export const LETTERS_QUANTITY = { min: 1, max: 5_000 } as const;
export const LETTERS_QUANTITY_TIERS = tiersFrom([1, 12, 24, 50, 100], LETTERS_QUANTITY.max);

/** Per character, per letter height and tier (minor units). */
export const LETTER_PRICE_PER_CHARACTER: Record<Currency, Record<LetterSize, readonly number[]>> = {
  USD: {
    1: [40, 35, 30, 26, 22],
    1.5: [50, 44, 38, 33, 28],
    2: [60, 52, 45, 39, 33],
    3: [85, 74, 64, 55, 47],
    4: [110, 96, 83, 72, 61],
    6: [160, 140, 120, 104, 88],
    8: [210, 183, 158, 137, 116],
    10: [260, 226, 196, 170, 144],
  },
  CAD: {
    1: [55, 48, 41, 35, 30],
    1.5: [68, 60, 52, 45, 38],
    2: [82, 71, 61, 53, 45],
    3: [115, 100, 87, 75, 64],
    4: [150, 130, 113, 98, 83],
    6: [216, 189, 162, 140, 119],
    8: [285, 248, 214, 185, 157],
    10: [350, 305, 265, 230, 195],
  },
};

/** The least one lettering transfer costs (a single small letter is mostly handling), per tier. */
export const LETTERS_MIN_PER_TRANSFER: Record<Currency, readonly number[]> = {
  USD: [150, 125, 100, 90, 80],
  CAD: [200, 170, 135, 120, 110],
};
