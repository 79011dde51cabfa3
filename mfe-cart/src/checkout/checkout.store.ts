import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CheckoutView, SavedAddress } from '@storefront/contracts';
import { withStore } from '@storefront/routing';
import type { StoreCode } from '@storefront/store-config';
import type { CartApi } from '../api';
import { readFailure } from '@storefront/http';
import type { CardForm, CardField } from './card-details';
import { createDeliveryActions, formFromCheckout, type DeliveryActions, type DeliveryField, type DeliveryForm } from './delivery-actions';
import { createPaymentActions, type PaymentActions } from './payment-actions';

export type PaymentStep = 'idle' | 'paying' | 'authenticating' | 'placing';

export interface CheckoutState {
  status: 'loading' | 'ready' | 'error';
  loadError: string | null;
  checkout: CheckoutView | null;
  signedIn: boolean;
  savedAddresses: SavedAddress[];
  /** 'new' (the form) or the id of the saved address the checkout uses */
  addressChoice: string;
  form: DeliveryForm;
  /** the form has edits the server has not seen */
  deliveryDirty: boolean;
  fieldErrors: Partial<Record<DeliveryField, string>>;
  deliveryError: string | null;
  /** a shipping speed or store credit change that failed */
  optionsError: string | null;
  /** what is being saved; repeat submits are ignored meanwhile */
  pending: 'delivery' | 'speed' | 'credit' | null;
  /** the speed being saved, shown checked while it is */
  pendingSpeed: string | null;
  card: CardForm;
  cardErrors: Partial<Record<CardField, string>>;
  payment: { step: PaymentStep; error: string | null; challenge: string | null };
}

export interface CheckoutActions extends DeliveryActions, PaymentActions {
  load(): Promise<void>;
}

export interface CheckoutModel {
  store: StoreApi<CheckoutState>;
  actions: CheckoutActions;
}

export interface CheckoutDeps {
  api: CartApi;
  storeCode: StoreCode;
  navigate(url: string): void;
  /** a fresh idempotency key per placement attempt */
  newKey(): string;
  now(): Date;
}

export type CheckoutStore = StoreApi<CheckoutState>;

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
    payment: { step: 'idle', error: null, challenge: null },
  }));
  const { setState } = store;
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
