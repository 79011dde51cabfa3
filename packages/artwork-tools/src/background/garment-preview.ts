// "Previewed on light and dark garments": the artwork fitted into a small square and laid on a
// light and a dark garment colour, so the shopper sees a leftover halo or a lost dark outline.
import sharp from 'sharp';
import { z } from 'zod';
import { parseHex } from '../color/hex';
import { hexColour, parseOptions } from '../job/options';
import { decodeRgba } from '../raster/rgba';

export interface GarmentPreviewOptions {
  /** the square preview's side in pixels; default 256 */
  size?: number;
  /** default '#f4f4f1' (white tee) */
  light?: string;
  /** default '#1e1e21' (black tee) */
  dark?: string;
}

export interface GarmentPreviews {
  light: Buffer;
  dark: Buffer;
  size: number;
}

const schema = z.object({
  size: z.number().int().min(16).max(2048).default(256),
  light: hexColour.default('#f4f4f1'),
  dark: hexColour.default('#1e1e21'),
});

export async function previewOnGarments(png: Buffer, options: GarmentPreviewOptions = {}): Promise<GarmentPreviews> {
  const { size, light, dark } = parseOptions('previewOnGarments', schema, options);
  const pixels = await decodeRgba(png);
  const pad = Math.round(size * 0.08);
  const fitted = await sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: 4 } })
    .resize(size - 2 * pad, size - 2 * pad, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 }, kernel: 'lanczos3' })
    .extend({ top: pad, bottom: pad, left: pad, right: pad, background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const onto = (hex: string) => {
    const [r, g, b] = parseHex(hex);
    return sharp(fitted).flatten({ background: { r, g, b } }).ensureAlpha().png().toBuffer();
  };
  const [lightPng, darkPng] = await Promise.all([onto(light), onto(dark)]);
  return { light: lightPng, dark: darkPng, size };
}
