import type { WorkflowStep } from '@storefront/server-kit';
import { abortWith, inTransaction, valueOf } from '@storefront/server-kit';
import { findOwnedIntent } from '../../../payments/payment-intent-records';
import { releaseHold } from '../../../payments/release-hold';
import { lockCheckoutCart } from '../checkout-cart';
import { replayOf, whyNoCart } from './order-replay';
import type { Placement } from './placement-context';

/**
 * Step 1: notes the payment named when it is the shopper's, for the cart being checked out, and
 * authorised (its funds held). A key that already placed an order answers that order instead.
 * Compensation: the hold is released, since the order it was for is not placed (any later refusal
 * means the cart must change or be paid again: out of stock, the coupon used up, a capture refused).
 */
export const holdPaymentStep: WorkflowStep<Placement> = {
  id: 'hold-payment',
  async run(p) {
    const { input } = p;
    const replay = valueOf(
      await inTransaction(p.db, async (tx) => {
        // the cart's lock orders this after any placement of the same cart still in flight
        const cart = await lockCheckoutCart(tx, input.owner, input.store);
        const replay = await replayOf(tx, input);
        if (replay) return replay;
        if (!cart) abortWith(await whyNoCart(tx, input));
        // anything else wrong with the payment is refused by the reserve step, in the order the
        // checkout is judged (cart, then the payment), with nothing held to release
        const intent = input.paymentIntentId === null ? null : await findOwnedIntent(tx, input.owner, input.paymentIntentId);
        p.intent = intent && intent.cartId === cart.id && intent.status === 'requires_capture' ? intent : null;
        return null;
      }),
    );
    if (!replay) return;
    p.result = replay;
    return 'done';
  },
  async compensate(p) {
    if (p.intent) await releaseHold(p.db, p.intent.id);
  },
};
