import { and, eq } from 'drizzle-orm';
import { carts } from '@storefront/db';
import type { Tx } from '@storefront/server-kit';
import type { StoreCode } from '../cart-owner';

/**
 * What a cart is called in the saved-carts list. Users' carts get a name when they are created
 * (`defaultCartName`); a cart from before saved carts existed has none and is the user's first.
 */
export function savedCartName(name: string | null): string {
  return name ?? 'Cart 1';
}

/**
 * "Cart N" for a user's new cart in a store: N starts at the number of open carts there plus one
 * and goes up until no open cart of the user's has that name (whatever its capitals).
 */
export async function defaultCartName(tx: Tx, userId: string, store: StoreCode): Promise<string> {
  const rows = await tx
    .select({ name: carts.name })
    .from(carts)
    .where(and(eq(carts.userId, userId), eq(carts.store, store), eq(carts.status, 'open')));
  const taken = new Set(rows.map((r) => savedCartName(r.name).trim().toLowerCase()));
  let n = rows.length + 1;
  while (taken.has(`cart ${n}`)) n++;
  return `Cart ${n}`;
}
