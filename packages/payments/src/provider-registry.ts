import type { PaymentProvider } from './payment-provider';
import { TestCardProvider } from './test-card-provider';

/**
 * The payment providers the cart can use, by name; the service's configuration picks the one new
 * intents are created with, and an existing intent is always handled by the provider that created
 * it (its row's `provider`), so switching providers never strands an open payment.
 *
 * Only `test` exists. Stripe would plug in as `stripe: () => new StripeProvider(new Stripe(key))`,
 * a class implementing `PaymentProvider` with the official `stripe` SDK:
 *   create        → paymentIntents.create({ amount, currency, capture_method: 'manual', metadata },
 *                   { idempotencyKey }) — the client secret goes to the browser
 *   confirm       → the browser confirms with Stripe.js / Elements (the card is tokenised there and
 *                   never reaches us); the server receives `payment_method_id` and calls
 *                   paymentIntents.confirm(ref, { payment_method }) or just retrieves
 *   authenticate  → 3-D Secure runs in the browser (stripe.handleNextAction); the server retrieves
 *   capture / cancel / retrieve / updateAmount → the matching paymentIntents calls
 * mapping Stripe's `last_payment_error` to ours. PayPal, Klarna and Sezzle map their
 * authorise/capture orders onto the same statuses.
 */
export const PAYMENT_PROVIDERS = {
  test: () => new TestCardProvider(),
} satisfies Record<string, () => PaymentProvider>;

/** a built-in provider, or one plugged in with `registerPaymentProvider` */
export type PaymentProviderName = keyof typeof PAYMENT_PROVIDERS | (string & {});

const instances = new Map<string, PaymentProvider>();

/** The provider of that name (one instance each; providers hold no per-request state). */
export function paymentProvider(name: string): PaymentProvider {
  let provider = instances.get(name);
  if (provider) return provider;
  const make = PAYMENT_PROVIDERS[name as keyof typeof PAYMENT_PROVIDERS];
  if (!make) throw new Error(`unknown payment provider ${name}`);
  instances.set(name, (provider = make()));
  return provider;
}

/**
 * Plugs in a provider built elsewhere, under a name of its own (a provider configured with its
 * keys at start-up; in tests, one that fails on purpose). Its intents are handled by it for good.
 */
export function registerPaymentProvider(provider: PaymentProvider): void {
  if (PAYMENT_PROVIDERS[provider.name as keyof typeof PAYMENT_PROVIDERS]) throw new Error(`payment provider ${provider.name} is built in`);
  instances.set(provider.name, provider);
}
