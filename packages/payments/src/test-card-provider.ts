import type { PaymentIntentStatus } from '@storefront/contracts';
import { assertCanStart, isAllowedTransition, type IntentAction } from './payment-intent-lifecycle';
import type { CreateIntentInput, PaymentMethodInput, PaymentProvider, ProviderIntent } from './payment-provider';
import { PaymentIntentStateError } from './payment-provider';
import { CARD_ERRORS, judgeCard, summarizeCard } from './test-cards';

/** A payment method the provider cannot take (422, not a decline). */
export class UnsupportedPaymentMethodError extends Error {
  readonly code = 'payment_method_unsupported';
}

/**
 * The built-in provider: a card PaymentIntent with manual capture that runs offline. It keeps no
 * state of its own: the cart's `payment_intents` row (handed in, written back by the caller in
 * the same transaction) is all of it, so it works the same embedded, split or on several instances.
 * Cards are judged by `judgeCard` (the contracts' TEST_CARDS); no money moves.
 */
export class TestCardProvider implements PaymentProvider {
  readonly name = 'test';

  async create(input: CreateIntentInput): Promise<ProviderIntent> {
    return { providerRef: null, status: 'requires_payment_method', amount: input.amount, currency: input.currency, paymentMethod: null, lastError: null };
  }

  async updateAmount(intent: ProviderIntent, amount: number): Promise<ProviderIntent> {
    assertCanStart('update_amount', intent.status);
    // an authentication begun for the old amount no longer counts: the card is confirmed again
    const status = intent.status === 'requires_action' ? 'requires_payment_method' : intent.status;
    return move(intent, 'update_amount', status, { amount, ...(status === 'requires_payment_method' ? { paymentMethod: null } : {}) });
  }

  async confirm(intent: ProviderIntent, method: PaymentMethodInput, now = new Date()): Promise<ProviderIntent> {
    assertCanStart('confirm', intent.status);
    if (!('card' in method)) throw new UnsupportedPaymentMethodError('The test payment provider takes card details, not a saved payment method.');
    const verdict = judgeCard(method.card, now);
    switch (verdict.kind) {
      case 'authorised':
        return move(intent, 'confirm', 'requires_capture', { paymentMethod: summarizeCard(method.card), lastError: null });
      case 'authentication_required':
        return move(intent, 'confirm', 'requires_action', { paymentMethod: summarizeCard(method.card), lastError: null });
      case 'declined':
        // as card providers do: the intent waits for another card, the reason kept for the shopper
        return move(intent, 'confirm', 'requires_payment_method', { paymentMethod: null, lastError: verdict.error });
    }
  }

  async authenticate(intent: ProviderIntent, result: 'approve' | 'fail'): Promise<ProviderIntent> {
    assertCanStart('authenticate', intent.status);
    return result === 'approve'
      ? move(intent, 'authenticate', 'requires_capture', { lastError: null })
      : move(intent, 'authenticate', 'requires_payment_method', { paymentMethod: null, lastError: CARD_ERRORS.authentication_failed });
  }

  async capture(intent: ProviderIntent): Promise<ProviderIntent> {
    assertCanStart('capture', intent.status);
    return move(intent, 'capture', 'succeeded', {});
  }

  async cancel(intent: ProviderIntent): Promise<ProviderIntent> {
    assertCanStart('cancel', intent.status);
    return move(intent, 'cancel', 'canceled', {});
  }

  async retrieve(intent: ProviderIntent): Promise<ProviderIntent> {
    return intent;
  }
}

/** Every status change goes through the lifecycle table. */
function move(intent: ProviderIntent, action: IntentAction, to: PaymentIntentStatus, patch: Partial<ProviderIntent>): ProviderIntent {
  if (!isAllowedTransition(action, intent.status, to)) throw new PaymentIntentStateError(action, intent.status);
  return { ...intent, ...patch, status: to };
}
