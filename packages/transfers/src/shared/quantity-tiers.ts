/** Inclusive bounds on a line's quantity; a table holds one price per tier, in the same order. */
export interface QuantityTier {
  minQuantity: number;
  maxQuantity: number;
}

/** Tiers from their lower bounds: each ends one below the next, the last at `max`. */
export function tiersFrom(minimums: readonly number[], max: number): readonly QuantityTier[] {
  return minimums.map((minQuantity, i) => ({ minQuantity, maxQuantity: (minimums[i + 1] ?? max + 1) - 1 }));
}

export function tierIndexFor(tiers: readonly QuantityTier[], quantity: number): number {
  const index = tiers.findIndex((tier) => quantity >= tier.minQuantity && quantity <= tier.maxQuantity);
  if (index < 0) throw new RangeError(`no quantity tier holds ${quantity}`);
  return index;
}
