import { and, eq } from 'drizzle-orm';
import type { OrderStatus } from '@storefront/contracts';
import { orderEvents, orders } from '@storefront/db';
import { failed, type Outcome, succeeded, type Tx } from '@storefront/server-kit';

export type OrderRow = typeof orders.$inferSelect;

/**
 * Every move an order may make, in one table. `canceled` and `refunded` are final. Anything not
 * listed (a shipped order canceled, a delivered one shipped again …) is refused.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  placed: ['paid', 'canceled'],
  paid: ['in_production', 'canceled', 'refunded'],
  in_production: ['shipped', 'canceled'],
  shipped: ['delivered', 'refunded'],
  delivered: ['refunded'],
  canceled: [],
  refunded: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/**
 * Moves an order to `to` if the table allows it from its current status, and records the move in
 * `order_events`. The update is conditional on the status the caller saw, so two concurrent moves
 * of one order cannot both apply: the second is refused as a conflict.
 */
export async function transitionOrder(tx: Tx, order: Pick<OrderRow, 'id' | 'status'>, to: OrderStatus, note?: string): Promise<Outcome<OrderRow>> {
  const from = order.status as OrderStatus;
  if (!canTransition(from, to)) {
    return failed({ kind: 'conflict', code: 'order_transition_refused', message: `An order that is ${label(from)} cannot become ${label(to)}.` });
  }
  const [row] = await tx
    .update(orders)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), eq(orders.status, from)))
    .returning();
  if (!row) return failed({ kind: 'conflict', code: 'order_changed', message: 'The order changed meanwhile; reload it and try again.' });
  await tx.insert(orderEvents).values({ orderId: order.id, fromStatus: from, toStatus: to, note: note ?? null });
  return succeeded(row);
}

const label = (s: OrderStatus) => s.replace(/_/g, ' ');
