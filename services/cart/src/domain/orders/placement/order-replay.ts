import { and, eq, ne } from 'drizzle-orm';
import { orders } from '@storefront/db';
import { abortWith, type Problem, type Tx } from '@storefront/server-kit';
import { findOwnedIntent } from '../../../payments/payment-intent-records';
import { NO_CHECKOUT_CART } from '../checkout-cart';
import { orderDetailOf, orderOwnedBy } from '../order-detail';
import { KEY_REUSED, type PlaceOrderInput, type PlacedOrder } from './placement-context';

/** The order this key placed, when it was this shopper's for the intent's cart; 409 for anyone or anything else. */
export async function replayOf(tx: Tx, input: PlaceOrderInput): Promise<PlacedOrder | null> {
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
export async function whyNoCart(tx: Tx, input: PlaceOrderInput): Promise<Problem> {
  const intent = input.paymentIntentId ? await findOwnedIntent(tx, input.owner, input.paymentIntentId) : null;
  if (intent) {
    const [ordered] = await tx
      .select({ number: orders.number })
      .from(orders)
      .where(and(eq(orders.cartId, intent.cartId), ne(orders.status, 'canceled')))
      .limit(1);
    if (ordered) return { kind: 'conflict', code: 'cart_already_ordered', message: `This cart was already ordered (order ${ordered.number}).` };
  }
  return NO_CHECKOUT_CART;
}
