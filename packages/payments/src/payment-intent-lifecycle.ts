import type { PaymentIntentStatus } from '@storefront/contracts';
import { PaymentIntentStateError } from './payment-provider';

export type IntentAction = 'update_amount' | 'confirm' | 'authenticate' | 'capture' | 'cancel';

/**
 * Every move a card PaymentIntent (manual capture) may make, in one table: for each action, the
 * statuses it may start from and the statuses it may end in. A decline is `confirm` ending back in
 * `requires_payment_method` (with the error), so the shopper can try another card.
 * `requires_confirmation` and `processing` belong to providers that confirm in two calls or settle
 * asynchronously; the test provider never enters them.
 */
export const INTENT_TRANSITIONS: Record<IntentAction, { from: readonly PaymentIntentStatus[]; to: readonly PaymentIntentStatus[] }> = {
  // a new amount invalidates an authentication begun for the old one
  update_amount: { from: ['requires_payment_method', 'requires_confirmation', 'requires_action'], to: ['requires_payment_method', 'requires_confirmation'] },
  confirm: { from: ['requires_payment_method', 'requires_confirmation'], to: ['requires_capture', 'requires_action', 'requires_payment_method', 'processing'] },
  authenticate: { from: ['requires_action'], to: ['requires_capture', 'requires_payment_method'] },
  capture: { from: ['requires_capture'], to: ['succeeded'] },
  cancel: { from: ['requires_payment_method', 'requires_confirmation', 'requires_action', 'requires_capture'], to: ['canceled'] },
};

/** Throws unless `action` may start from `status`. */
export function assertCanStart(action: IntentAction, status: PaymentIntentStatus): void {
  if (!INTENT_TRANSITIONS[action].from.includes(status)) throw new PaymentIntentStateError(action, status);
}

/** Whether `action` may take an intent from `from` to `to`. */
export function isAllowedTransition(action: IntentAction, from: PaymentIntentStatus, to: PaymentIntentStatus): boolean {
  const t = INTENT_TRANSITIONS[action];
  return t.from.includes(from) && t.to.includes(to);
}

/** Statuses an intent never leaves: a new attempt needs a new intent. */
export const FINAL_INTENT_STATUSES: readonly PaymentIntentStatus[] = ['succeeded', 'canceled'];
