import { and, eq } from 'drizzle-orm';
import { carts } from '@storefront/db';
import type { Problem, Tx } from '@storefront/server-kit';
import { ownedBy, type CartOwner, type StoreCode } from '../cart-owner';
import type { CheckoutMissing } from '../checkout/price-checkout';
import type { CartRow } from '../open-cart';

/**
 * The cart being checked out (the owner's active open cart in the store), locked FOR UPDATE for
 * the rest of the transaction; null when there is none. Never creates one, unlike `lockOpenCart`.
 * Payment intents and order placement take this lock first, so they run one after the other
 * per cart, and a placement waiting on it sees the cart closed once another one ordered it.
 */
export async function lockCheckoutCart(tx: Tx, owner: CartOwner, store: StoreCode): Promise<CartRow | null> {
  const [row] = await tx
    .select()
    .from(carts)
    .where(and(ownedBy(owner), eq(carts.store, store), eq(carts.status, 'open'), eq(carts.active, true)))
    .limit(1)
    .for('update');
  return row ?? null;
}

export const NO_CHECKOUT_CART: Problem = { kind: 'not_found', message: 'You have no cart to check out in this store.' };
export const EMPTY_CART: Problem = { kind: 'conflict', code: 'cart_empty', message: 'Your cart is empty.' };

const MISSING_WORDS: Record<CheckoutMissing, string> = {
  email: 'your email address',
  ship_address: 'a shipping address',
  shipping_speed: 'a shipping speed',
};

/** 409 `checkout_incomplete`, naming what is missing: "Before paying, add your email address and a shipping speed." */
export function checkoutIncomplete(missing: readonly CheckoutMissing[]): Problem {
  const words = missing.map((m) => MISSING_WORDS[m]);
  const list = words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : words[0];
  return { kind: 'conflict', code: 'checkout_incomplete', message: `Before paying, add ${list}.` };
}
