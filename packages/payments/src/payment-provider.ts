import type { PaymentError, PaymentIntentStatus } from '@storefront/contracts';

export type Currency = 'USD' | 'CAD';

/** The card as we keep it: never the number or the CVC. */
export interface CardSummary {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

/** Raw card details: only the built-in test provider accepts them (offline, no real money). */
export interface CardDetails {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

/**
 * How the shopper pays: card details (test provider only), or the id of a payment method that a
 * real provider's browser SDK tokenised (Stripe Elements → `pm_…`), so card numbers never reach us.
 */
export type PaymentMethodInput = { card: CardDetails } | { payment_method_id: string };

/**
 * What a provider says about one intent. The cart mirrors it in `cart.payment_intents` after every
 * call; for the built-in test provider that row is the whole of its state.
 */
export interface ProviderIntent {
  /** the provider's own id (Stripe's `pi_…`); null for the test provider, whose id is ours */
  providerRef: string | null;
  status: PaymentIntentStatus;
  amount: number;
  currency: Currency;
  paymentMethod: CardSummary | null;
  lastError: PaymentError | null;
}

export interface CreateIntentInput {
  amount: number;
  currency: Currency;
  /** ours, echoed to the provider's dashboard: { cart_number, intent_id } */
  metadata: Record<string, string>;
  /** the provider's own idempotency key for the create call (our intent id) */
  idempotencyKey: string;
}

/**
 * One interface for every payment provider, modelled on a card PaymentIntent with manual capture:
 * create → confirm with a payment method → (extra authentication) → `requires_capture` (the
 * funds are held) → capture when the order is placed, or cancel to release the hold.
 * Statuses are exactly the contracts' `PAYMENT_INTENT_STATUSES`.
 *
 * Checkout only ever calls this interface, so Stripe, PayPal, Klarna or Sezzle plug in as one more
 * implementation plus a line in `provider-registry.ts`. A call the intent's state does not allow
 * throws `PaymentIntentStateError`; a decline is not an exception but an intent back in
 * `requires_payment_method` with `lastError` set, as card providers report it.
 */
export interface PaymentProvider {
  readonly name: string;
  create(input: CreateIntentInput): Promise<ProviderIntent>;
  /** a new amount before the card is authorised (the cart changed) */
  updateAmount(intent: ProviderIntent, amount: number): Promise<ProviderIntent>;
  confirm(intent: ProviderIntent, method: PaymentMethodInput, now?: Date): Promise<ProviderIntent>;
  /** the outcome of the extra authentication step (3-D Secure) of an intent in `requires_action` */
  authenticate(intent: ProviderIntent, result: 'approve' | 'fail'): Promise<ProviderIntent>;
  /** takes the held funds; `idempotencyKey` (the order's) makes a repeated capture one capture */
  capture(intent: ProviderIntent, options?: { idempotencyKey?: string }): Promise<ProviderIntent>;
  cancel(intent: ProviderIntent): Promise<ProviderIntent>;
  retrieve(intent: ProviderIntent): Promise<ProviderIntent>;
}

/** What the extra authentication step asks the payer (checkout and the quote page show it with Approve / Fail). */
export const AUTHENTICATION_PROMPT = 'Your bank asks you to confirm this payment.';

/** A call the intent's current status does not allow (Stripe's `payment_intent_unexpected_state`). */
export class PaymentIntentStateError extends Error {
  readonly code = 'payment_intent_unexpected_state';
  constructor(
    readonly action: string,
    readonly status: PaymentIntentStatus,
  ) {
    super(`This payment cannot be ${PAST_TENSE[action] ?? action} now (it is ${status.replace(/_/g, ' ')}).`);
  }
}

const PAST_TENSE: Record<string, string> = {
  update_amount: 'changed',
  confirm: 'confirmed',
  authenticate: 'authenticated',
  capture: 'captured',
  cancel: 'canceled',
};
