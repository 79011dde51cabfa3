import { eq } from 'drizzle-orm';
import { orders, type Database } from '@storefront/db';
import { inTransaction, valueOf } from '@storefront/server-kit';
import { orderDetailOf } from '../order-detail';
import { transitionOrder } from '../order-state-machine';
import type { PlacedOrder } from './placement-context';

/** A `placed` order whose payment is captured (or that had nothing to pay) becomes `paid`; one already settled is answered as it is. */
export async function settlePaid(db: Database, orderId: string, note: string): Promise<PlacedOrder> {
  return valueOf(
    await inTransaction(db, async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      const paid = order!.status === 'placed' ? valueOf(await transitionOrder(tx, order!, 'paid', note)) : order!;
      return { order: await orderDetailOf(tx, paid), created: true };
    }),
  );
}
