import { eq } from 'drizzle-orm';
import type { CheckoutView, ShipAddress, ShippingSpeedCode } from '@storefront/contracts';
import { carts, lineItems, savedAddressForCheckout, type Database, type ShipAddressJson } from '@storefront/db';
import { abortWith, inTransaction, type Outcome, type Tx } from '@storefront/server-kit';
import type { CartOwner, StoreCode } from '../cart-owner';
import { findOpenCart, lockOwnedCart, type CartRow } from '../open-cart';
import { priceCheckout } from './price-checkout';

const NO_CART = 'Your cart is empty.';
const STORE_COUNTRY: Record<StoreCode, 'US' | 'CA'> = { us: 'US', ca: 'CA' };

async function hasLines(db: Database | Tx, cartId: string): Promise<boolean> {
  const [row] = await db.select({ id: lineItems.id }).from(lineItems).where(eq(lineItems.cartId, cartId)).limit(1);
  return row !== undefined;
}

/** The owner's open cart in the store when it has lines (checkout needs something to buy), else null. */
async function checkoutCart(db: Database | Tx, owner: CartOwner, store: StoreCode): Promise<CartRow | null> {
  const cart = await findOpenCart(db, owner, store);
  return cart && (await hasLines(db, cart.id)) ? cart : null;
}

/** The same, locked for the rest of the transaction (FOR UPDATE), so the update meets no concurrent change. */
async function lockCheckoutCart(tx: Tx, owner: CartOwner, store: StoreCode): Promise<CartRow | null> {
  const open = await findOpenCart(tx, owner, store);
  const cart = open ? await lockOwnedCart(tx, owner, open.id) : null;
  return cart && (await hasLines(tx, cart.id)) ? cart : null;
}

/** GET /api/v2/checkout.json: the checkout of the owner's cart in the store, or not_found without a cart with lines. */
export async function getCheckout(db: Database, owner: CartOwner, store: StoreCode, imageBaseUrl: string, now: Date): Promise<Outcome<CheckoutView>> {
  const cart = await checkoutCart(db, owner, store);
  if (!cart) return { ok: false, problem: { kind: 'not_found', message: NO_CART } };
  return { ok: true, value: (await priceCheckout(db, owner, cart, imageBaseUrl, now)).view };
}

export interface CheckoutChanges {
  email?: string;
  shipAddress?: ShipAddress;
  addressId?: string;
  shippingSpeed?: ShippingSpeedCode;
  useStoreCredit?: boolean;
}

/**
 * PUT /api/v2/checkout.json: sets any of email, shipping address (given, or copied from a saved
 * address of the signed-in user), shipping speed and store-credit use, all or nothing, and
 * answers the repriced checkout. Refused: a guest asking for store credit or a saved address
 * (sign_in_required), another user's address (not_found), an address outside the store's
 * country (invalid `wrong_country`).
 */
export async function updateCheckout(
  db: Database,
  owner: CartOwner,
  store: StoreCode,
  changes: CheckoutChanges,
  imageBaseUrl: string,
  now: Date,
): Promise<Outcome<CheckoutView>> {
  if (owner.kind === 'guest' && changes.useStoreCredit !== undefined) {
    return { ok: false, problem: { kind: 'sign_in_required', message: 'Sign in to use store credit.' } };
  }
  if (owner.kind === 'guest' && changes.addressId !== undefined) {
    return { ok: false, problem: { kind: 'sign_in_required', message: 'Sign in to use a saved address.' } };
  }
  return inTransaction(db, async (tx) => {
    const cart = await lockCheckoutCart(tx, owner, store);
    if (!cart) abortWith({ kind: 'not_found', message: NO_CART });

    let shipAddress: ShipAddressJson | undefined = changes.shipAddress;
    if (changes.addressId !== undefined && owner.kind === 'user') {
      const saved = await savedAddressForCheckout(tx, owner.userId, changes.addressId);
      if (!saved) abortWith({ kind: 'not_found', message: 'No such address in your account.' });
      shipAddress = saved;
    }
    if (shipAddress && shipAddress.country !== STORE_COUNTRY[store]) {
      const message =
        store === 'us'
          ? 'This store ships to US addresses only. For a Canadian address, shop in the Canadian store.'
          : 'This store ships to Canadian addresses only. For a US address, shop in the US store.';
      const field = changes.addressId !== undefined ? 'address_id' : 'ship_address.country';
      abortWith({ kind: 'invalid', code: 'wrong_country', message, fieldErrors: { [field]: [message] } });
    }

    const set: Partial<typeof carts.$inferInsert> = {};
    if (changes.email !== undefined) set.email = changes.email;
    if (shipAddress) set.shipAddress = shipAddress;
    if (changes.shippingSpeed !== undefined) set.shippingSpeed = changes.shippingSpeed;
    if (changes.useStoreCredit !== undefined) set.useStoreCredit = changes.useStoreCredit;
    let current = cart;
    if (Object.keys(set).length > 0) {
      const [updated] = await tx
        .update(carts)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(carts.id, cart.id))
        .returning();
      current = updated!;
    }
    return (await priceCheckout(tx, owner, current, imageBaseUrl, now)).view;
  });
}
