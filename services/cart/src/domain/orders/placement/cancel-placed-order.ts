import { and, eq, sql } from 'drizzle-orm';
import { carts, couponRedemptions, coupons, orderLines, orders, restoreStock, storeCredits, type Database } from '@storefront/db';
import { inTransaction, type Tx } from '@storefront/server-kit';
import { ownedBy, type CartOwner } from '../../cart-owner';
import { newOrderNumber } from '../../open-cart';
import { transitionOrder, type OrderRow } from '../order-state-machine';

/**
 * The compensation of order placement, in one transaction: an order still `placed` (its payment
 * never captured) is canceled, its stock put back where it came from, its coupon use and store
 * credit given back, and its cart reopened for the shopper. An order already settled (paid, or
 * canceled by a concurrent run) is left as it is, so running this twice is harmless.
 * Answers whether this call canceled it.
 */
export async function cancelPlacedOrder(db: Database, orderId: string, note: string): Promise<boolean> {
  const outcome = await inTransaction(db, async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.status !== 'placed') return false;
    const lines = await tx.select({ sku: orderLines.sku, shippedFrom: orderLines.shippedFrom }).from(orderLines).where(eq(orderLines.orderId, order.id));
    await restoreStock(
      tx,
      lines.flatMap((l) => l.shippedFrom.map((s) => ({ sku: l.sku, warehouseId: s.warehouse_id, quantity: s.quantity }))),
    );
    await giveBackCouponUse(tx, order);
    if (order.storeCredit > 0 && order.userId) {
      await tx
        .insert(storeCredits)
        .values({ userId: order.userId, currency: order.currency, amount: order.storeCredit, reason: `order ${order.number} canceled`, orderId: order.id });
    }
    const canceled = await transitionOrder(tx, order, 'canceled', note);
    if (!canceled.ok) return false;
    await reopenCart(tx, order);
    return true;
  });
  return outcome.ok && outcome.value;
}

async function giveBackCouponUse(tx: Tx, order: OrderRow): Promise<void> {
  const used = await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderId, order.id)).returning({ couponId: couponRedemptions.couponId });
  for (const { couponId } of used) {
    await tx
      .update(coupons)
      .set({ timesUsed: sql`greatest(${coupons.timesUsed} - 1, 0)` })
      .where(eq(coupons.id, couponId));
  }
}

/**
 * The cart comes back open under a new number (the canceled order keeps its own), as the active
 * one when the shopper has none open in that store now; a signed-in shopper who started another
 * cart meanwhile finds it among their saved carts. A guest has one open cart per store: when they
 * started another, the canceled order's lines stay in its history only.
 */
async function reopenCart(tx: Tx, order: OrderRow): Promise<void> {
  const owner: CartOwner = order.userId ? { kind: 'user', userId: order.userId } : { kind: 'guest', tokenHash: order.guestTokenHash! };
  const [open] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(ownedBy(owner), eq(carts.store, order.store), eq(carts.status, 'open'), eq(carts.active, true)))
    .limit(1);
  if (open && owner.kind === 'guest') return;
  await tx
    .update(carts)
    .set({ status: 'open', active: !open, number: newOrderNumber(), updatedAt: new Date() })
    .where(and(eq(carts.id, order.cartId), eq(carts.status, 'closed')));
}
