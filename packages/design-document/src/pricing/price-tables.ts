import type { Currency } from '@storefront/store-config';

// The made-item price tables (ARCHITECTURE §3.5: priced per store, never converted at run time).
// Figures follow what DTG print shops charge in 2026: a blank's price falls with the order's size,
// and each printed side costs by the size of what is printed on it, falling with quantity too.

/** One order line of a made item may hold at most this many pieces (larger runs are quoted by hand). */
export const MAX_MADE_PIECES = 10_000;

export interface QuantityTier {
  /** inclusive bounds on the line's total pieces, all sizes together */
  minPieces: number;
  maxPieces: number;
  /** off the garment's list price */
  garmentDiscountPercent: number;
}

/** Tiers count every size together: S×3 + M×5 + XL×4 is 12 pieces, the second tier. */
export const QUANTITY_TIERS: readonly QuantityTier[] = [
  { minPieces: 1, maxPieces: 11, garmentDiscountPercent: 0 },
  { minPieces: 12, maxPieces: 23, garmentDiscountPercent: 10 },
  { minPieces: 24, maxPieces: 47, garmentDiscountPercent: 15 },
  { minPieces: 48, maxPieces: 71, garmentDiscountPercent: 20 },
  { minPieces: 72, maxPieces: MAX_MADE_PIECES, garmentDiscountPercent: 25 },
];

export type PrintSizeClass = 'small' | 'standard' | 'large';

/**
 * What is printed on a side, by the area of its design's bounding box in square inches:
 * small up to 16 (a 4 × 4 in left-chest logo, a sleeve, a cap front), standard up to 120
 * (a 10 × 12 in front), large above (up to a full 12 × 16 in area, 192 sq in).
 */
export const PRINT_SIZE_CLASSES: readonly { sizeClass: PrintSizeClass; maxSquareInches: number }[] = [
  { sizeClass: 'small', maxSquareInches: 16 },
  { sizeClass: 'standard', maxSquareInches: 120 },
  { sizeClass: 'large', maxSquareInches: Number.POSITIVE_INFINITY },
];

/** Print price per side per piece in minor units, one figure per quantity tier (same order as QUANTITY_TIERS). */
export const PRINT_PRICE_PER_SIDE: Record<Currency, Record<PrintSizeClass, readonly number[]>> = {
  USD: {
    small: [450, 400, 350, 300, 250],
    standard: [750, 650, 575, 500, 425],
    large: [1000, 875, 775, 675, 575],
  },
  CAD: {
    small: [600, 540, 475, 400, 340],
    standard: [1000, 875, 775, 675, 575],
    large: [1350, 1175, 1050, 900, 775],
  },
};

export function tierIndexFor(totalPieces: number): number {
  const index = QUANTITY_TIERS.findIndex((tier) => totalPieces >= tier.minPieces && totalPieces <= tier.maxPieces);
  if (index < 0) throw new RangeError(`no quantity tier holds ${totalPieces} pieces`);
  return index;
}

export function printSizeClassOf(squareInches: number): PrintSizeClass {
  const found = PRINT_SIZE_CLASSES.find((c) => squareInches <= c.maxSquareInches);
  return (found ?? PRINT_SIZE_CLASSES[PRINT_SIZE_CLASSES.length - 1]!).sizeClass;
}
