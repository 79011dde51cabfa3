import { and, eq, ne } from 'drizzle-orm';
import type { SavedCart } from '@storefront/contracts';
import { carts, type Database } from '@storefront/db';
import { abortWith, failed, inTransaction, type Outcome } from '@storefront/server-kit';
import type { CartOwner, StoreCode } from '../cart-owner';
import { lockOwnedCart } from '../open-cart';
import { savedCartsOf } from './describe-saved-carts';
import { isCartId, lockSavedCartsOf, NO_SUCH_SAVED_CART, savedCartUser } from './saved-cart-user';

/**
 * PUT /api/v2/saved_carts/{id}/switch.json `{number}`: makes one of the user's open carts the
 * active one of its store, so adds go there. `number` must be that cart's order number (a stale
 * page naming another cart is not found, rather than switching to a cart the shopper did not
 * mean). Answers the store's list and the active cart.
 */
export async function switchSavedCart(
  db: Database,
  owner: CartOwner | null,
  id: string,
  number: string,
): Promise<Outcome<{ carts: SavedCart[]; activeCart: SavedCart | null }>> {
  const user = savedCartUser(owner);
  if (!user.ok) return user;
  const userId = user.value;
  if (!isCartId(id)) return failed(NO_SUCH_SAVED_CART);
  const [target] = await db
    .select({ store: carts.store })
    .from(carts)
    .where(and(eq(carts.id, id), eq(carts.userId, userId)));
  if (!target) return failed(NO_SUCH_SAVED_CART);
  const store = target.store as StoreCode;

  const outcome = await inTransaction(db, async (tx) => {
    await lockSavedCartsOf(tx, userId, store);
    const cart = await lockOwnedCart(tx, { kind: 'user', userId }, id);
    if (!cart || cart.number !== number) return abortWith(NO_SUCH_SAVED_CART);
    if (cart.active) return;
    // deactivate first: the partial unique index allows one active open cart per user and store
    await tx
      .update(carts)
      .set({ active: false })
      .where(and(eq(carts.userId, userId), eq(carts.store, store), eq(carts.status, 'open'), eq(carts.active, true), ne(carts.id, id)));
    await tx.update(carts).set({ active: true }).where(eq(carts.id, id));
  });
  if (!outcome.ok) return outcome;
  return { ok: true, value: await savedCartsOf(db, userId, store) };
}
