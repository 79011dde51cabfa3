import { sql } from 'drizzle-orm';
import { failed, type Outcome, type Problem, type Tx } from '@storefront/server-kit';
import type { CartOwner, StoreCode } from '../cart-owner';

/**
 * Saved carts belong to accounts. A guest is answered 422 `sign_in_required`: §8 has the client
 * treat an unprocessable-entity answer to the saved-carts list as "not logged in" and only warn.
 */
export const SIGN_IN_FOR_SAVED_CARTS: Problem = { kind: 'invalid', code: 'sign_in_required', message: 'Sign in to use saved carts.' };

export const NO_SUCH_SAVED_CART: Problem = { kind: 'not_found', message: 'No such saved cart.' };

/** The signed-in user's id, or the sign-in problem for a guest (or nobody). */
export function savedCartUser(owner: CartOwner | null): Outcome<string> {
  return owner?.kind === 'user' ? { ok: true, value: owner.userId } : failed(SIGN_IN_FOR_SAVED_CARTS);
}

/**
 * Serialises the changes of which cart is active (create, switch) of one user in one store until
 * the transaction ends; without it two switches racing each other could both activate a cart and
 * the second would meet the one-active-cart index as an error instead of waiting its turn.
 */
export async function lockSavedCartsOf(tx: Tx, userId: string, store: StoreCode): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('cart.saved_carts'), hashtext(${`${userId}:${store}`}))`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can be a cart id at all (anything else is simply not found, without a query). */
export function isCartId(id: string): boolean {
  return UUID.test(id);
}
