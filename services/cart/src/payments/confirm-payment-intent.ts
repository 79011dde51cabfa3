import type { PaymentIntentStatus } from '@storefront/contracts';
import type { Database } from '@storefront/db';
import { failed, type Outcome, type Problem, succeeded } from '@storefront/server-kit';
import type { CartOwner } from '../domain/cart-owner';
import { type IntentAction, PaymentIntentStateError, type PaymentMethodInput, paymentProvider, type PaymentProvider, type ProviderIntent, UnsupportedPaymentMethodError } from '@storefront/payments';
import { findOwnedIntent, providerIntentOf, saveProviderIntentIfUnchanged, type PaymentIntentRow } from './payment-intent-records';

export const NO_SUCH_PAYMENT: Problem = { kind: 'not_found', message: 'No such payment.' };

/** POST …/payment_intents/{id}/confirm.json: the shopper's card for the intent. */
export function confirmPaymentIntent(db: Database, owner: CartOwner, id: string, method: PaymentMethodInput, now?: Date): Promise<Outcome<PaymentIntentRow>> {
  return moveIntent(db, owner, id, 'confirm', (provider, intent) => provider.confirm(intent, method, now));
}

/** POST …/payment_intents/{id}/authenticate.json: the outcome of the extra authentication step. */
export function authenticatePaymentIntent(db: Database, owner: CartOwner, id: string, result: 'approve' | 'fail'): Promise<Outcome<PaymentIntentRow>> {
  return moveIntent(db, owner, id, 'authenticate', (provider, intent) => provider.authenticate(intent, result));
}

/** GET …/payment_intents/{id}.json: the owner's intent, as the provider reports it now (asked outside any transaction). */
export async function retrievePaymentIntent(db: Database, owner: CartOwner, id: string): Promise<Outcome<PaymentIntentRow>> {
  const row = await findOwnedIntent(db, owner, id);
  if (!row) return failed(NO_SUCH_PAYMENT);
  const latest = await paymentProvider(row.provider).retrieve(providerIntentOf(row));
  return succeeded(latest.status === row.status ? row : ((await saveProviderIntentIfUnchanged(db, row, latest)) ?? row));
}

/**
 * One provider call on the owner's intent, outside any transaction (ARCHITECTURE §3.12); the answer
 * is saved only if the intent did not move meanwhile, so of a double-clicked confirm one call wins
 * and the other meets the intent already moved (409), as a provider would answer it. The new state
 * is kept even when the card was declined; the decline is then answered as a problem (402 with the
 * card's reason, §8 shows it as is) — the intent waits for another card, and the cart is untouched.
 */
async function moveIntent(
  db: Database,
  owner: CartOwner,
  id: string,
  action: IntentAction,
  call: (provider: PaymentProvider, intent: ProviderIntent) => Promise<ProviderIntent>,
): Promise<Outcome<PaymentIntentRow>> {
  const row = await findOwnedIntent(db, owner, id);
  if (!row) return failed(NO_SUCH_PAYMENT);
  if (!row.cartOpen) return failed({ kind: 'conflict', code: 'cart_closed', message: 'This cart was already ordered or closed.' });
  let answer: ProviderIntent;
  try {
    answer = await call(paymentProvider(row.provider), providerIntentOf(row));
  } catch (error) {
    if (error instanceof PaymentIntentStateError) return failed({ kind: 'conflict', code: error.code, message: error.message });
    if (error instanceof UnsupportedPaymentMethodError) return failed({ kind: 'invalid', code: error.code, message: error.message });
    throw error;
  }
  const saved = await saveProviderIntentIfUnchanged(db, row, answer);
  if (!saved) {
    const moved = await findOwnedIntent(db, owner, id);
    const error = new PaymentIntentStateError(action, (moved?.status ?? row.status) as PaymentIntentStatus);
    return failed({ kind: 'conflict', code: error.code, message: error.message });
  }
  if (saved.status === 'requires_payment_method' && saved.lastError) {
    const { code, message } = saved.lastError;
    return failed({ kind: 'payment_failed', code, message });
  }
  return succeeded(saved);
}
