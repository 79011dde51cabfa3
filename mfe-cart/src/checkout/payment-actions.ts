import type { PaymentIntent } from '@storefront/contracts';
import { withStore } from '@storefront/routing';
import { outcomeUnknown, readFailure } from '@storefront/http';
import { announceCartChanged } from '@storefront/ui';
import { readCard } from './card-details';
import { CHECK_CARD, CHECK_DELIVERY, missingMessage } from './checkout-messages';
import { nothingToPay, type CheckoutDeps, type CheckoutStore, type DeliveryActions, type PaymentActions } from './checkout-state';

/**
 * An authorised intent waiting to become an order, and the idempotency key of that placement. Kept
 * while the outcome of placing is unknown (no answer, 5xx), so a retry sends the same key and the
 * server answers the order it may already have placed instead of placing a second one.
 */
interface Placement {
  /** null: nothing to pay */
  intentId: string | null;
  key: string;
}

export function createPaymentActions(store: CheckoutStore, deps: CheckoutDeps, delivery: DeliveryActions): PaymentActions {
  const { getState, setState } = store;
  let placement: Placement | null = null;
  let challenged: string | null = null;

  type Payment = ReturnType<typeof getState>['payment'];
  // a new error says what it is about, or nothing (cleared only by the next attempt)
  const setPayment = (patch: Partial<Payment>) =>
    setState({ payment: { ...getState().payment, ...('error' in patch && !('cause' in patch) ? { cause: null } : {}), ...patch } });

  /** A refusal by the card: its reason, and only the card number is cleared. */
  const declined = (message: string) => {
    placement = null;
    challenged = null;
    setState({ card: { ...getState().card, number: '' }, payment: { step: 'idle', error: message, cause: 'declined', challenge: null } });
  };

  const declineMessage = (intent: PaymentIntent) => intent.last_payment_error?.message ?? 'Your card was declined.';

  /** A failure of any step: 402 is the card's refusal, anything else the server's message. */
  const failed = (err: unknown) => {
    const failure = readFailure(err);
    if (failure.status === 402) return declined(failure.message);
    challenged = null;
    setPayment({ step: 'idle', error: failure.message, challenge: null });
  };

  const place = async (p: Placement) => {
    placement = p;
    setPayment({ step: 'placing', error: null, challenge: null });
    try {
      const order = await deps.api.placeOrder(deps.storeCode, p.intentId, p.key);
      placement = null;
      announceCartChanged();
      // stays 'placing' (buttons disabled) until the thank-you page replaces this screen
      deps.navigate(withStore(`/checkout/thank-you/${encodeURIComponent(order.number)}`, deps.storeCode));
    } catch (err) {
      const failure = readFailure(err);
      if (outcomeUnknown(failure)) {
        setPayment({ step: 'idle', error: `We could not confirm your order: ${failure.message} Please try again; you will not be charged twice.` });
        return;
      }
      // a definite refusal: this placement is over (the server released the payment hold)
      placement = null;
      if (failure.status === 402) return declined(failure.message);
      setPayment({ step: 'idle', error: failure.message });
      // stock or prices may have changed under the shopper: show the checkout as it is now
      deps.api.getCheckout(deps.storeCode).then((checkout) => setState({ checkout }), () => undefined);
    }
  };

  /** After confirm or authenticate: place, challenge, or report the decline. */
  const follow = async (intent: PaymentIntent) => {
    if (intent.status === 'requires_capture' || intent.status === 'succeeded') return place({ intentId: intent.id, key: deps.newKey() });
    if (intent.status === 'requires_action') {
      challenged = intent.id;
      return setPayment({ step: 'authenticating', challenge: intent.next_action?.message ?? 'Your bank asks you to approve this payment.' });
    }
    declined(declineMessage(intent));
  };

  return {
    editCard(field, value) {
      const { card, cardErrors } = getState();
      setState({ card: { ...card, [field]: value }, cardErrors: { ...cardErrors, [field]: undefined } });
    },

    async placeOrder() {
      if (getState().payment.step !== 'idle' || getState().pending) return;
      setPayment({ step: 'paying', error: null });

      // a placement whose outcome we never learnt: send it again, same key, same intent
      if (placement) return place(placement);

      if (delivery.needsDeliverySave() && !(await delivery.saveDelivery())) {
        return setPayment({ step: 'idle', error: CHECK_DELIVERY, cause: 'delivery' });
      }
      const missing = missingMessage(getState().checkout?.missing ?? []);
      if (missing) return setPayment({ step: 'idle', error: missing, cause: 'missing' });
      // coupon and store credit cover it all: no card, the order is placed as is
      if (nothingToPay(getState())) return place({ intentId: null, key: deps.newKey() });
      const read = readCard(getState().card, deps.now());
      if (!read.card) {
        setState({ cardErrors: read.errors });
        return setPayment({ step: 'idle', error: CHECK_CARD, cause: 'card' });
      }
      try {
        const created = await deps.api.createPaymentIntent(deps.storeCode);
        await follow(await deps.api.confirmPaymentIntent(created.id, read.card));
      } catch (err) {
        failed(err);
      }
    },

    async authenticate(result) {
      const intentId = challenged;
      if (!intentId || getState().payment.step !== 'authenticating') return;
      challenged = null;
      setPayment({ step: 'paying', challenge: null });
      try {
        await follow(await deps.api.authenticatePaymentIntent(intentId, result));
      } catch (err) {
        failed(err);
      }
    },
  };
}
