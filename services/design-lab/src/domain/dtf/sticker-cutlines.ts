import { and, eq } from 'drizzle-orm';
import type { StickerCutlinesResponse, StickerShapeName } from '@storefront/contracts';
import { ArtworkToolError, stickerOutline } from '@storefront/artwork-tools';
import { dtfArtworkVersions, type Database } from '@storefront/db';
import { failed, succeeded, type Outcome } from '@storefront/server-kit';
import { checkCutLineOffset, dpiAt } from '@storefront/transfers';
import type { BlobStore } from '@storefront/uploads';
import type { ProjectOwner } from '../project-owner';
import { artworkNotFoundProblem, ownedArtwork } from './dtf-artworks';

/**
 * GET /api/users/dtf_artworks/{id}/sticker_cutlines (§7 "sticker cutlines"): the artwork's cut line
 * at a printed width, shape and offset — the sticker's size (the line's box) and the path to draw
 * over the artwork. The cart's sticker_add traces with the same function, so what the page shows is
 * what is priced. The offset's range is a 422 saying it; nothing is stored.
 */
export async function stickerCutlines(
  db: Database,
  blobs: Pick<BlobStore, 'get'>,
  owner: ProjectOwner | null,
  input: { id: string; version: number | undefined; shape: StickerShapeName; offsetIn: number; widthIn: number },
): Promise<Outcome<StickerCutlinesResponse>> {
  const artwork = await ownedArtwork(db, owner, input.id);
  if (!artwork) return failed(artworkNotFoundProblem);
  const offset = checkCutLineOffset(input.offsetIn);
  if (!offset.ok) return failed({ ...offset.problem, fieldErrors: { offset_in: [offset.problem.message] } });
  const version = input.version ?? artwork.currentVersion;
  const [row] = await db
    .select()
    .from(dtfArtworkVersions)
    .where(and(eq(dtfArtworkVersions.artworkId, artwork.id), eq(dtfArtworkVersions.version, version)))
    .limit(1);
  if (!row) return failed({ kind: 'not_found', code: 'dtf_version_not_found', message: `This artwork has no version ${version}.` });
  const blob = await blobs.get(row.blobKey);
  if (!blob) return failed({ kind: 'not_found', code: 'dtf_file_missing', message: 'The file of this artwork is missing. Please upload it again.' });
  try {
    const o = await stickerOutline(Buffer.from(blob.bytes), { widthIn: input.widthIn, offsetIn: input.offsetIn, shape: input.shape });
    return succeeded({
      artwork_id: artwork.id,
      version,
      shape: input.shape,
      offset_in: input.offsetIn,
      width_in: o.widthIn,
      height_in: o.heightIn,
      artwork_width_in: o.artworkWidthIn,
      artwork_height_in: Math.round(o.artworkHeightIn * 100) / 100,
      dpi: dpiAt(row.width, input.widthIn),
      path: o.d,
      box: o.box,
    });
  } catch (error) {
    if (error instanceof ArtworkToolError && error.code === 'empty_artwork') {
      return failed({ kind: 'invalid', code: 'empty_artwork', message: 'This artwork is all transparent: there is nothing to cut a sticker around.' });
    }
    if (error instanceof ArtworkToolError) return failed({ kind: 'invalid', code: error.code, message: error.message });
    throw error;
  }
}
