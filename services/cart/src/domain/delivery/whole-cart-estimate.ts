import type { DeliveryEstimate } from '@storefront/contracts';

/**
 * One promise for the whole cart from its lines' estimates at one speed: the date is the latest
 * line's (the parcel is complete only then), but the cutoff is the earliest line's, so the date
 * holds for every line when the order is in before it. Inventory is the scarcest line's.
 */
export function wholeCartEstimate(lines: readonly DeliveryEstimate[]): DeliveryEstimate | null {
  if (lines.length === 0) return null;
  const latest = lines.reduce((a, b) => (later(b, a) ? b : a));
  const firstCutoff = lines.reduce((a, b) => (Date.parse(b.cutoff_at) < Date.parse(a.cutoff_at) ? b : a));
  return {
    ...latest,
    cutoff_at: firstCutoff.cutoff_at,
    timeleft: Math.min(...lines.map((l) => l.timeleft)),
    one_ship_day: lines.every((l) => l.one_ship_day),
    inventory: scarcest(lines),
  };
}

/** The fewest units left over the stocked lines; null when every line is made to order. */
function scarcest(lines: readonly DeliveryEstimate[]): number | null {
  const counted = lines.flatMap((l) => (l.inventory === null ? [] : [l.inventory]));
  return counted.length > 0 ? Math.min(...counted) : null;
}

function later(a: DeliveryEstimate, b: DeliveryEstimate): boolean {
  if (a.delivery_day !== b.delivery_day) return a.delivery_day > b.delivery_day;
  return Date.parse(a.delivery_time_end) > Date.parse(b.delivery_time_end);
}
