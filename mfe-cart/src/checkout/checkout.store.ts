import { createStore } from 'zustand/vanilla';
import type { CheckoutView, SavedAddress } from '@storefront/contracts';
import { withStore } from '@storefront/routing';
import { readFailure } from '@storefront/http';
import type { CheckoutActions, CheckoutDeps, CheckoutModel, CheckoutState, DeliveryForm } from './checkout-state';
import { settledMessages } from './checkout-messages';
import { createDeliveryActions, formFromCheckout } from './delivery-actions';
import { createPaymentActions } from './payment-actions';

const EMPTY_FORM: DeliveryForm = { email: '', name: '', line1: '', line2: '', city: '', region: '', postal_code: '', phone: '' };

/** The saved address the checkout ships to, when it is one of them (same fields). */
function matchingSaved(checkout: CheckoutView, saved: readonly SavedAddress[]): SavedAddress | undefined {
  const a = checkout.ship_address;
  if (!a) return undefined;
  return saved.find((s) => s.name === a.name && s.line1 === a.line1 && (s.line2 ?? null) === a.line2 && s.city === a.city && s.region === a.region && s.postal_code === a.postal_code);
}

/**
 * One store per mounted checkout. Delivery (contact, address, speed, credit) and payment are slices
 * over the same state; actions live outside components.
 */
export function createCheckoutModel(deps: CheckoutDeps): CheckoutModel {
  const store = createStore<CheckoutState>(() => ({
    status: 'loading',
    loadError: null,
    checkout: null,
    signedIn: false,
    savedAddresses: [],
    addressChoice: 'new',
    form: EMPTY_FORM,
    deliveryDirty: false,
    fieldErrors: {},
    deliveryError: null,
    optionsError: null,
    pending: null,
    pendingSpeed: null,
    card: { number: '', expiry: '', cvc: '' },
    cardErrors: {},
    payment: { step: 'idle', error: null, cause: null, challenge: null },
  }));
  const { setState } = store;
  // messages clear when their cause is fixed, whichever action fixed it
  store.subscribe((state) => {
    const settled = settledMessages(state);
    if (settled) setState(settled);
  });
  const toCart = () => deps.navigate(withStore('/cart', deps.storeCode));

  const delivery = createDeliveryActions(store, deps);
  const payment = createPaymentActions(store, deps, delivery);

  const actions: CheckoutActions = {
    ...delivery,
    ...payment,
    async load() {
      setState({ status: 'loading', loadError: null });
      let checkout: CheckoutView;
      try {
        checkout = await deps.api.getCheckout(deps.storeCode);
      } catch (err) {
        const failure = readFailure(err);
        // no cart with items in this store: nothing to check out
        if (failure.status === 404) return toCart();
        return setState({ status: 'error', loadError: failure.message });
      }
      if (checkout.cart.lines.length === 0) return toCart();
      // guests have no store credit balance (null), signed-in shoppers always have one
      const signedIn = checkout.store_credit_balance !== null;
      let savedAddresses: SavedAddress[] = [];
      if (signedIn) {
        // saved addresses are a shortcut: without them the form still works
        savedAddresses = await deps.api.savedAddresses().catch(() => []);
      }
      const saved = matchingSaved(checkout, savedAddresses);
      setState({
        status: 'ready',
        checkout,
        signedIn,
        savedAddresses,
        addressChoice: saved?.id ?? 'new',
        form: formFromCheckout(checkout),
        deliveryDirty: false,
      });
    },
  };

  return { store, actions };
}
