import { and, eq, sql } from 'drizzle-orm';
import type { OrderDetail } from '@storefront/contracts';
import { carts, coupons, decrementStock, orderEvents, orderLines, orders, storeCredits, type Database } from '@storefront/db';
import { STORES } from '@storefront/store-config';
import { findOwnedIntent, lockOpenIntentOfCart, providerIntentOf, saveProviderIntent, type PaymentIntentRow } from '../../payments/payment-intent-records';
import { cancelIntent } from '../../payments/create-payment-intent';
import { NO_SUCH_PAYMENT } from '../../payments/confirm-payment-intent';
import { paymentProvider } from '../../payments/provider-registry';
import { abortWith, inTransaction, type CartOutcome, type CartProblem, type Tx } from '../cart-outcome';
import { ownerColumns, type CartOwner, type StoreCode } from '../cart-owner';
import { priceCheckout, type PricedCheckout } from '../checkout/price-checkout';
import { usesByCustomer } from '../coupons/coupon-on-cart';
import { couponRefusal, type CouponRow } from '../coupons/coupon-rules';
import { recordCouponUse } from '../coupons/record-coupon-use';
import type { CartRow } from '../open-cart';
import { checkoutIncomplete, EMPTY_CART, lockCheckoutCart, NO_CHECKOUT_CART } from './checkout-cart';
import { orderDetailOf, orderOwnedBy } from './order-detail';
import { transitionOrder, type OrderRow } from './order-state-machine';
import { sortableIds } from './sortable-ids';

export interface PlaceOrderInput {
  owner: CartOwner;
  store: StoreCode;
  /** null: nothing to pay (a total of 0) */
  paymentIntentId: string | null;
  idempotencyKey: string;
  imageBaseUrl: string;
  now?: Date;
}

export interface PlacedOrder {
  order: OrderDetail;
  /** false when the key had already placed it (answered 200, not 201) */
  created: boolean;
}

/** Problems after which the authorised intent cannot pay for this cart as it is: its hold is released. */
const RELEASES_HOLD = new Set(['payment_mismatch', 'out_of_stock', 'store_credit_insufficient', 'coupon_used_up', 'coupon_already_used', 'coupon_expired']);

/**
 * POST /api/v2/orders.json: the order for the checkout, paid with an authorised intent, in one
 * transaction of named steps (ARCHITECTURE §3.3). Any refused step rolls everything back; when the
 * refusal means the payment can no longer be used as it is, the hold is released afterwards
 * (compensation). The same idempotency key answers the order it placed, even when the requests
 * run at the same time: they queue on the cart's lock, and the later ones find the order.
 */
export async function placeOrder(db: Database, input: PlaceOrderInput): Promise<CartOutcome<PlacedOrder>> {
  let outcome: CartOutcome<PlacedOrder>;
  try {
    outcome = await inTransaction(db, (tx) => placeInTransaction(tx, input));
  } catch (error) {
    // another request with this key, for another cart, committed between our check and insert
    if (!isUniqueViolation(error)) throw error;
    outcome = await inTransaction(db, async (tx) => (await replayOf(tx, input)) ?? abortWith(KEY_REUSED));
  }
  if (!outcome.ok && outcome.problem.kind !== 'not_found' && RELEASES_HOLD.has(problemCode(outcome.problem))) {
    await releaseHold(db, input);
  }
  return outcome;
}

async function placeInTransaction(tx: Tx, input: PlaceOrderInput): Promise<PlacedOrder> {
  const now = input.now ?? new Date();
  // 1. lock the cart: placements (and intent changes) of one cart run one after the other
  const cart = await lockCheckoutCart(tx, input.owner, input.store);
  // 2. a key that already placed an order answers that order
  const replay = await replayOf(tx, input);
  if (replay) return replay;
  if (!cart) return abortWith(await whyNoCart(tx, input));
  // 3. lock what the order will count or spend, before pricing, so the price sees the final figures
  const coupon = cart.couponId ? await lockCoupon(tx, cart.couponId) : null;
  if (input.owner.kind === 'user' && cart.useStoreCredit) await lockStoreCredit(tx, input.owner.userId, cart);
  // 4. price the checkout as it is now
  const priced = await priceCheckout(tx, input.owner, cart, input.imageBaseUrl);
  if (priced.lines.length === 0) abortWith(EMPTY_CART);
  if (priced.missing.length > 0) abortWith(checkoutIncomplete(priced.missing));
  // 5. the payment: this cart's, authorised, for exactly this total (none when there is nothing to pay)
  const free = priced.summary.total === 0 && input.paymentIntentId === null;
  const intent = free ? null : await authorisedIntentFor(tx, input, cart, priced, coupon, now);
  if (free) await releaseOpenIntent(tx, cart);
  // 6. stock, without overselling
  await takeStock(tx, priced);
  // 7. the coupon, still within its limits
  if (priced.coupon) await checkCouponUse(tx, priced, coupon!, now);
  // 8. the order, its lines, the coupon's redemption, the credit spent, the first event
  const order = await insertOrder(tx, input, cart, priced, intent);
  // 9. the cart is done
  await tx.update(carts).set({ status: 'closed', updatedAt: now }).where(eq(carts.id, cart.id));
  // 10. take the money and mark the order paid
  const captured = intent ? await saveProviderIntent(tx, intent.id, await paymentProvider(intent.provider).capture(providerIntentOf(intent))) : null;
  const paid = await transitionOrder(tx, order, 'paid', captured ? `payment ${captured.id} captured` : 'nothing to pay (coupon, store credit)');
  if (!paid.ok) abortWith(paid.problem);
  return { order: await orderDetailOf(tx, paid.value), created: true };
}

