import { PassThrough } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { carts, gangSheets, type Database } from '@storefront/db';
import { failed, succeeded, type Outcome } from '@storefront/server-kit';
import { ownedBy, type CartOwner } from '../cart-owner';
import type { ArtworkBlobs } from '../made/artwork';
import { PREVIEW_DPI } from './gang-sheet-lines';
import { isGangSheetSnapshot } from './gang-sheet-snapshot';
import { drawGangSheet, sheetImages, SheetArtworkUnavailable } from './render-gang-sheet';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const SHEET_ARTWORK_UNAVAILABLE = { kind: 'pending', code: 'artwork_unavailable', message: 'The artwork of this gang sheet cannot be read right now.' } as const;
const NO_SHEET = { kind: 'not_found', code: 'gang_sheet_not_found', message: 'No such gang sheet.' } as const;

/**
 * GET /api/cart/gang_sheets/{id}/preview.png: the sheet drawn at 10 px an inch, for its owner (in the
 * cart, and in the order after: the closed cart still owns it). A sheet never changes once built,
 * so the picture is the same for its whole life.
 */
export async function gangSheetPreview(db: Database, owner: CartOwner | null, blobs: ArtworkBlobs | undefined, id: string): Promise<Outcome<Buffer>> {
  if (!owner || !UUID.test(id)) return failed(NO_SHEET);
  const [row] = await db
    .select({ plan: gangSheets.plan })
    .from(gangSheets)
    .innerJoin(carts, eq(carts.id, gangSheets.cartId))
    .where(and(eq(gangSheets.id, id), ownedBy(owner)))
    .limit(1);
  if (!row || !isGangSheetSnapshot(row.plan)) return failed(NO_SHEET);
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  let images: Buffer[];
  try {
    images = await sheetImages(db, blobs, row.plan);
  } catch (error) {
    if (error instanceof SheetArtworkUnavailable) return failed(SHEET_ARTWORK_UNAVAILABLE);
    throw error;
  }
  await drawGangSheet(row.plan, images, PREVIEW_DPI, out);
  return succeeded(Buffer.concat(chunks));
}
