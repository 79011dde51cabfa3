import { and, eq, sql } from 'drizzle-orm';
import { carts, coupons, decrementStock, orderEvents, orderLines, orders, storeCredits, type WarehouseTake } from '@storefront/db';
import { STORES } from '@storefront/store-config';
import type { WorkflowStep } from '@storefront/server-kit';
import { abortWith, inTransaction, type Tx, valueOf } from '@storefront/server-kit';
import { NO_SUCH_PAYMENT } from '../../../payments/confirm-payment-intent';
import { findOwnedIntent, lockOpenIntentOfCart, type PaymentIntentRow } from '../../../payments/payment-intent-records';
import { ownerColumns, type CartOwner, type StoreCode } from '../../cart-owner';
import { priceCheckout, type PricedCheckout } from '../../checkout/price-checkout';
import { usesByCustomer } from '../../coupons/coupon-on-cart';
import { couponRefusal, type CouponRow } from '../../coupons/coupon-rules';
import { recordCouponUse } from '../../coupons/record-coupon-use';
import type { CartRow } from '../../open-cart';
import { checkoutIncomplete, EMPTY_CART, lockCheckoutCart } from '../checkout-cart';
import type { OrderRow } from '../order-state-machine';
import { sortableIds } from '../sortable-ids';
import { cancelPlacedOrder } from './cancel-placed-order';
import { KEY_REUSED, PAYMENT_MISMATCH_CART, PAYMENT_NOT_AUTHORISED, PAYMENT_REQUIRED, type Placement } from './placement-context';
import { replayOf, whyNoCart } from './order-replay';

/**
 * Step 2, one transaction: lock the cart, price it as it is now, check the payment covers exactly
 * that, take the stock, count the coupon, spend the store credit, write the order as `placed`,
 * close the cart. Any refusal rolls all of it back.
 * Compensation (a later step failed): one transaction puts everything back and cancels the order.
 */
export const reserveOrderStep: WorkflowStep<Placement> = {
  id: 'reserve-order',
  async run(p) {
    const outcome = await inTransaction(p.db, (tx) => reserve(tx, p)).catch(async (error: unknown) => {
      // another request with this key, for another cart, committed between our check and insert
      if (!isUniqueViolation(error)) throw error;
      return inTransaction(p.db, async (tx) => (await replayOf(tx, p.input)) ?? abortWith(KEY_REUSED));
    });
    const replay = valueOf(outcome);
    if (!replay) return;
    p.result = replay;
    return 'done';
  },
  async compensate(p) {
    if (p.order) await cancelPlacedOrder(p.db, p.order.id, 'placement undone: the payment was not captured');
  },
};

async function reserve(tx: Tx, p: Placement) {
  const { input, now } = p;
  const cart = await lockCheckoutCart(tx, input.owner, input.store);
  // a placement with this key may have committed since the hold step
  const replay = await replayOf(tx, input);
  if (replay) return replay;
  if (!cart) abortWith(await whyNoCart(tx, input));
  // lock what the order will count or spend, before pricing, so the price sees the final figures
  const coupon = cart.couponId ? await lockCoupon(tx, cart.couponId) : null;
  if (input.owner.kind === 'user' && cart.useStoreCredit) await lockStoreCredit(tx, input.owner.userId, cart);
  const priced = await priceCheckout(tx, input.owner, cart, input.imageBaseUrl, now);
  if (priced.lines.length === 0) abortWith(EMPTY_CART);
  if (priced.missing.length > 0) abortWith(checkoutIncomplete(priced.missing));
  const free = priced.summary.total === 0 && input.paymentIntentId === null;
  const intent = free ? null : await authorisedIntentFor(tx, p, cart, priced, coupon);
  if (free) p.strayIntent = await lockOpenIntentOfCart(tx, cart.id);
  const taken = await takeStock(tx, priced);
  if (priced.coupon) await checkCouponUse(tx, priced, coupon!, now);
  p.order = await insertOrder(tx, input.owner, input.idempotencyKey, cart, priced, intent, taken);
  await tx.update(carts).set({ status: 'closed', updatedAt: now }).where(eq(carts.id, cart.id));
  return null;
}

async function lockCoupon(tx: Tx, couponId: string): Promise<CouponRow | null> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for('update');
  return row ?? null;
}

/** Locks the user's ledger rows in the cart's currency, so two orders cannot spend one balance. */
async function lockStoreCredit(tx: Tx, userId: string, cart: CartRow): Promise<void> {
  await tx.execute(sql`select id from ${storeCredits} where ${storeCredits.userId} = ${userId} and ${storeCredits.currency} = ${currencyOf(cart)} for update`);
}

