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
