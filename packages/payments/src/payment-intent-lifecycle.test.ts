import { describe, expect, it } from 'vitest';
import { PAYMENT_INTENT_STATUSES, TEST_CARDS, type PaymentIntentStatus } from '@storefront/contracts';
import { INTENT_TRANSITIONS, isAllowedTransition, type IntentAction } from './payment-intent-lifecycle';
import { PaymentIntentStateError, type ProviderIntent } from './payment-provider';
import { TestCardProvider } from './test-card-provider';

const provider = new TestCardProvider();
const NOW = new Date('2026-05-15T12:00:00Z');
const intentIn = (status: PaymentIntentStatus): ProviderIntent => ({
  providerRef: null,
  status,
  amount: 5000,
  currency: 'USD',
  paymentMethod: status === 'requires_capture' || status === 'requires_action' ? { brand: 'visa', last4: '4242', exp_month: 1, exp_year: 2030 } : null,
  lastError: null,
});
const card = (number: string) => ({ card: { number, exp_month: 12, exp_year: 2030, cvc: '123' } });

/** Each action, called on the test provider with an input that would succeed if the status allows it. */
const ACTIONS: Record<IntentAction, (i: ProviderIntent) => Promise<ProviderIntent>> = {
  update_amount: (i) => provider.updateAmount(i, 7000),
  confirm: (i) => provider.confirm(i, card(TEST_CARDS.success), NOW),
  authenticate: (i) => provider.authenticate(i, 'approve'),
  capture: (i) => provider.capture(i),
  cancel: (i) => provider.cancel(i),
};

describe('payment intent lifecycle: the table decides every action from every status', () => {
  const cases = (Object.keys(ACTIONS) as IntentAction[]).flatMap((action) => PAYMENT_INTENT_STATUSES.map((status) => [action, status] as const));

  it.each(cases)('%s from %s', async (action, status) => {
    const allowed = INTENT_TRANSITIONS[action].from.includes(status);
    const run = ACTIONS[action](intentIn(status));
    if (!allowed) {
      await expect(run).rejects.toBeInstanceOf(PaymentIntentStateError);
      return;
    }
    const after = await run;
    expect(isAllowedTransition(action, status, after.status)).toBe(true);
  });

  it('final statuses allow nothing', () => {
    for (const action of Object.keys(INTENT_TRANSITIONS) as IntentAction[]) {
      expect(INTENT_TRANSITIONS[action].from).not.toContain('succeeded');
      expect(INTENT_TRANSITIONS[action].from).not.toContain('canceled');
    }
  });
});

describe('the test card provider', () => {
  it('authorises the success card to requires_capture and captures it', async () => {
    const created = await provider.create({ amount: 5000, currency: 'USD', metadata: {}, idempotencyKey: 'x' });
    expect(created.status).toBe('requires_payment_method');
    const confirmed = await provider.confirm(created, card(TEST_CARDS.success), NOW);
    expect(confirmed).toMatchObject({ status: 'requires_capture', paymentMethod: { brand: 'visa', last4: '4242' }, lastError: null });
    expect((await provider.capture(confirmed)).status).toBe('succeeded');
  });

  it('a decline returns to requires_payment_method with the reason, and another card then succeeds', async () => {
    const created = await provider.create({ amount: 5000, currency: 'USD', metadata: {}, idempotencyKey: 'x' });
    const declined = await provider.confirm(created, card(TEST_CARDS.insufficientFunds), NOW);
    expect(declined).toMatchObject({
      status: 'requires_payment_method',
      paymentMethod: null,
      lastError: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    });
    const retried = await provider.confirm(declined, card(TEST_CARDS.success), NOW);
    expect(retried).toMatchObject({ status: 'requires_capture', lastError: null });
  });

  it('the authentication card waits in requires_action; approve authorises, fail asks for another card', async () => {
    const created = await provider.create({ amount: 5000, currency: 'USD', metadata: {}, idempotencyKey: 'x' });
    const pending = await provider.confirm(created, card(TEST_CARDS.authenticationRequired), NOW);
    expect(pending.status).toBe('requires_action');
    expect((await provider.authenticate(pending, 'approve')).status).toBe('requires_capture');
    const failed = await provider.authenticate(pending, 'fail');
    expect(failed).toMatchObject({ status: 'requires_payment_method', lastError: { code: 'authentication_failed' } });
  });

  it('a new amount during authentication asks for the card again', async () => {
    const pending = await provider.confirm(intentIn('requires_payment_method'), card(TEST_CARDS.authenticationRequired), NOW);
    const updated = await provider.updateAmount(pending, 9000);
    expect(updated).toMatchObject({ status: 'requires_payment_method', amount: 9000, paymentMethod: null });
  });

  it('refuses a saved payment method id (it takes card details only)', async () => {
    await expect(provider.confirm(intentIn('requires_payment_method'), { payment_method_id: 'pm_123' }, NOW)).rejects.toMatchObject({
      code: 'payment_method_unsupported',
    });
  });
});