const PAYMENT_REQUIRED: CartProblem = {
  kind: 'conflict',
  code: 'payment_required',
  message: 'This order needs a payment: please enter your card.',
};

const KEY_REUSED: CartProblem = {
  kind: 'conflict',
  code: 'idempotency_key_reused',
  message: 'This Idempotency-Key was already used for another order. Use a new key for a new order.',
};

/** The order this key placed, when it was this shopper's for the intent's cart; 409 for anyone or anything else. */
async function replayOf(tx: Tx, input: PlaceOrderInput): Promise<PlacedOrder | null> {
  const [existing] = await tx.select().from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey)).limit(1);
  if (!existing) return null;
  const [mine] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, existing.id), orderOwnedBy(input.owner)));
  if (!mine) abortWith(KEY_REUSED);
  // a paid order is replayed only for its own payment (a free one has none)
  if (existing.paymentIntentId !== input.paymentIntentId) {
    const intent = input.paymentIntentId ? await findOwnedIntent(tx, input.owner, input.paymentIntentId) : null;
    if (!intent || intent.cartId !== existing.cartId) abortWith(KEY_REUSED);
  }
  return { order: await orderDetailOf(tx, existing), created: false };
}

/** No open cart to order: it was ordered already (another key, a second tab), or there never was one. */
async function whyNoCart(tx: Tx, input: PlaceOrderInput): Promise<CartProblem> {
  const intent = input.paymentIntentId ? await findOwnedIntent(tx, input.owner, input.paymentIntentId) : null;
  if (intent) {
    const [ordered] = await tx.select({ number: orders.number }).from(orders).where(eq(orders.cartId, intent.cartId)).limit(1);
    if (ordered) return { kind: 'conflict', code: 'cart_already_ordered', message: `This cart was already ordered (order ${ordered.number}).` };
  }
  return NO_CHECKOUT_CART;
}

async function lockCoupon(tx: Tx, couponId: string): Promise<CouponRow | null> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for('update');
  return row ?? null;
}

/** Locks the user's ledger rows in the cart's currency, so two orders cannot spend one balance. */
async function lockStoreCredit(tx: Tx, userId: string, cart: CartRow): Promise<void> {
  await tx.execute(
    sql`select id from ${storeCredits} where ${storeCredits.userId} = ${userId} and ${storeCredits.currency} = ${currencyOf(cart)} for update`,
  );
}

async function authorisedIntentFor(tx: Tx, input: PlaceOrderInput, cart: CartRow, priced: PricedCheckout, coupon: CouponRow | null, now: Date): Promise<PaymentIntentRow> {
  if (input.paymentIntentId === null) abortWith(PAYMENT_REQUIRED);
  const intent = await findOwnedIntent(tx, input.owner, input.paymentIntentId, true);
  if (!intent) abortWith(NO_SUCH_PAYMENT);
  if (intent.cartId !== cart.id) abortWith({ kind: 'conflict', code: 'payment_mismatch', message: 'This payment is for another cart.' });
  if (intent.status !== 'requires_capture') {
    abortWith({ kind: 'conflict', code: 'payment_not_authorised', message: 'Your payment has not been authorised yet. Please enter your card again.' });
  }
  if (intent.amount !== priced.summary.total || intent.currency !== currencyOf(cart)) {
    // the usual reason in a race: the coupon's last use went to someone else — say that
    if (coupon && !priced.coupon) {
      const refusal = couponRefusal(coupon, { store: cart.store as StoreCode, now, usesByCustomer: await usesByCustomer(tx, coupon.id, priced.customerKey) });
      if (refusal) abortWith({ kind: 'invalid', code: refusal.code, message: refusal.message });
    }
    abortWith({
      kind: 'conflict',
      code: 'payment_mismatch',
      message: 'Your cart changed after payment was authorised. Please review your order and pay again.',
    });
  }
  return intent;
}

