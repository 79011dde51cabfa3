// The checkout's messages and the rule that clears each one once its cause is fixed. A message
// left standing after the shopper fixed what it points at ("Check your contact and delivery
// details above." beside Place order after the address was saved) reads as a new problem.
import type { CheckoutView } from '@storefront/contracts';
import type { CheckoutState } from './checkout-state';

export const CHECK_HIGHLIGHTED = 'Please check the highlighted fields.';
export const CHECK_DELIVERY = 'Check your contact and delivery details above.';
export const CHECK_CARD = 'Check your card details.';

const MISSING_TEXT = { email: 'your email address', ship_address: 'a shipping address', shipping_speed: 'a shipping speed' } as const;

/** "Before paying, add a shipping address, a shipping speed."; null when nothing is missing. */
export function missingMessage(missing: CheckoutView['missing']): string | null {
  return missing.length === 0 ? null : `Before paying, add ${missing.map((m) => MISSING_TEXT[m]).join(', ')}.`;
}

const noErrors = (errors: Record<string, string | undefined>) => Object.values(errors).every((e) => !e);

/**
 * What in `state` no longer applies, cleared; the missing-details message brought up to date with
 * what is still missing. Null when every message still stands. The checkout store runs it after
 * every change, so no action has to remember which messages its change fixes.
 */
export function settledMessages(state: CheckoutState): Partial<CheckoutState> | null {
  const patch: Partial<CheckoutState> = {};
  const fieldsFine = noErrors(state.fieldErrors);
  // every highlighted field was edited since
  if (state.deliveryError === CHECK_HIGHLIGHTED && fieldsFine) patch.deliveryError = null;
  const deliveryError = 'deliveryError' in patch ? patch.deliveryError : state.deliveryError;

  const { payment } = state;
  let error = payment.error;
  switch (payment.cause) {
    case 'delivery':
      // the address was saved (or chosen), or every field it pointed at was edited
      if (fieldsFine && !deliveryError) error = null;
      break;
    case 'missing':
      error = missingMessage(state.checkout?.missing ?? []);
      break;
    case 'card':
      if (noErrors(state.cardErrors)) error = null;
      break;
    case 'declined':
      // the declined number was cleared; typing another card is the fix
      if (state.card.number !== '') error = null;
      break;
    default:
      break;
  }
  if (error !== payment.error) patch.payment = { ...payment, error, cause: error === null ? null : payment.cause };
  return Object.keys(patch).length > 0 ? patch : null;
}
