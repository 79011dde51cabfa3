import { uploadsForRendering, type Database } from '@storefront/db';
import { findClipart, sidesOf, type DesignDocument } from '@storefront/design-document';
import type { ClipartLookup, ImageLookup } from '@storefront/design-document/print';

/**
 * Where uploaded artwork bytes are read from: the `get` of @storefront/uploads' BlobStore (disk or
 * S3), passed in by whoever mounts the cart; the cart needs nothing else of that package.
 */
export interface ArtworkBlobs {
  get(key: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
}

/** Clipart from the library shipped with the design document, as the editor draws it. */
export const clipartPath: ClipartLookup = (id) => findClipart(id)?.path;

/**
 * The image lookup the renderers take: each image layer's upload row (pixel size, blob key) read
 * once, its bytes from the blob store when drawn. A missing row or object is `undefined`, which the
 * renderer refuses (`RenderError`): a mockup or print file is never made without a layer.
 */
export async function artworkLookup(db: Database, blobs: ArtworkBlobs | undefined, doc: DesignDocument): Promise<ImageLookup> {
  const ids = sidesOf(doc).flatMap(([, side]) => side.layers.flatMap((l) => (l.kind === 'image' ? [l.upload] : [])));
  const rows = await uploadsForRendering(db, ids);
  return async (uploadId) => {
    const row = rows.get(uploadId);
    const blob = row && blobs ? await blobs.get(row.blobKey) : null;
    return row && blob ? { bytes: blob.bytes, width: row.width, height: row.height } : undefined;
  };
}
