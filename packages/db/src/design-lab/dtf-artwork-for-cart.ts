import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client/create-database';
import { dtfArtworks, dtfArtworkVersions } from '../schema/design-lab';
import type { UploadOwner } from './uploads-for-cart';

/** What the cart reads of a DTF artwork version: its name, the product it was uploaded for, and the pixels the DPI check trusts. */
export interface DtfArtworkForCart {
  id: string;
  name: string;
  /** the transfer product it was uploaded for (catalog number), when there was one */
  catalogNumber: string | null;
  version: number;
  width: number;
  height: number;
  blobKey: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Design lab's named read for the cart's dtf_add and print_reorder (ARCHITECTURE §3.1): the
 * owner's artwork at `version` (its version in use when none is named). Another shopper's
 * artwork, a deleted one or a version it does not have is null: the cart answers 404.
 */
export async function ownedDtfArtworkForCart(db: Database, artworkId: string, owner: UploadOwner, version?: number): Promise<DtfArtworkForCart | null> {
  if (!UUID.test(artworkId)) return null;
  const ownedBy = owner.kind === 'user' ? eq(dtfArtworks.userId, owner.userId) : and(eq(dtfArtworks.guestTokenHash, owner.tokenHash), isNull(dtfArtworks.userId));
  const [row] = await db
    .select({
      id: dtfArtworks.id,
      name: dtfArtworks.name,
      catalogNumber: dtfArtworks.catalogNumber,
      version: dtfArtworkVersions.version,
      width: dtfArtworkVersions.width,
      height: dtfArtworkVersions.height,
      blobKey: dtfArtworkVersions.blobKey,
    })
    .from(dtfArtworks)
    .innerJoin(
      dtfArtworkVersions,
      and(eq(dtfArtworkVersions.artworkId, dtfArtworks.id), eq(dtfArtworkVersions.version, version ?? dtfArtworks.currentVersion)),
    )
    .where(and(eq(dtfArtworks.id, artworkId), ownedBy))
    .limit(1);
  return row ?? null;
}

/**
 * Design lab's named read for the shop's print file of ordered transfers: the version's pixels
 * whoever owns the artwork now (ownership was checked when it entered the cart; a guest's
 * artworks move to the account at sign-in). Null once the artwork is gone.
 */
export async function dtfArtworkVersionForRendering(db: Database, artworkId: string, version: number): Promise<{ width: number; height: number; blobKey: string } | null> {
  if (!UUID.test(artworkId)) return null;
  const [row] = await db
    .select({ width: dtfArtworkVersions.width, height: dtfArtworkVersions.height, blobKey: dtfArtworkVersions.blobKey })
    .from(dtfArtworkVersions)
    .where(and(eq(dtfArtworkVersions.artworkId, artworkId), eq(dtfArtworkVersions.version, version)))
    .limit(1);
  return row ?? null;
}
