import type { Writable } from 'node:stream';
import { renderSheet } from '@storefront/artwork-tools';
import { dtfArtworkVersionForRendering, type Database } from '@storefront/db';
import type { ArtworkBlobs } from '../made/artwork';
import type { GangSheetSnapshot } from './gang-sheet-snapshot';

/** An image of the sheet whose artwork cannot be read now (the blob store is down, or the version is gone). */
export class SheetArtworkUnavailable extends Error {}

/**
 * The bytes of every image on the sheet (each artwork version read once, whatever its copies), read
 * before anything is drawn, so a missing one is refused before a response starts.
 */
export async function sheetImages(db: Database, blobs: ArtworkBlobs | undefined, sheet: GangSheetSnapshot): Promise<Buffer[]> {
  const bytes: Buffer[] = [];
  for (const image of sheet.images) {
    const version = await dtfArtworkVersionForRendering(db, image.artwork_id, image.artwork_version);
    const blob = version && blobs ? await blobs.get(version.blobKey) : null;
    if (!blob) throw new SheetArtworkUnavailable(`artwork ${image.artwork_id} v${image.artwork_version}`);
    bytes.push(Buffer.from(blob.bytes));
  }
  return bytes;
}

/**
 * Draws a gang sheet from its snapshot into `output` as one PNG at `dpi` (the preview at 10, the
 * shop's file at 300, a 22 × 240 in sheet then being 6600 × 72000 px), with @storefront/artwork-tools'
 * banded renderer, which never holds the whole bitmap.
 */
export async function drawGangSheet(sheet: GangSheetSnapshot, images: readonly Buffer[], dpi: number, output: Writable): Promise<void> {
  await renderSheet(
    {
      widthIn: sheet.width_in,
      lengthIn: sheet.length_in,
      dpi,
      placements: sheet.placements.map((p) => ({ png: images[p.image]!, x: p.x, y: p.y, widthIn: p.width_in, heightIn: p.height_in, rotated: p.rotated })),
    },
    output,
  );
}
