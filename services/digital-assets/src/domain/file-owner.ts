import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { digitalAssetUploads } from '@storefront/db';

/**
 * Whose files: a signed-in account user, or a guest known by the hash of their `cart` cookie (the
 * cart's guest identity, as the design lab's owners). Every upload query is narrowed by
 * `uploadOwnedBy(owner)`: another shopper's file is simply not found.
 */
export type FileOwner = { kind: 'user'; userId: string } | { kind: 'guest'; tokenHash: string };

export function uploadOwnedBy(owner: FileOwner): SQL {
  return owner.kind === 'user'
    ? eq(digitalAssetUploads.userId, owner.userId)
    : and(eq(digitalAssetUploads.guestTokenHash, owner.tokenHash), isNull(digitalAssetUploads.userId))!;
}

export function ownerColumns(owner: FileOwner): { userId: string | null; guestTokenHash: string | null } {
  return owner.kind === 'user' ? { userId: owner.userId, guestTokenHash: null } : { userId: null, guestTokenHash: owner.tokenHash };
}

/** A stable key per owner: the advisory lock that serialises one owner's new rows, the rate-limit counter. */
export function ownerKey(owner: FileOwner): string {
  return owner.kind === 'user' ? `digital_assets:user:${owner.userId}` : `digital_assets:guest:${owner.tokenHash}`;
}
