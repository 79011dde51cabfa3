import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Database } from '@storefront/db';
import { type Outcome } from '@storefront/server-kit';
import { contentKey, processUpload, type BlobStore, type UploadLimits } from '@storefront/uploads';
import type { ProjectOwner } from '../project-owner';
import { createArtwork } from './dtf-artworks';

/** A vector upload is drawn at this many pixels on its long side: 12 in at 300 DPI, a full front. */
const SVG_RASTER_LONG_SIDE = 3600;

/** DTF prints pixels: an SVG (already sanitised by the pipeline) is drawn once, at print resolution. */
async function asPng(bytes: Uint8Array, width: number, height: number): Promise<Buffer> {
  const scale = SVG_RASTER_LONG_SIDE / Math.max(width, height);
  return sharp(Buffer.from(bytes), { density: Math.min(2400, Math.max(1, 72 * scale)) })
    .resize({ width: Math.round(width * scale), height: Math.round(height * scale), fit: 'fill' })
    .png()
    .toBuffer();
}

/**
 * A DTF artwork from the shopper's file: sniffed, capped and re-encoded by @storefront/uploads (a
 * refused file throws its UploadError for the route), drawn to PNG if it was an SVG, stored in the
 * blob store (before any transaction: it may be a network away), then the artwork row and its
 * first version. The name is the pipeline's safe display name, without its extension.
 */
export async function uploadDtfArtwork(
  deps: { db: Database; blobStore: BlobStore; limits: Partial<UploadLimits>; now: () => Date },
  owner: ProjectOwner,
  file: { bytes: Uint8Array; name: string },
  fields: { catalogNumber: string | null; digitalAssetsFileId: string | null },
): Promise<Outcome<{ id: string }>> {
  const processed = await processUpload(file.bytes, file.name, deps.limits);
  const png = processed.kind === 'svg' ? await asPng(processed.bytes, processed.width, processed.height) : Buffer.from(processed.bytes);
  const meta = processed.kind === 'svg' ? await sharp(png).metadata() : { width: processed.width, height: processed.height };
  const key = contentKey(createHash('sha256').update(png).digest('hex'), 'image/png');
  if (!(await deps.blobStore.exists(key))) await deps.blobStore.put(key, new Uint8Array(png), 'image/png');
  return createArtwork(deps.db, owner, {
    name: processed.displayName.replace(/\.[a-z0-9]+$/i, '') || 'artwork',
    catalogNumber: fields.catalogNumber,
    digitalAssetsFileId: fields.digitalAssetsFileId,
    stored: { key, width: meta.width!, height: meta.height!, byteSize: png.byteLength },
    now: deps.now(),
  });
}