/** The hold step's intent, locked and checked again: still this cart's, authorised, for exactly this total. */
async function authorisedIntentFor(tx: Tx, p: Placement, cart: CartRow, priced: PricedCheckout, coupon: CouponRow | null): Promise<PaymentIntentRow> {
  if (p.input.paymentIntentId === null) abortWith(PAYMENT_REQUIRED);
  const intent = await findOwnedIntent(tx, p.input.owner, p.input.paymentIntentId, true);
  if (!intent) abortWith(NO_SUCH_PAYMENT);
  if (intent.cartId !== cart.id) abortWith(PAYMENT_MISMATCH_CART);
  if (intent.status !== 'requires_capture') abortWith(PAYMENT_NOT_AUTHORISED);
  if (intent.amount !== priced.summary.total || intent.currency !== currencyOf(cart)) {
    // the usual reason in a race: the coupon's last use went to someone else — say that
    if (coupon && !priced.coupon) {
      const refusal = couponRefusal(coupon, { store: cart.store as StoreCode, now: p.now, usesByCustomer: await usesByCustomer(tx, coupon.id, priced.customerKey) });
      if (refusal) abortWith({ kind: 'invalid', code: refusal.code, message: refusal.message });
    }
    abortWith({ kind: 'conflict', code: 'payment_mismatch', message: 'Your cart changed after payment was authorised. Please review your order and pay again.' });
  }
  p.intent = intent;
  return intent;
}

async function takeStock(tx: Tx, priced: PricedCheckout): Promise<WarehouseTake[]> {
  const result = await decrementStock(
    tx,
    // a licence is a file: never taken from a shelf, whatever garment the catalog draws the asset as
    priced.lines.filter((l) => l.digital === null).map((l) => ({ sku: l.sku, quantity: l.quantity })),
  );
  if (result.ok) return result.taken;
  const short = result.shortfall;
  const line = priced.lines.find((l) => l.sku === short.sku)!;
  const name = `${line.title}, ${line.colorName}, ${line.size}`;
  abortWith({
    kind: 'conflict',
    code: 'out_of_stock',
    message: short.available > 0 ? `Sorry, only ${short.available} left of ${name}.` : `Sorry, ${name} is sold out.`,
  });
}

/** The coupon's row is locked: re-check its limits against the committed counts; the use is counted with the order. */
async function checkCouponUse(tx: Tx, priced: PricedCheckout, coupon: CouponRow, now: Date): Promise<void> {
  const refusal = couponRefusal(coupon, { store: priced.cart.store as StoreCode, now, usesByCustomer: await usesByCustomer(tx, coupon.id, priced.customerKey) });
  if (refusal) abortWith({ kind: 'invalid', code: refusal.code, message: refusal.message });
}

async function insertOrder(
  tx: Tx,
  owner: CartOwner,
  idempotencyKey: string,
  cart: CartRow,
  priced: PricedCheckout,
  intent: PaymentIntentRow | null,
  taken: readonly WarehouseTake[],
): Promise<OrderRow> {
  const { summary } = priced;
  const [order] = await tx
    .insert(orders)
    .values({
      number: cart.number,
      cartId: cart.id,
      idempotencyKey,
      store: cart.store,
      currency: currencyOf(cart),
      ...ownerColumns(owner),
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
  const shippedFrom = splitTakesByLine(priced.lines, taken);
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
      shippedFrom: shippedFrom[i]!,
      madeDesign: l.madeDesign,
      dtfPrint: l.dtfPrint,
      gangSheet: l.gangSheet,
      letters: l.letters,
    })),
  );
  if (priced.coupon) await recordCouponUse(tx, priced.coupon.id, order!.id, priced.customerKey!);
  if (summary.storeCredit > 0) await spendStoreCredit(tx, owner, order!, summary.storeCredit);
  await tx.insert(orderEvents).values({ orderId: order!.id, fromStatus: null, toStatus: 'placed' });
  return order!;
}

/** The ledger rows are locked: the balance read now is the one this order spends from. */
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

/**
 * Where each line's units came from. Two lines may share a SKU (the same blank size in two custom
 * designs, or a design and a plain blank): the SKU's takes are handed out to them in line order, so
 * every unit is counted once and a cancellation puts back exactly what was taken.
 */
function splitTakesByLine(lines: PricedCheckout['lines'], taken: readonly WarehouseTake[]): { warehouse_id: number; quantity: number }[][] {
  const left = taken.map((t) => ({ ...t }));
  return lines.map((l) => {
    let need = l.quantity;
    const out: { warehouse_id: number; quantity: number }[] = [];
    for (const t of left) {
      if (need === 0) break;
      if (t.sku !== l.sku || t.quantity === 0) continue;
      const n = Math.min(need, t.quantity);
      out.push({ warehouse_id: t.warehouseId, quantity: n });
      t.quantity -= n;
      need -= n;
    }
    return out;
  });
}

const currencyOf = (cart: CartRow) => STORES[cart.store as StoreCode].currency;

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '23505') return true;
  return false;
}
