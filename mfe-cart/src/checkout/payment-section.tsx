import type { FormEvent } from 'react';
import { TEST_CARDS } from '@storefront/contracts';
import { fieldBinder, Notice, Spinner, TextField } from '@storefront/ui';
import { nothingToPay, type CheckoutActions, type CheckoutState } from './checkout-state';

const TEST_CARD_LABELS: Record<keyof typeof TEST_CARDS, string> = {
  success: 'Succeeds',
  declined: 'Declined',
  insufficientFunds: 'Declined: insufficient funds',
  authenticationRequired: 'Asks for authentication',
};

const STEP_LABELS = { paying: 'Processing your payment', authenticating: 'Waiting for authentication', placing: 'Placing your order' } as const;

/** Card details for the built-in test provider, the test card list, and Place order. */
export function PaymentSection({ state, actions }: { state: CheckoutState; actions: CheckoutActions }) {
  const { card, cardErrors, payment } = state;
  const busy = payment.step !== 'idle' || state.pending !== null;
  const free = nothingToPay(state);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void actions.placeOrder();
  };
  const cardField = fieldBinder(card, cardErrors, actions.editCard);

  return (
    <form className="cart-section" aria-labelledby="checkout-payment" onSubmit={submit} noValidate aria-busy={payment.step !== 'idle'}>
      <h2 id="checkout-payment">Payment</h2>
      {free ? (
        <p className="cart-muted">Nothing to pay: your coupon and store credit cover this order.</p>
      ) : (
        <>
          <TextField label="Card number" inputMode="numeric" autoComplete="cc-number" {...cardField('number')} />
          <div className="cart-row">
            <TextField label="Expiry (MM/YY)" inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" {...cardField('expiry')} />
            <TextField label="CVC" inputMode="numeric" autoComplete="cc-csc" {...cardField('cvc')} />
          </div>
          <details className="cart-test-cards">
            <summary>Test cards</summary>
            <p>This store takes test payments only. Use any future expiry date and any 3 digit CVC.</p>
            <ul>
              {(Object.keys(TEST_CARDS) as (keyof typeof TEST_CARDS)[]).map((k) => (
                <li key={k}>
                  <code>{TEST_CARDS[k]}</code> {TEST_CARD_LABELS[k]}
                </li>
              ))}
            </ul>
          </details>
        </>
      )}
      {payment.error ? <Notice tone="error">{payment.error}</Notice> : null}
      <div className="cart-actions">
        <button type="submit" className="sf-button sf-button--primary cart-place" disabled={busy}>
          Place order
        </button>
        {payment.step !== 'idle' && payment.step !== 'authenticating' ? <Spinner label={STEP_LABELS[payment.step]} visibleLabel /> : null}
      </div>
    </form>
  );
}
