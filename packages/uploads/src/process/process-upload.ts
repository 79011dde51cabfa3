// The one entry point for every uploaded file: sniff the bytes, enforce the limits, re-encode
// (raster), sanitise (SVG) or draw the first page (PDF), and describe the result. Nothing here
// stores anything; see store-upload.ts for that, so a refusal cannot leave a blob behind.
import { formatBytes, formatBytesOver, resolveLimits, type UploadLimits } from '../limits';
import { looksLikeSvg, processSvg } from '../svg/process-svg';
import { UploadError } from '../upload-error';
import { safeDisplayName } from './display-name';
import { rasterisePdf } from './pdf';
import { reencodeRaster } from './raster';
import { sha256Hex } from './sha256';
import { sniff, type RasterFormat } from './sniff';

export type UploadKind = 'raster' | 'svg';
export type StoredContentType = 'image/png' | 'image/svg+xml';

export interface ProcessedUpload {
  /** What to store: a fresh PNG for every raster, the sanitised serialisation for an SVG. */
  bytes: Uint8Array;
  contentType: StoredContentType;
  kind: UploadKind;
  /** What the shopper sent, by its bytes (never by its name). */
  sourceFormat: RasterFormat | 'svg' | 'pdf';
  /** Pixels after EXIF rotation; for an SVG its intrinsic size in CSS px; for a PDF the first
   *  page drawn at 300 DPI (less for a page too large for the pixel limit). */
  width: number;
  height: number;
  /** Hex SHA-256 of `bytes` (the stored file, not the upload). */
  sha256: string;
  byteSize: number;
  /** The declared name reduced to a safe base name with the stored file's extension. */
  displayName: string;
}

// What a refused file should be sent as instead. PDF is accepted too, but is left out here on
// purpose: turning a GIF or TIFF into a PDF is no advice to give.
const ACCEPTED = 'PNG, JPEG, WebP or SVG';

export async function processUpload(bytes: Uint8Array, declaredName: string, limits?: Partial<UploadLimits>): Promise<ProcessedUpload> {
  const resolved = resolveLimits(limits);
  if (bytes.byteLength === 0) throw new UploadError('empty_file', 'The file is empty.');
  if (bytes.byteLength > resolved.maxBytes) {
    throw new UploadError('file_too_large', `The file is ${formatBytesOver(bytes.byteLength, resolved.maxBytes)}; uploads are limited to ${formatBytes(resolved.maxBytes)}.`);
  }

  const sniffed = await sniff(bytes);
  switch (sniffed.kind) {
    case 'raster': {
      const image = await reencodeRaster(bytes, sniffed.format, resolved);
      return describe(image, 'raster', sniffed.format, declaredName);
    }
    case 'maybe-svg': {
      if (!looksLikeSvg(bytes)) throw new UploadError('unsupported_type', `The file is not an image we accept; upload a ${ACCEPTED} file.`);
      const svg = await processSvg(bytes, resolved);
      return describe(svg, 'svg', 'svg', declaredName);
    }
    case 'pdf': {
      // The first page, drawn at 300 DPI and stored as a fresh PNG: the PDF itself is never stored.
      const image = await rasterisePdf(bytes, resolved);
      return describe(image, 'raster', 'pdf', declaredName);
    }
    case 'other':
      throw new UploadError('unsupported_type', `The file is ${sniffed.description}; upload a ${ACCEPTED} file.`);
  }
}

function describe(
  image: { bytes: Uint8Array; width: number; height: number },
  kind: UploadKind,
  sourceFormat: ProcessedUpload['sourceFormat'],
  declaredName: string,
): ProcessedUpload {
  const extension = kind === 'svg' ? 'svg' : 'png';
  return {
    bytes: image.bytes,
    contentType: kind === 'svg' ? 'image/svg+xml' : 'image/png',
    kind,
    sourceFormat,
    width: image.width,
    height: image.height,
    sha256: sha256Hex(image.bytes),
    byteSize: image.bytes.byteLength,
    displayName: safeDisplayName(declaredName, extension),
  };
}
