import type { View } from './garment-drawings';
import type { ImageFormat } from './encode-image';
import { IMAGE_WIDTHS } from './garment-file-name';

export interface DesignImageRequest {
  /** the asset's image key (packages/db `designImageKey`: its catalog number, lower case) */
  key: string;
  view: View;
  width: number;
  format: ImageFormat;
}

export type ParsedDesignFileName =
  | { ok: true; value: DesignImageRequest }
  | { ok: false; reason: 'malformed' | 'bad_width'; message: string };

const FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)-([0-2])-(\d{1,5})\.(avif|webp|jpg)$/;

/** `{key}-{view}-{width}.{avif|webp|jpg}`, e.g. `da100008-1-640.webp`. */
export function parseDesignFileName(file: string): ParsedDesignFileName {
  const m = FILE.exec(file);
  if (!m) return { ok: false, reason: 'malformed', message: 'Design image names look like {catalog number}-{view 0..2}-{width}.{avif|webp|jpg}' };
  const [, key = '', view = '0', width = '0', format = 'jpg'] = m;
  const w = Number(width);
  if (!(IMAGE_WIDTHS as readonly number[]).includes(w)) return { ok: false, reason: 'bad_width', message: `width must be one of ${IMAGE_WIDTHS.join(', ')}` };
  return { ok: true, value: { key, view: Number(view) as View, width: w, format: format as ImageFormat } };
}

// the name is built where the image URLs are (packages/db's product-image), parsed here
export { designFileName } from '@storefront/db';
