// The checkout's state, its actions' shapes and the selectors the screen reads: one module that the
// store, its two slices (delivery-actions, payment-actions) and the sections all import, so none of
// them imports another for a type (they used to import each other in a circle).
import type { StoreApi } from 'zustand/vanilla';
import type { CheckoutView, SavedAddress, ShippingSpeedCode } from '@storefront/contracts';
import type { StoreCode } from '@storefront/store-config';
import type { CartApi } from '../api';
import type { CardField, CardForm } from './card-details';

/** What the shopper types for contact and delivery; kept through a declined payment. */
export interface DeliveryForm {
  email: string;
  name: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postal_code: string;
  phone: string;
}
export type DeliveryField = keyof DeliveryForm;

export type PaymentStep = 'idle' | 'paying' | 'authenticating' | 'placing';

/** What a payment error points at, so it clears once that is fixed (checkout-messages.ts); null: only a new attempt clears it. */
export type PaymentErrorCause = 'delivery' | 'missing' | 'card' | 'declined' | null;

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
  payment: { step: PaymentStep; error: string | null; cause: PaymentErrorCause; challenge: string | null };
}

export interface DeliveryActions {
  editField(field: DeliveryField, value: string): void;
  /** a saved address id (sent at once) or 'new' (the form) */
  chooseAddress(choice: string): Promise<void>;
  /** validates the address, then saves contact and address on the checkout; false when refused */
  saveDelivery(): Promise<boolean>;
  /** whether the form holds what the checkout still lacks or edits it has not seen */
  needsDeliverySave(): boolean;
  chooseSpeed(code: ShippingSpeedCode): Promise<void>;
  setUseStoreCredit(use: boolean): Promise<void>;
}

export interface PaymentActions {
  editCard(field: CardField, value: string): void;
  /** Place order: save delivery if needed → intent → confirm → (authenticate) → place → thank-you */
  placeOrder(): Promise<void>;
  /** the answer to the test provider's challenge; closing the dialog (Escape) is a fail */
  authenticate(result: 'approve' | 'fail'): Promise<void>;
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

/** The checkout's total is 0: the server places it without a payment. */
export function nothingToPay(state: CheckoutState): boolean {
  return state.checkout?.summary.total.amount === 0;
}
