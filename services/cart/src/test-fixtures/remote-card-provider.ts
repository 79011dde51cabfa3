import { randomUUID } from 'node:crypto';
import { type CreateIntentInput, PaymentIntentStateError, type PaymentMethodInput, type PaymentProvider, type ProviderIntent, TestCardProvider } from '@storefront/payments';

/** How the provider misbehaves on its next calls. */
export interface ProviderFaults {
  /**
   * refuse: the bank refuses the capture (the hold stays, an error is thrown);
   * lose-answer: the capture happens, then the connection drops before the answer arrives;
   * down: the provider cannot be reached (nothing happens, an error is thrown)
   */
  capture?: 'refuse' | 'lose-answer' | 'down';
  cancel?: 'down';
  retrieve?: 'down';
}

export class ProviderUnreachable extends Error {
  constructor(call: string) {
    super(`payment provider unreachable during ${call}`);
  }
}

/**
 * A card provider that keeps its own state, as an outside party does (Stripe's intents live at
 * Stripe, not in our rows): what it says on `retrieve` is its ledger, whatever our row says. Cards
 * are judged like the built-in provider's. Its faults are switched on by tests, to drive the
 * placement workflow's compensations and the reconciliation job through real failures.
 */
export class RemoteCardProvider implements PaymentProvider {
  readonly faults: ProviderFaults = {};
  /** its ledger, by its own intent id */
  readonly intents = new Map<string, ProviderIntent>();
  readonly calls: string[] = [];
  private readonly cards = new TestCardProvider();

  constructor(readonly name = 'remote-test') {}

  async create(input: CreateIntentInput): Promise<ProviderIntent> {
    this.calls.push('create');
    return this.keep(await this.cards.create(input), `pi_remote_${randomUUID()}`);
  }

  async updateAmount(intent: ProviderIntent, amount: number): Promise<ProviderIntent> {
    this.calls.push('updateAmount');
    return this.keep(await this.cards.updateAmount(this.own(intent), amount));
  }

  async confirm(intent: ProviderIntent, method: PaymentMethodInput, now?: Date): Promise<ProviderIntent> {
    this.calls.push('confirm');
    return this.keep(await this.cards.confirm(this.own(intent), method, now));
  }

  async authenticate(intent: ProviderIntent, result: 'approve' | 'fail'): Promise<ProviderIntent> {
    this.calls.push('authenticate');
    return this.keep(await this.cards.authenticate(this.own(intent), result));
  }

  async capture(intent: ProviderIntent): Promise<ProviderIntent> {
    this.calls.push('capture');
    const fault = this.faults.capture;
    if (fault === 'down') throw new ProviderUnreachable('capture');
    if (fault === 'refuse') throw new PaymentIntentStateError('capture', this.own(intent).status);
    const captured = this.keep(await this.cards.capture(this.own(intent)));
    if (fault === 'lose-answer') throw new ProviderUnreachable('capture (answer lost)');
    return captured;
  }

  async cancel(intent: ProviderIntent): Promise<ProviderIntent> {
    this.calls.push('cancel');
    if (this.faults.cancel === 'down') throw new ProviderUnreachable('cancel');
    return this.keep(await this.cards.cancel(this.own(intent)));
  }

  async retrieve(intent: ProviderIntent): Promise<ProviderIntent> {
    this.calls.push('retrieve');
    if (this.faults.retrieve === 'down') throw new ProviderUnreachable('retrieve');
    return this.own(intent);
  }

  /** its own record of the intent named (never our row's copy) */
  private own(intent: ProviderIntent): ProviderIntent {
    const mine = intent.providerRef ? this.intents.get(intent.providerRef) : undefined;
    if (!mine) throw new Error(`no such intent at the provider: ${intent.providerRef}`);
    return mine;
  }

  private keep(intent: ProviderIntent, ref = intent.providerRef!): ProviderIntent {
    const kept = { ...intent, providerRef: ref };
    this.intents.set(ref, kept);
    return kept;
  }
}
