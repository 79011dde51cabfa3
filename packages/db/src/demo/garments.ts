/**
 * The silhouette a product is drawn with (products.garment). The image renderer switches on
 * these, so the list is the contract between the demo data and the pictures.
 */
export const GARMENTS = [
  'tee',
  'longsleeve',
  'hoodie',
  'sweatshirt',
  'tank',
  'polo',
  'hat',
  'tote',
  'transfer',
  'sticker',
  'spangle',
  'card',
  'banner',
  'tumbler',
  'mug',
] as const;
export type Garment = (typeof GARMENTS)[number];

/** Garments sold in a size run and 3–12 colours; everything else is a flat good with 1–3 finishes. */
export const APPAREL_GARMENTS = ['tee', 'longsleeve', 'hoodie', 'sweatshirt', 'tank', 'polo', 'hat', 'tote'] as const satisfies readonly Garment[];
export type ApparelGarment = (typeof APPAREL_GARMENTS)[number];

export function isApparel(garment: Garment): garment is ApparelGarment {
  return (APPAREL_GARMENTS as readonly Garment[]).includes(garment);
}
