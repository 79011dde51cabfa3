import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { carts } from '@storefront/db';

/**
 * Whose cart: a signed-in account user, or a guest known by the hash of their `cart` cookie.
 * Every cart query is narrowed by `ownedBy(owner)`, so another shopper's cart or line is
 * simply not found.
 */
export type CartOwner = { kind: 'user'; userId: string } | { kind: 'guest'; tokenHash: string };

export type StoreCode = 'us' | 'ca';

export function ownedBy(owner: CartOwner): SQL {
  return owner.kind === 'user'
    ? eq(carts.userId, owner.userId)
    : and(eq(carts.guestTokenHash, owner.tokenHash), isNull(carts.userId))!;
}

export function ownerColumns(owner: CartOwner): { userId: string | null; guestTokenHash: string | null } {
  return owner.kind === 'user' ? { userId: owner.userId, guestTokenHash: null } : { userId: null, guestTokenHash: owner.tokenHash };
}
