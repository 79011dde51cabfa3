import type { Random } from './random';

export interface DemoWarehouse {
  code: string;
  name: string;
  country: 'US' | 'CA';
  timeZone: string;
  /** share of a healthy SKU's stock this building carries */
  depth: number;
}

/** IANA zones matter: same-day cutoffs are computed in the warehouse's own day. */
export const WAREHOUSES: readonly DemoWarehouse[] = [
  { code: 'ATL', name: 'Atlanta, GA', country: 'US', timeZone: 'America/New_York', depth: 1 },
  { code: 'DFW', name: 'Dallas–Fort Worth, TX', country: 'US', timeZone: 'America/Chicago', depth: 0.8 },
  { code: 'RNO', name: 'Reno, NV', country: 'US', timeZone: 'America/Los_Angeles', depth: 0.6 },
  { code: 'YYZ', name: 'Toronto, ON', country: 'CA', timeZone: 'America/Toronto', depth: 0.45 },
  { code: 'YVR', name: 'Vancouver, BC', country: 'CA', timeZone: 'America/Vancouver', depth: 0.3 },
];

export type StockLevel = 'healthy' | 'low' | 'out';

/** ~87% healthy, ~8% low (1–5 units in total), ~5% out everywhere. */
export function stockLevel(rng: Random): StockLevel {
  const r = rng.next();
  if (r < 0.05) return 'out';
  if (r < 0.13) return 'low';
  return 'healthy';
}

/** On-hand per warehouse, in WAREHOUSES order. */
export function stockFor(rng: Random, level: StockLevel): number[] {
  if (level === 'out') return WAREHOUSES.map(() => 0);
  if (level === 'low') {
    const counts = WAREHOUSES.map(() => 0);
    let left = rng.int(1, 5);
    while (left > 0) {
      const i = rng.int(0, Math.min(2, counts.length - 1)); // low stock sits in the US buildings
      const n = rng.int(1, left);
      counts[i] = (counts[i] ?? 0) + n;
      left -= n;
    }
    return counts;
  }
  const counts = WAREHOUSES.map((w) => (rng.chance(0.08) ? 0 : Math.round(w.depth * Math.exp(rng.float(2.5, 6.8)))));
  // a healthy SKU never reads as "low": top up the main building
  const total = counts.reduce((a, b) => a + b, 0);
  if (total < 12) counts[0] = (counts[0] ?? 0) + 12 - total + rng.int(0, 40);
  return counts;
}
