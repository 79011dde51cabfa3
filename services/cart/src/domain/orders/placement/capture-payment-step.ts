import { abortWith, WorkflowHalt, type WorkflowStep } from '@storefront/server-kit';
import { providerIntentOf, saveProviderIntent } from '../../../payments/payment-intent-records';
import { paymentProvider, type ProviderIntent } from '@storefront/payments';
import { CAPTURE_FAILED, type Placement } from './placement-context';

/**
 * Step 3, the point of no return: the held funds are captured, outside any transaction, keyed by
 * the order (a retried capture is one capture). When the capture call fails, the provider is asked
 * what happened: captured after all → go on; not captured → refused, and the steps before are
 * undone (stock, coupon, credit back, order canceled, hold released). When the provider does not
 * answer that either, nobody knows whether money moved: the workflow halts with the order
 * `placed`, and the reconciliation job settles it once the provider answers.
 */
export const capturePaymentStep: WorkflowStep<Placement> = {
  id: 'capture-payment',
  pivot: true,
  async run(p) {
    const intent = p.intent;
    if (!intent) return; // nothing to pay
    const provider = paymentProvider(intent.provider);
    let answer: ProviderIntent;
    try {
      answer = await provider.capture(providerIntentOf(intent), { idempotencyKey: `capture_${p.order!.id}` });
    } catch (error) {
      answer = await provider.retrieve(providerIntentOf(intent)).catch((unknown: unknown) => {
        throw new WorkflowHalt(`capture of ${intent.id} failed and its outcome is unknown`, { capture: error, retrieve: unknown });
      });
    }
    try {
      p.intent = await saveProviderIntent(p.db, intent.id, answer);
    } catch (error) {
      // what the provider did is not recorded: the reconciliation job asks it again
      throw new WorkflowHalt(`capture of ${intent.id} answered ${answer.status} but was not recorded`, error);
    }
    if (answer.status !== 'succeeded') abortWith(CAPTURE_FAILED);
  },
};
