import type { PriceTier } from '@storefront/db';

/**
 * The unit price for a quantity: the tier with the highest min_qty not above it. Null when the
 * product has no tier that low (no price in the store).
 */
export function unitPriceFor(tiers: readonly PriceTier[], quantity: number): number | null {
  let best: PriceTier | null = null;
  for (const t of tiers) if (t.minQty <= quantity && (best === null || t.minQty > best.minQty)) best = t;
  return best?.amount ?? null;
}
