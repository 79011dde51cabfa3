import type { Garment } from '@storefront/contracts';

// The garment list itself lives in @storefront/contracts (the image renderer draws the same list);
// re-exported here so the package's public exports keep working.
export { GARMENTS, type Garment } from '@storefront/contracts';

/** Garments sold in a size run and 3–12 colours; everything else is a flat good with 1–3 finishes. */
export const APPAREL_GARMENTS = ['tee', 'longsleeve', 'hoodie', 'sweatshirt', 'tank', 'polo', 'hat', 'tote'] as const satisfies readonly Garment[];
export type ApparelGarment = (typeof APPAREL_GARMENTS)[number];

export function isApparel(garment: Garment): garment is ApparelGarment {
  return (APPAREL_GARMENTS as readonly Garment[]).includes(garment);
}
