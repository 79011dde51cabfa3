import { and, eq, sql } from 'drizzle-orm';
import type { PublicQuote } from '@storefront/contracts';
import { crafterQuotePayments } from '@storefront/db';
import { paymentProvider, type ProviderIntent } from '@storefront/payments';
import { abortWith, asOutcome, inTransaction, valueOf, type Outcome } from '@storefront/server-kit';
import { findQuoteRowByTokenHash } from '../quotes/quote-rows';
import { hashQuoteToken } from '../quotes/quote-token';
import { captureAndCheck, failIfPending, QUOTE_LINK_NOT_VALID, readPublicQuote, record, saveIntent, type PayDeps, type QuotePart } from './pay-quote-part';
import { awaitsAuthentication } from './payment-windows';

const NOT_WAITING = { kind: 'conflict', code: 'payment_not_awaiting_authentication', message: 'This payment is no longer waiting for your bank\'s check. Reload the page to see where it stands.' } as const;

/**
 * The customer's answer to their bank's check on a deposit or balance attempt (the page's
 * `authentication`): approve → the provider authorises, the funds are taken and recorded (a deposit
 * accepts the quote); fail → the attempt ends as a decline and the part can be paid again.
 * The provider is called with no transaction open. Two answers at once: the first to write its
 * intent over the waiting one wins (a conditional update), the other is told where the payment stands.
 * An answer repeated after it took effect gets the same result again.
 */
export function authenticateQuotePayment(deps: PayDeps, token: string, paymentId: string, result: 'approve' | 'fail'): Promise<Outcome<PublicQuote>> {
  return asOutcome(async () => {
    const quote = await findQuoteRowByTokenHash(deps.db, hashQuoteToken(token));
    if (!quote) abortWith(QUOTE_LINK_NOT_VALID);
    const [payment] = await deps.db
      .select()
      .from(crafterQuotePayments)
      .where(and(eq(crafterQuotePayments.id, paymentId), eq(crafterQuotePayments.quoteId, quote.id)));
    if (!payment) abortWith({ kind: 'not_found', code: 'payment_not_found', message: 'There is no such payment on this quote.' });
    // the answer again, after it took effect: what it came to
    if (payment.status === 'succeeded') return valueOf(await readPublicQuote(deps.db, token, deps.now()));
    if (payment.status === 'failed') abortWith({ kind: 'payment_failed', code: 'card_declined', message: payment.error ?? 'The card was declined.' });
    if (!awaitsAuthentication(payment, deps.now())) abortWith(NOT_WAITING);

    const provider = paymentProvider(payment.provider);
    const answered = await provider.authenticate(payment.intent as unknown as ProviderIntent, result);
    const [mine] = await deps.db
      .update(crafterQuotePayments)
      .set({ intent: { ...answered } })
      .where(and(eq(crafterQuotePayments.id, payment.id), eq(crafterQuotePayments.status, 'pending'), sql`${crafterQuotePayments.intent}->>'status' = 'requires_action'`))
      .returning({ id: crafterQuotePayments.id });
    // another answer got there first
    if (!mine) abortWith(NOT_WAITING);

    const keep = (i: ProviderIntent) => saveIntent(deps.db, payment.id, i).then(() => i);
    let declined: string | null = null;
    try {
      const taken = await captureAndCheck(provider, answered, payment.id, keep, (message) => (declined = message));
      valueOf(await inTransaction(deps.db, (tx) => record(tx, payment, taken, payment.part as QuotePart, deps.now())));
    } catch (error) {
      // a decline frees the part for another card; anything else stays pending for the refresh check
      if (declined !== null) await failIfPending(deps.db, payment.id, declined);
      throw error;
    }
    return valueOf(await readPublicQuote(deps.db, token, deps.now()));
  });
}
