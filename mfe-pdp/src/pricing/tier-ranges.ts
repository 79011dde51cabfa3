import type { PriceTier } from '@storefront/contracts';

export interface TierRange {
  min: number;
  /** null for the open-ended last tier */
  max: number | null;
  amount: number;
}

/** Quantity tiers as inclusive ranges: each runs up to one below the next tier's minimum. */
export function tierRanges(tiers: readonly PriceTier[]): TierRange[] {
  const sorted = [...tiers].sort((a, b) => a.min_qty - b.min_qty);
  return sorted.map((t, i) => {
    const next = sorted[i + 1];
    return { min: t.min_qty, max: next ? next.min_qty - 1 : null, amount: t.amount };
  });
}

/**
 * The tier a quantity is priced at: the one with the highest min_qty not above it (as the cart
 * prices a line). Below every tier's minimum, the smallest tier. Null only when there are no tiers.
 */
export function tierFor(tiers: readonly PriceTier[], quantity: number): PriceTier | null {
  let best: PriceTier | null = null;
  for (const t of tiers) if (t.min_qty <= quantity && (best === null || t.min_qty > best.min_qty)) best = t;
  if (best) return best;
  for (const t of tiers) if (best === null || t.min_qty < best.min_qty) best = t;
  return best;
}

/** The next tier up from `quantity` that prices each unit lower; null at the best price already. */
export function nextTier(tiers: readonly PriceTier[], quantity: number): PriceTier | null {
  const current = tierFor(tiers, quantity);
  if (!current) return null;
  let next: PriceTier | null = null;
  for (const t of tiers) {
    if (t.min_qty > quantity && t.amount < current.amount && (next === null || t.min_qty < next.min_qty)) next = t;
  }
  return next;
}
