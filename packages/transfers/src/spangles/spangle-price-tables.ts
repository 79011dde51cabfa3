import type { Currency } from '@storefront/store-config';
import { tiersFrom } from '../shared/quantity-tiers';
import type { StoneSize } from './stone-sizes';

// Spangle transfer prices (ARCHITECTURE §3.5: per store currency, never converted at run time).
// Prices follow the stone count (DOMAIN): a transfer costs a base (template, set-up, press film)
// plus each stone; bigger stones cost more. 2026 figures: a 300-stone SS10 transfer about $9.10
// for one, about $3.90 each from 250.

export const SPANGLE_QUANTITY = { min: 1, max: 5_000 } as const;
/** Stones on one transfer: under 10 is not a pattern; over 5,000 will not stay on the carrier. */
export const SPANGLE_STONE_COUNT = { min: 10, max: 5_000 } as const;

export const SPANGLE_QUANTITY_TIERS = tiersFrom([1, 12, 24, 50, 100, 250], SPANGLE_QUANTITY.max);

/** Per transfer, per tier (minor units). */
export const SPANGLE_BASE_PER_TRANSFER: Record<Currency, readonly number[]> = {
  USD: [250, 200, 150, 125, 100, 75],
  CAD: [340, 270, 200, 170, 135, 100],
};

/** Per 100 stones, per size and tier (minor units; 220 = 2.2¢ a stone). */
export const SPANGLE_PER_100_STONES: Record<Currency, Record<StoneSize, readonly number[]>> = {
  USD: {
    SS6: [200, 180, 160, 140, 120, 100],
    SS10: [220, 200, 175, 155, 135, 105],
    SS16: [250, 225, 200, 175, 150, 130],
    SS20: [280, 250, 225, 195, 170, 145],
  },
  CAD: {
    SS6: [270, 245, 215, 190, 160, 135],
    SS10: [300, 270, 235, 210, 180, 145],
    SS16: [340, 305, 270, 235, 205, 175],
    SS20: [380, 340, 305, 265, 230, 195],
  },
};
