import type { CheckoutView } from '@storefront/contracts';
import { accountEmailOf, type coupons, type Database } from '@storefront/db';
import { STORES } from '@storefront/store-config';
import type { Tx } from '@storefront/server-kit';
import type { CartOwner, StoreCode } from '../cart-owner';
import { couponOnCart } from '../coupons/coupon-on-cart';
import { customerKeyOf } from '../coupons/coupon-rules';
import type { CartRow } from '../open-cart';
import { cartViewOf, priceCartLines, type PricedLine } from '../view-cart';
import { taxForAddress } from './checkout-tax';
import { isDigitalOnly, shippableMerchandise } from './shippable-merchandise';
import { shippingSpeedsFor } from './shipping-speeds';
import { storeCreditBalance } from './store-credit-balance';

export type { PricedLine } from '../view-cart';

export type CheckoutMissing = 'email' | 'ship_address' | 'shipping_speed';

export interface PricedCheckout {
  cart: CartRow;
  view: CheckoutView;
  lines: PricedLine[];
  /** minor units in the cart's store currency */
  summary: {
    subtotal: number;
    discount: number;
    shipping: number;
    tax: number;
    taxLines: { name: string; rate_ppm: number; amount: number }[];
    storeCredit: number;
    total: number;
  };
  /** the cart's coupon when it takes effect now (its use is counted with the order), else null */
  coupon: (typeof coupons.$inferSelect) | null;
  /** 'user:{id}' or 'email:{address}'; null for a guest without an email yet */
  customerKey: string | null;
  missing: CheckoutMissing[];
}

/**
 * The whole price of a checkout, now: lines at their tier prices, the coupon re-checked,
 * shipping for the chosen speed (none for digital assets alone: `digitalDeliverySpeed`), tax for
 * the address (digital assets are taxed as other goods, so the address is still asked for),
 * store credit (signed-in, when asked for), and what is still missing before paying. One
 * function for the checkout page and for order placement (pass the transaction and a locked
 * cart, so the order is what was priced).
 *
 * total = subtotal − discount + shipping + tax − store credit; store credit covers at most the
 * total after tax.
 */
export async function priceCheckout(db: Database | Tx, owner: CartOwner, cart: CartRow, imageBaseUrl: string, now: Date): Promise<PricedCheckout> {
  const store = cart.store as StoreCode;
  const currency = STORES[store].currency;
  const money = (amount: number) => ({ amount, currency });

  // made lines are priced from their design documents inside priceCartLines (priceMadeLines), so the
  // checkout's subtotal is the cart page's to the cent
  const { priced, view: cartLines, madeDesigns } = await priceCartLines(db, cart, imageBaseUrl);
  const subtotal = priced.reduce((sum, l) => sum + l.lineTotal, 0);

  const userId = owner.kind === 'user' ? owner.userId : null;
  // signed-in shoppers check out with their account email unless they gave another one
  const email = cart.email ?? (userId ? await accountEmailOf(db, userId) : null);
  const customerKey = customerKeyOf(userId, email);

  const coupon = await couponOnCart(db, cart, subtotal, customerKey, now);
  const discount = coupon.discount;

  // digital assets alone ship nothing: their one free delivery is chosen for the shopper
  const digitalOnly = isDigitalOnly(cartLines);
  // free standard shipping is earned by what ships, as the cart view's progress says (same lines, same function)
  const speeds = shippingSpeedsFor(store, shippableMerchandise(cartLines, discount), digitalOnly);
  const speed = speeds.find((s) => s.code === cart.shippingSpeed) ?? (digitalOnly ? speeds[0]! : null);
  const shipping = speed?.price.amount ?? 0;

  // an address outside the store's country cannot be shipped to: it counts as missing
  const shipAddress = cart.shipAddress && cart.shipAddress.country === (store === 'us' ? 'US' : 'CA') ? cart.shipAddress : null;
  const taxLines = await taxForAddress(db, store, shipAddress, { subtotal, discount, shipping });
  const tax = taxLines.reduce((sum, t) => sum + t.amount, 0);

  const beforeCredit = subtotal - discount + shipping + tax;
  const balance = userId ? await storeCreditBalance(db, userId, currency) : null;
  const storeCredit = balance !== null && cart.useStoreCredit ? Math.min(balance, beforeCredit) : 0;
  const total = beforeCredit - storeCredit;

  const missing: CheckoutMissing[] = [];
  if (!email) missing.push('email');
  if (!shipAddress) missing.push('ship_address');
  if (!speed) missing.push('shipping_speed');

  const view: CheckoutView = {
    cart: cartViewOf(cart, cartLines, coupon, madeDesigns),
    email,
    ship_address: shipAddress,
    shipping_speed: speed?.code ?? null,
    shipping_speeds: speeds,
    use_store_credit: userId !== null && cart.useStoreCredit,
    store_credit_balance: balance === null ? null : money(balance),
    summary: {
      subtotal: money(subtotal),
      discount: money(discount),
      shipping: money(shipping),
      tax: money(tax),
      tax_lines: taxLines.map((t) => ({ name: t.name, rate_ppm: t.rate_ppm, amount: money(t.amount) })),
      store_credit: money(storeCredit),
      total: money(total),
    },
    missing,
  };

  return {
    cart,
    view,
    lines: priced,
    summary: { subtotal, discount, shipping, tax, taxLines, storeCredit, total },
    coupon: coupon.applicable,
    customerKey,
    missing,
  };
}
