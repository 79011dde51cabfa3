import type { Currency } from '@storefront/store-config';
import { tiersFrom } from '../shared/quantity-tiers';

// Single DTF transfer prices (ARCHITECTURE §3.5: one table per store currency, never converted at
// run time). 2026 figures: single transfers cost more per square inch than gang sheets (about
// 2.5–6¢ against 2–3¢), because each is cut and handled on its own, and a small one never costs
// less than the piece minimum. CAD figures are set for the Canadian store, not derived by a rate.

/** One line of one transfer may hold at most this many pieces (larger runs are quoted by hand). */
export const MAX_DTF_QUANTITY = 10_000;

/** Tiers count the pieces of one design and size. */
export const DTF_QUANTITY_TIERS = tiersFrom([1, 10, 25, 50, 100, 250], MAX_DTF_QUANTITY);

/** Printed area price in minor units per 100 sq in, one figure per tier (600 = 6¢ a square inch). */
export const DTF_RATE_PER_100_SQ_IN: Record<Currency, readonly number[]> = {
  USD: [600, 500, 420, 360, 300, 250],
  CAD: [800, 675, 565, 485, 405, 340],
};

/** The least one transfer costs whatever its size, per tier (a 2 × 2 in logo is mostly handling). */
export const DTF_MIN_PER_PIECE: Record<Currency, readonly number[]> = {
  USD: [250, 200, 150, 110, 90, 75],
  CAD: [340, 270, 200, 150, 120, 100],
};

/** Cutting each transfer out of the film along its outline, per piece and tier. */
export const DTF_PRE_CUT_PER_PIECE: Record<Currency, readonly number[]> = {
  USD: [50, 40, 30, 25, 20, 15],
  CAD: [70, 55, 40, 35, 27, 20],
};
