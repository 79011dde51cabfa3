import sharp from 'sharp';
import type { Garment } from '@storefront/contracts';
import type { DesignDocument, SideId } from '../document/design-document';
import { garmentSvg } from '../garments/garment-svg';
import { normalizeHex } from '../garments/garment-colors';
import type { View } from '../garments/garment-drawings';
import { sideSvgContent, type AreaSize, type ClippedLayer, type ClipartLookup, type ImageLookup } from './render-side';

/** Where the print area lies on the garment image, as fractions (0..1) of the image's width and height. */
export interface AreaPlacement {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface MockupInput {
  garment: Garment;
  /** the garment colour, `#rrggbb` / `rrggbb` / `#rgb` */
  hex: string;
  /** the print area's size in inches */
  area: AreaSize;
  /** the print area's rectangle on the garment image */
  placement: AreaPlacement;
  /** which drawing the area sits on (contracts' `printArea.view`); by default `mockupView(sideId)` */
  view?: 0 | 1;
  /** output width in pixels (the image is square, like the catalog's product images) */
  width: number;
  format: 'webp' | 'png';
  images: ImageLookup;
  clipartPath: ClipartLookup;
}

export interface Mockup {
  bytes: Buffer;
  contentType: 'image/webp' | 'image/png';
  width: number;
  height: number;
  clipped: ClippedLayer[];
}

/** The back is shown on the back view; the front, sleeves and the one area of caps and mugs on the front view. */
export const mockupView = (sideId: SideId): View => (sideId === 'back' ? 1 : 0);

/** Mockups are for screens: wider than this is refused (print files are the full-size output). */
export const MAX_MOCKUP_WIDTH = 2000;

/**
 * The design of one side on the garment in its colour: the catalog's drawing of the garment (the
 * front or back view) with the side's layers drawn into the print area's rectangle, clipped to it.
 * One SVG, rasterised once, so the design sits exactly where the area is on the drawing.
 */
export async function renderMockup(doc: DesignDocument, sideId: SideId, input: MockupInput): Promise<Mockup> {
  const size = Math.round(input.width);
  if (!(size >= 16 && size <= MAX_MOCKUP_WIDTH)) throw new RangeError(`A mockup is 16 to ${MAX_MOCKUP_WIDTH} pixels wide, not ${input.width}`);
  const p = input.placement;
  if (![p.left, p.top, p.width, p.height].every(Number.isFinite) || p.width <= 0 || p.height <= 0) {
    throw new RangeError('The print area placement needs a positive width and height');
  }
  const view = input.view ?? mockupView(sideId);
  // the drawing's canvas is 100 × 100 (a viewBox; the detail view is never a mockup)
  const pixelsPerInch = (p.width * size) / input.area.width;
  const { content, clipped } = await sideSvgContent(doc, sideId, input.area, { pixelsPerInch, images: input.images, clipartPath: input.clipartPath }, 'design');
  const design =
    `<svg x="${p.left * 100}" y="${p.top * 100}" width="${p.width * 100}" height="${p.height * 100}" ` +
    `viewBox="0 0 ${input.area.width} ${input.area.height}" preserveAspectRatio="none" overflow="hidden">${content}</svg>`;
  const garment = garmentSvg(input.garment, normalizeHex(input.hex), view, size);
  const svg = garment.replace(/<\/svg>$/, `${design}</svg>`).replace('<svg xmlns="http://www.w3.org/2000/svg"', '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"');
  const image = sharp(Buffer.from(svg));
  const bytes = input.format === 'webp' ? await image.webp({ quality: 85 }).toBuffer() : await image.png().toBuffer();
  return { bytes, contentType: input.format === 'webp' ? 'image/webp' : 'image/png', width: size, height: size, clipped };
}
