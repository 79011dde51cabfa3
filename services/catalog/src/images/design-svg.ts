import { ASSET_ART_SIZE, assetArtLayers, assetMockups } from '@storefront/design-document';
import { garmentSvg } from './garment-svg';
import type { View } from './garment-drawings';

/** Where the art sits on each drawing (its 100 × 100 canvas): a square inside the garment's print area. */
const PLACEMENTS = {
  // the adult tee's front print area is 12 in wide from y 24 (2.3 units an inch): a 12 in square
  tee: { x: 36.2, y: 25, size: 27.6 },
  // a hoodie's front stops at the pocket: 10 in above it
  hoodie: { x: 38.5, y: 35.5, size: 23 },
  // the tote's 14 in panel (3.2 units an inch): an 11 in square
  tote: { x: 32.4, y: 49, size: 35.2 },
} as const;

/** The art as an `<svg>` element placed at (x, y), `size` wide, in a 100-unit canvas. */
const nested = (body: string, x: number, y: number, size: number) =>
  `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 ${ASSET_ART_SIZE} ${ASSET_ART_SIZE}">${body}</svg>`;

/**
 * A digital asset's product picture, drawn from its art seed like every file the asset is sold
 * as: view 0 the design on a light neutral ground, view 1 printed on a tee, view 2 on a tote bag
 * or a hoodie (`assetMockups` picks the garments from the art's dominant colour, and the image
 * URLs' alt text from the same rule). Garments are the catalog's own drawings.
 */
export function designSvg(seed: number, view: View, size: number): string {
  const { body, palette } = assetArtLayers({ seed });
  if (view === 0) {
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">`,
      `<rect width="100" height="100" fill="#f4f4f5"/>`,
      nested(body, 9, 9, 82),
      `</svg>`,
    ].join('');
  }
  const mockups = assetMockups(palette[0] ?? '#ffffff');
  const { garment, hex } = view === 1 ? { garment: 'tee' as const, hex: mockups.tee } : mockups.second;
  const at = PLACEMENTS[garment];
  // the garment's front view, with the art drawn over its print area (the drawings' ids do not clash: the art has none)
  return garmentSvg(garment, hex, 0, size).replace(/<\/svg>$/, `${nested(body, at.x, at.y, at.size)}</svg>`);
}
