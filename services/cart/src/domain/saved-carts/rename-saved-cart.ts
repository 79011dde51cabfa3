import { eq } from 'drizzle-orm';
import type { SavedCart } from '@storefront/contracts';
import { carts, type Database } from '@storefront/db';
import { abortWith, failed, inTransaction, type Outcome } from '@storefront/server-kit';
import type { CartOwner } from '../cart-owner';
import { lockOwnedCart } from '../open-cart';
import { describeSavedCarts } from './describe-saved-carts';
import { isCartId, NO_SUCH_SAVED_CART, savedCartUser } from './saved-cart-user';

/**
 * PUT /api/v2/saved_carts/{id}.json: renames one of the user's open carts (`name` is trimmed and
 * not blank). Another user's cart, a closed one or an id that cannot exist is not found. The
 * list order (most recently changed first) follows the contents, so a rename does not move it.
 */
export async function renameSavedCart(db: Database, owner: CartOwner | null, id: string, name: string): Promise<Outcome<SavedCart>> {
  const user = savedCartUser(owner);
  if (!user.ok) return user;
  if (!isCartId(id)) return failed(NO_SUCH_SAVED_CART);
  const outcome = await inTransaction(db, async (tx) => {
    const cart = await lockOwnedCart(tx, { kind: 'user', userId: user.value }, id);
    if (!cart) return abortWith(NO_SUCH_SAVED_CART);
    const [renamed] = await tx.update(carts).set({ name }).where(eq(carts.id, cart.id)).returning();
    return renamed!;
  });
  if (!outcome.ok) return outcome;
  const [described] = await describeSavedCarts(db, [outcome.value]);
  return { ok: true, value: described! };
}
