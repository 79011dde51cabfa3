import type { CheckoutView } from '@storefront/contracts';
import { Notice, Price, useStore } from '@storefront/ui';
import { formatMoney } from '@storefront/store-config';
import type { CheckoutActions, CheckoutState } from './checkout.store';

/** Shipping speed radios with their prices, and store credit when the shopper has a balance. */
export function ShippingOptions({ checkout, state, actions }: { checkout: CheckoutView; state: CheckoutState; actions: CheckoutActions }) {
  const store = useStore();
  const chosen = state.pendingSpeed ?? checkout.shipping_speed;
  const balance = checkout.store_credit_balance;
  return (
    <section className="cart-section" aria-labelledby="checkout-shipping" aria-busy={state.pending === 'speed' || state.pending === 'credit'}>
      <h2 id="checkout-shipping">Shipping</h2>
      <fieldset className="cart-choices">
        <legend>Shipping speed</legend>
        {checkout.shipping_speeds.map((s) => (
          <label key={s.code} className="cart-choice">
            <input
              type="radio"
              name="shipping-speed"
              value={s.code}
              checked={chosen === s.code}
              onChange={() => void actions.chooseSpeed(s.code)}
            />
            <span className="cart-choice__text">
              <span>{s.name}</span> <span className="cart-muted">{s.description}</span>
            </span>{' '}
            <span className="cart-choice__price">{s.price.amount === 0 ? 'Free' : <Price money={s.price} />}</span>
          </label>
        ))}
      </fieldset>
      {balance && balance.amount > 0 ? (
        <label className="cart-choice">
          <input type="checkbox" checked={checkout.use_store_credit} onChange={(e) => void actions.setUseStoreCredit(e.target.checked)} />
          <span>Use my store credit ({formatMoney(balance.amount, store.code)} available)</span>
        </label>
      ) : null}
      {state.optionsError ? <Notice tone="error">{state.optionsError}</Notice> : null}
    </section>
  );
}
