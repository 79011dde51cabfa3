import type { SavedCart } from '@storefront/contracts';
import type { Database } from '@storefront/db';
import type { Outcome } from '@storefront/server-kit';
import type { CartOwner, StoreCode } from '../cart-owner';
import { findOpenCart } from '../open-cart';
import { describeSavedCarts, savedCartsOf } from './describe-saved-carts';
import { savedCartUser } from './saved-cart-user';

/** GET /api/v2/saved_carts.json: the signed-in user's open carts in the store and the active one. */
export async function listSavedCarts(
  db: Database,
  owner: CartOwner | null,
  store: StoreCode,
): Promise<Outcome<{ carts: SavedCart[]; activeCart: SavedCart | null }>> {
  const user = savedCartUser(owner);
  if (!user.ok) return user;
  return { ok: true, value: await savedCartsOf(db, user.value, store) };
}

/** GET /api/v2/saved_carts/active.json: the user's active cart in the store, or null. */
export async function activeSavedCart(db: Database, owner: CartOwner | null, store: StoreCode): Promise<Outcome<SavedCart | null>> {
  const user = savedCartUser(owner);
  if (!user.ok) return user;
  const row = await findOpenCart(db, { kind: 'user', userId: user.value }, store);
  const [described] = row ? await describeSavedCarts(db, [row]) : [];
  return { ok: true, value: described ?? null };
}
