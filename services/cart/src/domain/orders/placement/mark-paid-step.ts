import type { WorkflowStep } from '@storefront/server-kit';
import type { Placement } from './placement-context';
import { settlePaid } from './settle-paid';

/** Step 4 (after the point of no return: retried, never undone): the order is `paid`. */
export const markPaidStep: WorkflowStep<Placement> = {
  id: 'mark-paid',
  async run(p) {
    p.result = await settlePaid(p.db, p.order!.id, p.intent ? `payment ${p.intent.id} captured` : 'nothing to pay (coupon, store credit)');
  },
};