async function takeStock(tx: Tx, priced: PricedCheckout): Promise<void> {
  const short = await decrementStock(
    tx,
    priced.lines.map((l) => ({ sku: l.sku, quantity: l.quantity })),
  );
  if (!short) return;
  const line = priced.lines.find((l) => l.sku === short.sku)!;
  const name = `${line.title}, ${line.colorName}, ${line.size}`;
  abortWith({
    kind: 'conflict',
    code: 'out_of_stock',
    message: short.available > 0 ? `Sorry, only ${short.available} left of ${name}.` : `Sorry, ${name} is sold out.`,
  });
}

/** The coupon's row is locked (step 3): re-check its limits against the committed counts; the use is counted with the order (step 8). */
async function checkCouponUse(tx: Tx, priced: PricedCheckout, coupon: CouponRow, now: Date): Promise<void> {
  const refusal = couponRefusal(coupon, { store: priced.cart.store as StoreCode, now, usesByCustomer: await usesByCustomer(tx, coupon.id, priced.customerKey) });
  if (refusal) abortWith({ kind: 'invalid', code: refusal.code, message: refusal.message });
}

async function insertOrder(tx: Tx, input: PlaceOrderInput, cart: CartRow, priced: PricedCheckout, intent: PaymentIntentRow | null): Promise<OrderRow> {
  const { summary } = priced;
  const [order] = await tx
    .insert(orders)
    .values({
      number: cart.number,
      cartId: cart.id,
      idempotencyKey: input.idempotencyKey,
      store: cart.store,
      currency: currencyOf(cart),
      ...ownerColumns(input.owner),
      email: priced.view.email!,
      shipAddress: priced.view.ship_address!,
      shippingSpeed: priced.view.shipping_speed!,
      subtotal: summary.subtotal,
      discount: summary.discount,
      shipping: summary.shipping,
      tax: summary.tax,
      taxLines: summary.taxLines,
      storeCredit: summary.storeCredit,
      total: summary.total,
      couponCode: priced.coupon?.code ?? null,
      status: 'placed',
      paymentIntentId: intent?.id ?? null,
    })
    .returning();
  const ids = sortableIds(priced.lines.length);
  await tx.insert(orderLines).values(
    priced.lines.map((l, i) => ({
      id: ids[i],
      orderId: order!.id,
      sku: l.sku,
      productId: l.productId,
      compositionId: l.compositionId,
      productSlug: l.productSlug,
      title: l.title,
      colorName: l.colorName,
      size: l.size,
      image: l.image,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      lineTotal: l.lineTotal,
    })),
  );
  if (priced.coupon) await recordCouponUse(tx, priced.coupon.id, order!.id, priced.customerKey!);
  if (summary.storeCredit > 0) await spendStoreCredit(tx, input.owner, order!, summary.storeCredit);
  await tx.insert(orderEvents).values({ orderId: order!.id, fromStatus: null, toStatus: 'placed' });
  return order!;
}

/** The ledger rows are locked (step 3): the balance read now is the one this order spends from. */
async function spendStoreCredit(tx: Tx, owner: CartOwner, order: OrderRow, amount: number): Promise<void> {
  if (owner.kind !== 'user') abortWith({ kind: 'sign_in_required', message: 'Sign in to use store credit.' });
  const [row] = await tx
    .select({ balance: sql<number>`coalesce(sum(${storeCredits.amount}), 0)::int` })
    .from(storeCredits)
    .where(and(eq(storeCredits.userId, owner.userId), eq(storeCredits.currency, order.currency)));
  if (Number(row?.balance ?? 0) < amount) {
    abortWith({ kind: 'conflict', code: 'store_credit_insufficient', message: 'Your store credit no longer covers this amount. Please review your order.' });
  }
  await tx.insert(storeCredits).values({ userId: owner.userId, currency: order.currency, amount: -amount, reason: `order ${order.number}`, orderId: order.id });
}

/** A free order leaves no card intent behind: one opened before the total fell to 0 is canceled (its hold released). */
async function releaseOpenIntent(tx: Tx, cart: CartRow): Promise<void> {
  const open = await lockOpenIntentOfCart(tx, cart.id);
  if (open) await cancelIntent(tx, open);
}

/**
 * Compensation: releases the authorised hold of an intent that cannot pay for the cart as it is.
 * Only the checkout cart's own intent: one authorised for another of the shopper's carts (a saved
 * cart switched away from) may still pay for that cart.
 */
async function releaseHold(db: Database, input: PlaceOrderInput): Promise<void> {
  await inTransaction(db, async (tx) => {
    const cart = await lockCheckoutCart(tx, input.owner, input.store);
    const intent = cart && input.paymentIntentId ? await findOwnedIntent(tx, input.owner, input.paymentIntentId, true) : null;
    if (intent && intent.cartId === cart!.id && intent.status === 'requires_capture') await cancelIntent(tx, intent);
  });
}

const currencyOf = (cart: CartRow) => STORES[cart.store as StoreCode].currency;

function problemCode(p: CartProblem): string {
  return 'code' in p ? p.code : p.kind;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '23505') return true;
  return false;
}
