import type { Currency } from '@storefront/store-config';
import { tiersFrom } from '../shared/quantity-tiers';

// Sticker prices (ARCHITECTURE §3.5: per store currency, never converted at run time). 2026
// figures: a 3 × 3 in sticker about $1.38 each at 50 falling to about 28¢ at 1,000 (DOMAIN: prices
// fall steeply with quantity). One table for every shape: die-cut, circle, square and rounded go
// through the same cutter, and each is priced by its bounding box.

/** Fewer than 50 is not run (the set-up dominates); more than 10,000 is quoted by hand. */
export const STICKER_QUANTITY = { min: 50, max: 10_000 } as const;

export const STICKER_QUANTITY_TIERS = tiersFrom([50, 100, 200, 500, 1000], STICKER_QUANTITY.max);

/** Per sticker, whatever its size, per tier (minor units): the set-up and cutting shared out. */
export const STICKER_BASE_PER_PIECE: Record<Currency, readonly number[]> = {
  USD: [60, 35, 22, 14, 10],
  CAD: [80, 47, 30, 19, 14],
};

/** Per 100 sq in of bounding box, per tier (minor units; 870 = 8.7¢ a square inch). */
export const STICKER_RATE_PER_100_SQ_IN: Record<Currency, readonly number[]> = {
  USD: [870, 560, 370, 245, 200],
  CAD: [1175, 755, 500, 330, 270],
};
