import { eq } from 'drizzle-orm';
import type { CartView } from '@storefront/contracts';
import { carts, type Database } from '@storefront/db';
import { abortWith, inTransaction, type Outcome } from '@storefront/server-kit';
import type { CartOwner, StoreCode } from '../cart-owner';
import { findOpenCart, lockOwnedCart } from '../open-cart';
import { cartView } from '../view-cart';
import { findCouponByCode, usesByCustomer } from './coupon-on-cart';
import { couponRefusal, customerKeyOf } from './coupon-rules';

const NO_CART = 'Your cart is empty.';

/**
 * Puts a coupon on the owner's open cart in the store (replacing any other). Refused (422, cart
 * unchanged) when the code is unknown, for the other store's currency, not started, expired,
 * used up, or already used by this customer. A cart under the code's minimum keeps it: the cart
 * view says how much more is needed. Uses are counted when the order is placed.
 */
export async function applyCoupon(
  db: Database,
  owner: CartOwner,
  store: StoreCode,
  code: string,
  imageBaseUrl: string,
  now: Date,
): Promise<Outcome<CartView>> {
  return inTransaction(db, async (tx) => {
    const open = await findOpenCart(tx, owner, store);
    const cart = open ? await lockOwnedCart(tx, owner, open.id) : null;
    if (!cart) abortWith({ kind: 'not_found', message: NO_CART });
    const coupon = await findCouponByCode(tx, code);
    if (!coupon) abortWith({ kind: 'invalid', code: 'coupon_invalid', message: "This code isn't valid.", fieldErrors: { coupon_code: ["This code isn't valid."] } });
    const customerKey = customerKeyOf(cart.userId, cart.email);
    const refusal = couponRefusal(coupon, { store, now, usesByCustomer: await usesByCustomer(tx, coupon.id, customerKey) });
    if (refusal) abortWith({ kind: 'invalid', code: refusal.code, message: refusal.message, fieldErrors: { coupon_code: [refusal.message] } });
    const [updated] = await tx.update(carts).set({ couponId: coupon.id, updatedAt: now }).where(eq(carts.id, cart.id)).returning();
    return cartView(tx, updated!, imageBaseUrl, now);
  });
}

/** Takes the coupon off the owner's open cart in the store (nothing to do when it has none). */
export async function removeCoupon(db: Database, owner: CartOwner, store: StoreCode, imageBaseUrl: string, now: Date): Promise<Outcome<CartView>> {
  return inTransaction(db, async (tx) => {
    const open = await findOpenCart(tx, owner, store);
    const cart = open ? await lockOwnedCart(tx, owner, open.id) : null;
    if (!cart) abortWith({ kind: 'not_found', message: NO_CART });
    if (!cart.couponId) return cartView(tx, cart, imageBaseUrl, now);
    const [updated] = await tx.update(carts).set({ couponId: null, updatedAt: new Date() }).where(eq(carts.id, cart.id)).returning();
    return cartView(tx, updated!, imageBaseUrl, now);
  });
}
