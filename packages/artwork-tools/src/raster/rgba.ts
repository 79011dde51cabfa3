// Decoding any sharp-readable image to 8-bit sRGB RGBA pixels, and encoding pixels back to a PNG.
// sharp does all of the decoding, colour management and encoding; the tools work on the raw bytes.
import sharp from 'sharp';
import { ArtworkToolError } from '../job/artwork-tool-error';

/** 8-bit RGBA pixels, row-major, 4 bytes a pixel. */
export interface Rgba {
  data: Buffer;
  width: number;
  height: number;
}

/** The uploads pipeline's cap (100 megapixels): a 4000 × 4000 artwork is 16. */
export const MAX_INPUT_PIXELS = 100_000_000;

export async function decodeRgba(image: Buffer): Promise<Rgba> {
  try {
    const { data, info } = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 })
      .autoOrient()
      .toColourspace('srgb')
      .ensureAlpha()
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 4) throw new Error(`expected 4 channels, got ${info.channels}`);
    return { data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new ArtworkToolError('too_many_pixels', 'The image has more than 100 megapixels; make it smaller and try again.', { cause: error });
    }
    throw new ArtworkToolError('unreadable_image', 'The image could not be read; it may be damaged or in a format we do not accept.', { cause: error });
  }
}

/** A fresh 8-bit RGBA PNG of `pixels` (no metadata but the optional density). */
export async function encodePng(pixels: Rgba, options: { dpi?: number } = {}): Promise<Buffer> {
  let image = sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: 4 }, limitInputPixels: false }).png({
    compressionLevel: 6,
    force: true,
  });
  if (options.dpi) image = image.withMetadata({ density: options.dpi });
  return image.toBuffer();
}

/** A fully transparent image of the given size. */
export function blankRgba(width: number, height: number): Rgba {
  return { data: Buffer.alloc(width * height * 4), width, height };
}
