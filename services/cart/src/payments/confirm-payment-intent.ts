import type { Database } from '@storefront/db';
import { abortWith, failed, inTransaction, type CartOutcome, type CartProblem } from '../domain/cart-outcome';
import type { CartOwner } from '../domain/cart-owner';
import { findOwnedIntent, providerIntentOf, saveProviderIntent, type PaymentIntentRow } from './payment-intent-records';
import { PaymentIntentStateError, type PaymentMethodInput, type PaymentProvider, type ProviderIntent } from './payment-provider';
import { paymentProvider } from './provider-registry';
import { UnsupportedPaymentMethodError } from './test-card-provider';

export const NO_SUCH_PAYMENT: CartProblem = { kind: 'not_found', message: 'No such payment.' };

/** POST …/payment_intents/{id}/confirm.json: the shopper's card for the intent. */
export function confirmPaymentIntent(db: Database, owner: CartOwner, id: string, method: PaymentMethodInput, now?: Date): Promise<CartOutcome<PaymentIntentRow>> {
  return moveIntent(db, owner, id, (provider, intent) => provider.confirm(intent, method, now));
}

/** POST …/payment_intents/{id}/authenticate.json: the outcome of the extra authentication step. */
export function authenticatePaymentIntent(db: Database, owner: CartOwner, id: string, result: 'approve' | 'fail'): Promise<CartOutcome<PaymentIntentRow>> {
  return moveIntent(db, owner, id, (provider, intent) => provider.authenticate(intent, result));
}

/** GET …/payment_intents/{id}.json: the owner's intent, as the provider reports it now. */
export async function retrievePaymentIntent(db: Database, owner: CartOwner, id: string): Promise<CartOutcome<PaymentIntentRow>> {
  return inTransaction(db, async (tx) => {
    const row = await findOwnedIntent(tx, owner, id);
    if (!row) abortWith(NO_SUCH_PAYMENT);
    const latest = await paymentProvider(row.provider).retrieve(providerIntentOf(row));
    return latest.status === row.status ? row : saveProviderIntent(tx, row.id, latest);
  });
}

/**
 * One provider call on the owner's intent, the row locked meanwhile (a double-clicked confirm runs
 * once, then meets the intent already authorised). The new state is kept even when the card was
 * declined; the decline is then answered as a problem (402 with the card's reason, §8 shows it as
 * is) — the intent waits for another card, and the cart is untouched.
 */
async function moveIntent(
  db: Database,
  owner: CartOwner,
  id: string,
  call: (provider: PaymentProvider, intent: ProviderIntent) => Promise<ProviderIntent>,
): Promise<CartOutcome<PaymentIntentRow>> {
  const outcome = await inTransaction(db, async (tx) => {
    const row = await findOwnedIntent(tx, owner, id, true);
    if (!row) abortWith(NO_SUCH_PAYMENT);
    if (!row.cartOpen) abortWith({ kind: 'conflict', code: 'cart_closed', message: 'This cart was already ordered or closed.' });
    const provider = paymentProvider(row.provider);
    try {
      return await saveProviderIntent(tx, row.id, await call(provider, providerIntentOf(row)));
    } catch (error) {
      if (error instanceof PaymentIntentStateError) abortWith({ kind: 'conflict', code: error.code, message: error.message });
      if (error instanceof UnsupportedPaymentMethodError) abortWith({ kind: 'invalid', code: error.code, message: error.message });
      throw error;
    }
  });
  if (outcome.ok && outcome.value.status === 'requires_payment_method' && outcome.value.lastError) {
    const { code, message } = outcome.value.lastError;
    return failed({ kind: 'payment_failed', code, message });
  }
  return outcome;
}
