import { isGarment, type Garment } from '@storefront/contracts';
import type { View } from './garment-drawings';
import type { ImageFormat } from './render-garment';

/** Widths the renderer serves; anything else would let a client fill the cache with sizes. */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;

export interface GarmentImageRequest {
  garment: Garment;
  hex: string;
  view: View;
  width: number;
  format: ImageFormat;
}

export type ParsedFileName =
  | { ok: true; value: GarmentImageRequest }
  | { ok: false; reason: 'malformed' | 'unknown_garment' | 'bad_width'; message: string };

const FILE = /^([a-z]+)-([0-9a-f]{6})-([0-2])-(\d{1,5})\.(avif|webp|jpg)$/;

/** `{garment}-{hex6}-{view}-{width}.{avif|webp|jpg}`, e.g. `hoodie-1f2937-0-640.webp`. */
export function parseGarmentFileName(file: string): ParsedFileName {
  const m = FILE.exec(file);
  if (!m) {
    return { ok: false, reason: 'malformed', message: 'Image names look like {garment}-{hex6}-{view 0..2}-{width}.{avif|webp|jpg}' };
  }
  const [, garment = '', hex = '', view = '0', width = '0', format = 'jpg'] = m;
  if (!isGarment(garment)) return { ok: false, reason: 'unknown_garment', message: `No garment "${garment}"` };
  const w = Number(width);
  if (!(IMAGE_WIDTHS as readonly number[]).includes(w)) {
    return { ok: false, reason: 'bad_width', message: `width must be one of ${IMAGE_WIDTHS.join(', ')}` };
  }
  return { ok: true, value: { garment, hex, view: Number(view) as View, width: w, format: format as ImageFormat } };
}

// the name is built where the image URLs are (packages/db's product-image), parsed here
export { garmentFileName } from '@storefront/db';
