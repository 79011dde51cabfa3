import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../client/create-database';
import { designLabUploads } from '../schema/design-lab';

/** What the cart reads of an upload: the pixel size its DPI check trusts and where its bytes are. */
export interface UploadForCart {
  id: string;
  width: number;
  height: number;
  blobKey: string;
  contentType: string;
  kind: string;
}

/** The shopper an upload must belong to: an account user, or a guest by the hash of the `cart` cookie. */
export type UploadOwner = { kind: 'user'; userId: string } | { kind: 'guest'; tokenHash: string };

const columns = {
  id: designLabUploads.id,
  width: designLabUploads.width,
  height: designLabUploads.height,
  blobKey: designLabUploads.blobKey,
  contentType: designLabUploads.contentType,
  kind: designLabUploads.kind,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Design lab's named read for the cart's made_add (ARCHITECTURE §3.1): those of the given uploads
 * that belong to the owner (the same identity the cart and the design lab use). Another shopper's
 * upload is absent, as is an unknown id: the cart answers 404 for both.
 */
export async function ownedUploadsForCart(db: Database, ids: readonly string[], owner: UploadOwner): Promise<Map<string, UploadForCart>> {
  const wanted = [...new Set(ids)].filter((id) => UUID.test(id));
  if (wanted.length === 0) return new Map();
  const ownedBy =
    owner.kind === 'user' ? eq(designLabUploads.userId, owner.userId) : and(eq(designLabUploads.guestTokenHash, owner.tokenHash), isNull(designLabUploads.userId));
  const rows = await db
    .select(columns)
    .from(designLabUploads)
    .where(and(inArray(designLabUploads.id, wanted), ownedBy));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Design lab's named read for rendering a design the cart has frozen (mockups, the shop's print
 * files): the uploads by id, whoever owns them now. Ownership was checked when the design entered
 * the cart; a guest's uploads move to the account at sign-in, so the owner may since have changed.
 */
export async function uploadsForRendering(db: Database, ids: readonly string[]): Promise<Map<string, UploadForCart>> {
  const wanted = [...new Set(ids)].filter((id) => UUID.test(id));
  if (wanted.length === 0) return new Map();
  const rows = await db.select(columns).from(designLabUploads).where(inArray(designLabUploads.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}
