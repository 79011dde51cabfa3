import type { FormEvent } from 'react';
import type { SavedAddress } from '@storefront/contracts';
import { Notice, Spinner, TextField } from '@storefront/ui';
import { AddressFields } from './address-fields';
import type { CheckoutActions, CheckoutState } from './checkout-state';

const addressLine = (a: SavedAddress) => [a.name, a.line1, a.line2, `${a.city}, ${a.region} ${a.postal_code}`].filter(Boolean).join(', ');

/** Contact (guests) and the shipping address: a saved one for signed-in shoppers, or the form. */
export function DeliverySection({ state, actions }: { state: CheckoutState; actions: CheckoutActions }) {
  const { checkout, signedIn, savedAddresses, addressChoice, form, fieldErrors, pending } = state;
  const showEmail = !signedIn || (checkout?.missing.includes('email') ?? false);
  const saving = pending === 'delivery';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void actions.saveDelivery();
  };

  return (
    <form className="cart-section" aria-labelledby="checkout-delivery" onSubmit={submit} noValidate aria-busy={saving}>
      <h2 id="checkout-delivery">{showEmail ? 'Contact and delivery' : 'Delivery'}</h2>
      {showEmail ? (
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          hint="For your order confirmation."
          value={form.email}
          error={fieldErrors.email}
          onValue={(v) => actions.editField('email', v)}
        />
      ) : null}
      {savedAddresses.length > 0 ? (
        <fieldset className="cart-choices">
          <legend>Ship to</legend>
          {savedAddresses.map((a) => (
            <label key={a.id} className="cart-choice">
              <input type="radio" name="ship-to" value={a.id} checked={addressChoice === a.id} onChange={() => void actions.chooseAddress(a.id)} />
              <span>{addressLine(a)}</span>
            </label>
          ))}
          <label className="cart-choice">
            <input type="radio" name="ship-to" value="new" checked={addressChoice === 'new'} onChange={() => void actions.chooseAddress('new')} />
            <span>A new address</span>
          </label>
        </fieldset>
      ) : null}
      {addressChoice === 'new' ? <AddressFields form={form} errors={fieldErrors} onEdit={actions.editField} /> : null}
      {state.deliveryError ? <Notice tone="error">{state.deliveryError}</Notice> : null}
      {addressChoice === 'new' || showEmail ? (
        <div className="cart-actions">
          <button type="submit" className="sf-button" disabled={saving}>
            {addressChoice === 'new' ? 'Use this address' : 'Save email'}
          </button>
          {saving ? <Spinner label="Saving your details" /> : null}
        </div>
      ) : saving ? (
        <Spinner label="Saving your details" />
      ) : null}
    </form>
  );
}
