// PNG, JPEG and WebP: read the header, check the pixel count, then decode and re-encode to PNG.
// The re-encoded file is what gets stored, so trailing bytes, chunks and metadata of the
// original (an HTML payload, EXIF with GPS, an ICC trick) never reach a browser.
import sharp from 'sharp';
import { formatPixels, type UploadLimits } from '../limits';
import { UploadError } from '../upload-error';
import { checkDimensions } from './dimensions';
import type { RasterFormat } from './sniff';

export interface EncodedImage {
  bytes: Uint8Array;
  width: number;
  height: number;
}

const FORMAT_NAME: Record<RasterFormat, string> = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP' };

export async function reencodeRaster(bytes: Uint8Array, format: RasterFormat, limits: UploadLimits): Promise<EncodedImage> {
  const header = await readHeader(bytes, format);
  // Before any pixel is decoded: a 74-byte PNG can claim 100,000 × 100,000.
  checkDimensions(header.width, header.height, limits);

  try {
    const { data, info } = await sharp(bytes, {
      // The header check above gives the readable message; this stops a decoder that disagrees with it.
      limitInputPixels: limits.maxPixels,
      failOn: 'error',
      // An animated WebP is placed as its first frame.
      pages: 1,
    })
      .autoOrient()
      .png()
      .toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new UploadError('too_many_pixels', `The image has too many pixels; images are limited to ${formatPixels(limits.maxPixels)}.`, { cause: error });
    }
    throw unreadable(format, error);
  }
}

async function readHeader(bytes: Uint8Array, format: RasterFormat): Promise<{ width: number; height: number }> {
  try {
    // limitInputPixels off: metadata reads the header only, and we want the size to name it.
    const meta = await sharp(bytes, { limitInputPixels: false, failOn: 'error' }).metadata();
    return { width: meta.width ?? 0, height: meta.height ?? 0 };
  } catch (error) {
    throw unreadable(format, error);
  }
}

function unreadable(format: RasterFormat, cause: unknown): UploadError {
  return new UploadError(
    'unreadable_image',
    `The file looks like a ${FORMAT_NAME[format]} image but could not be read; it may be damaged or incomplete. Export it again and upload the new file.`,
    { cause },
  );
}
