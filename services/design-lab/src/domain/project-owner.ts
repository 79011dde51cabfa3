import { and, count, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { designLabUploads, designProjects, dtfArtworks, type Database } from '@storefront/db';

/**
 * Whose projects: a signed-in account user, or a guest known by the hash of their `cart` cookie,
 * the same guest identity the cart uses, so the account's sign-in event that names the cookie
 * lets the design lab adopt the guest's projects too. Every project query is narrowed by
 * `ownedBy(owner)`: another shopper's project is simply not found.
 */
export type ProjectOwner = { kind: 'user'; userId: string } | { kind: 'guest'; tokenHash: string };

/** Any owned table's rows of this owner (projects and uploads have the same two owner columns). */
function ownedIn(table: { userId: PgColumn; guestTokenHash: PgColumn }, owner: ProjectOwner): SQL {
  return owner.kind === 'user' ? eq(table.userId, owner.userId) : and(eq(table.guestTokenHash, owner.tokenHash), isNull(table.userId))!;
}

export const ownedBy = (owner: ProjectOwner): SQL => ownedIn(designProjects, owner);

/** The same narrowing for uploads: another shopper's upload is not found either. */
export const uploadOwnedBy = (owner: ProjectOwner): SQL => ownedIn(designLabUploads, owner);

/** And for DTF artworks. */
export const dtfArtworkOwnedBy = (owner: ProjectOwner): SQL => ownedIn(dtfArtworks, owner);

/** How many rows of an owned table are the owner's (their uploads, their artworks), for the per-owner limits. */
export async function countOwned(db: Database, table: typeof designLabUploads | typeof dtfArtworks, owner: ProjectOwner): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(ownedIn(table, owner));
  return row?.n ?? 0;
}

export function ownerColumns(owner: ProjectOwner): { userId: string | null; guestTokenHash: string | null } {
  return owner.kind === 'user' ? { userId: owner.userId, guestTokenHash: null } : { userId: null, guestTokenHash: owner.tokenHash };
}

/** A stable key per owner, for the advisory lock that serialises one owner's project creation. */
export function ownerKey(owner: ProjectOwner): string {
  return owner.kind === 'user' ? `design_lab:user:${owner.userId}` : `design_lab:guest:${owner.tokenHash}`;
}
