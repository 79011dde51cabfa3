import type { WorkflowStep } from '@storefront/server-kit';
import { eq } from 'drizzle-orm';
import { orders } from '@storefront/db';
import { inTransaction, valueOf } from '../../cart-outcome';
import { orderDetailOf } from '../order-detail';
import { transitionOrder } from '../order-state-machine';
import type { Placement } from './placement-context';

/** Step 4 (after the point of no return: retried, never undone): the order is `paid`. */
export const markPaidStep: WorkflowStep<Placement> = {
  id: 'mark-paid',
  async run(p) {
    const order = p.order!;
    const note = p.intent ? `payment ${p.intent.id} captured` : 'nothing to pay (coupon, store credit)';
    p.result = valueOf(
      await inTransaction(p.db, async (tx) => {
        const [now] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
        // the reconciliation job may have settled it meanwhile
        const paid = now!.status === 'placed' ? valueOf(await transitionOrder(tx, now!, 'paid', note)) : now!;
        return { order: await orderDetailOf(tx, paid), created: true };
      }),
    );
  },
};
