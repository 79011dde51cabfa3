import { and, count, eq } from 'drizzle-orm';
import type { SavedCart } from '@storefront/contracts';
import { carts, type Database } from '@storefront/db';
import { abortWith, inTransaction, type Outcome } from '@storefront/server-kit';
import type { CartOwner, StoreCode } from '../cart-owner';
import { newOrderNumber, type CartRow } from '../open-cart';
import { describeSavedCarts, savedCartsOf } from './describe-saved-carts';
import { defaultCartName } from './saved-cart-name';
import { lockSavedCartsOf, savedCartUser } from './saved-cart-user';

/** The most open carts a user may keep in one store. */
export const MAX_SAVED_CARTS = 50;

export interface CreateSavedCartInput {
  /** trimmed; '' gets a default name */
  name: string;
  store: StoreCode;
}

/**
 * POST /api/v2/saved_carts.json: a new empty cart for the signed-in user, which becomes the active
 * one (the previous active cart stays open, inactive). Answers the new cart and the store's list,
 * the new cart first.
 */
export async function createSavedCart(
  db: Database,
  owner: CartOwner | null,
  input: CreateSavedCartInput,
): Promise<Outcome<{ cart: SavedCart; carts: SavedCart[] }>> {
  const user = savedCartUser(owner);
  if (!user.ok) return user;
  const userId = user.value;
  const { store } = input;
  const mine = and(eq(carts.userId, userId), eq(carts.store, store), eq(carts.status, 'open'));

  const outcome = await inTransaction<CartRow>(db, async (tx) => {
    await lockSavedCartsOf(tx, userId, store);
    const [open] = await tx.select({ n: count() }).from(carts).where(mine);
    if (Number(open?.n ?? 0) >= MAX_SAVED_CARTS) {
      abortWith({
        kind: 'invalid',
        code: 'saved_cart_limit',
        message: `You can keep at most ${MAX_SAVED_CARTS} carts in this store. Check one out or empty one and reuse it.`,
      });
    }
    const name = input.name || (await defaultCartName(tx, userId, store));
    for (let attempt = 0; attempt < 5; attempt++) {
      // deactivate first: the partial unique index allows one active open cart per user and store
      await tx.update(carts).set({ active: false }).where(and(mine, eq(carts.active, true)));
      const [row] = await tx
        .insert(carts)
        .values({ number: newOrderNumber(), store, userId, name, active: true })
        .onConflictDoNothing()
        .returning();
      if (row) return row;
      // an order number already taken, or a first add-to-cart that created an active cart
      // meanwhile (the update above, run again, now sees and deactivates it): try again
    }
    throw new Error('could not create a saved cart');
  });
  if (!outcome.ok) return outcome;
  const [cart] = await describeSavedCarts(db, [outcome.value]);
  const list = await savedCartsOf(db, userId, store);
  // newest first by updated_at; a cart changed in the same instant must not push the new one down
  return { ok: true, value: { cart: cart!, carts: [cart!, ...list.carts.filter((c) => c.id !== cart!.id)] } };
}
