import type { WorkflowStep } from '@storefront/server-kit';
import { releaseHold } from '../../../payments/release-hold';
import type { Placement } from './placement-context';

/**
 * Step 5, for an order with nothing to pay: an intent opened before the coupon and store credit
 * covered the total leaves no hold behind. Retried; if the provider keeps failing, the
 * reconciliation job releases it (`releaseStrayHolds`).
 */
export const releaseStrayHoldStep: WorkflowStep<Placement> = {
  id: 'release-stray-hold',
  async run(p) {
    if (p.strayIntent) await releaseHold(p.db, p.strayIntent.id);
  },
};
