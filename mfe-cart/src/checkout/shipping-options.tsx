import type { CheckoutView } from '@storefront/contracts';
import { Notice, Price, useShop } from '@storefront/ui';
import { formatMoney } from '@storefront/store-config';
import type { CartApi } from '../api';
import type { CheckoutActions, CheckoutState } from './checkout-state';
import { arrivalDay, useSpeedArrivals } from './speed-arrival-dates';
import { allDigital } from '../digital/digital-lines';

/**
 * Shipping speed radios with their prices, and store credit when the shopper has a balance. A cart
 * of digital assets alone ships nothing: the service offers one free "Digital delivery", already
 * chosen, and the section says why the address is still asked for.
 */
export function ShippingOptions({ api, checkout, state, actions }: { api: CartApi; checkout: CheckoutView; state: CheckoutState; actions: CheckoutActions }) {
  const store = useShop();
  // the dates follow the ship address (the server reads it as the destination)
  const { speeds: arrivals, destination } = useSpeedArrivals(api, store.code, JSON.stringify(checkout.ship_address));
  const anyDate = Object.keys(arrivals).length > 0;
  const chosen = state.pendingSpeed ?? checkout.shipping_speed;
  const balance = checkout.store_credit_balance;
  const nothingShips = allDigital(checkout.cart.lines);
  return (
    <section className="cart-section" aria-labelledby="checkout-shipping" aria-busy={state.pending === 'speed' || state.pending === 'credit'}>
      <h2 id="checkout-shipping">{nothingShips ? 'Delivery' : 'Shipping'}</h2>
      {nothingShips ? <p className="cart-muted">Nothing in your order ships: your files are ready to download once you have paid. Your address is used for tax only.</p> : null}
      <fieldset className="cart-choices">
        <legend>{nothingShips ? 'Delivery method' : 'Shipping speed'}</legend>
        {checkout.shipping_speeds.map((s) => (
          <label key={s.code} className="cart-choice">
            <input
              type="radio"
              name="shipping-speed"
              value={s.code}
              checked={chosen === s.code}
              // another save is in flight (address, credit): a choice now would be dropped, so say so
              disabled={state.pending !== null && state.pending !== 'speed'}
              onChange={() => void actions.chooseSpeed(s.code)}
            />
            <span className="cart-choice__text">
              <span>{s.name}</span> <span className="cart-muted">{s.description}</span>
            </span>{' '}
            <span className="cart-choice__price">{s.price.amount === 0 ? 'Free' : <Price money={s.price} />}</span>
            {arrivals[s.code] ? (
              <>
                {' '}
                <span className="cart-choice__arrival cart-muted">Arrives {arrivalDay(arrivals[s.code]!.delivery_day, store.locale)}</span>
              </>
            ) : null}
          </label>
        ))}
        {/* dates for the store's default or the deliver-to code are not the shopper's own until the address says so */}
        {anyDate && destination.source !== 'ship_address' ? (
          <p className="cart-muted cart-choices__note">
            {`Dates to ${destination.postal_code}${destination.source === 'store_default' ? ` (the store's default)` : ''}: yours follow once your address is saved.`}
          </p>
        ) : null}
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
