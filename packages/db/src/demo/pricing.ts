/**
 * Prices in minor units. Every amount ends in 9 or 5 cents ($12.49, $3.95) so both stores
 * look hand-priced, and the Canadian store tracks USD × 1.36.
 */
export const CAD_PER_USD = 1.36;

export interface PriceRow {
  store: 'us' | 'ca';
  minQty: number;
  amount: number;
}

/** Nearest amount ending in 5 or 9 cents, never below $0.49. */
export function charmPrice(cents: number): number {
  const nickel = Math.round(cents / 5) * 5;
  const charmed = nickel % 10 === 0 ? nickel - 1 : nickel;
  return Math.max(49, charmed);
}

export function toCad(usdCents: number): number {
  return charmPrice(usdCents * CAD_PER_USD);
}

/**
 * Tier rows for both stores from a unit price and [min_qty, share of the unit price] pairs.
 * Each tier is kept strictly cheaper than the one before, whatever the rounding did.
 */
export function tierPrices(unitUsd: number, tiers: readonly (readonly [number, number])[]): PriceRow[] {
  const rows: PriceRow[] = [];
  let lastUs = Infinity;
  let lastCa = Infinity;
  for (const [minQty, share] of tiers) {
    let us = charmPrice(unitUsd * share);
    if (us >= lastUs) us = charmPrice(lastUs - 6);
    let ca = toCad(us);
    if (ca >= lastCa) ca = charmPrice(lastCa - 6);
    if (us >= lastUs || ca >= lastCa) break; // already at the floor price
    rows.push({ store: 'us', minQty, amount: us }, { store: 'ca', minQty, amount: ca });
    lastUs = us;
    lastCa = ca;
  }
  return rows;
}
