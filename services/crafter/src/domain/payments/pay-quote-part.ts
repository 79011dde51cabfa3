import { and, eq } from 'drizzle-orm';
import type { PublicQuote } from '@storefront/contracts';
import { crafterBusinessOf, crafterQuotePayments, crafterQuotes, type Database } from '@storefront/db';
import { AUTHENTICATION_PROMPT, paymentProvider, type CardDetails, type PaymentProvider, type ProviderIntent } from '@storefront/payments';
import { abortWith, asOutcome, inTransaction, runWorkflow, valueOf, type Outcome, type Tx } from '@storefront/server-kit';
import { storeDay } from '@storefront/store-config';
import { moveOrAbort } from '../quotes/quote-moves';
import { findQuoteRowByTokenHash, quoteRecords, type QuotePaymentRow, type QuoteRow } from '../quotes/quote-rows';
import { effectiveState, paidAndDue } from '../quotes/quote-status';
import { hashQuoteToken } from '../quotes/quote-token';
import { awaitsAuthentication } from './payment-windows';
import { publicQuoteView } from '../quotes/quote-view';

export type QuotePart = 'deposit' | 'balance';

export const QUOTE_LINK_NOT_VALID = { kind: 'not_found', code: 'quote_link_not_valid', message: 'This quote link is not valid. Ask the sender for a new one.' } as const;

/** A reserved attempt, with the currency of its quote (the row is in it). */
type ReservedPayment = QuotePaymentRow & { currency: 'USD' | 'CAD' };

interface PayCtx {
  payment?: ReservedPayment;
  intent?: ProviderIntent;
  declined?: string;
}

export interface PayDeps {
  db: Database;
  provider: string;
  now: () => Date;
}

/**
 * The customer pays the deposit (accepting the quote) or the balance, by the link's token:
 *   reserve  — one transaction under the quote's row lock: the move is allowed, and a pending
 *              payment row is the part's one live attempt (a partial unique index), keyed by the
 *              page's idempotency key; the same key again answers what that attempt came to;
 *   charge   — the provider, with no transaction open (create, confirm the card, capture);
 *   record   — succeeded, and for a deposit the quote accepted and invoiced; retried, never undone.
 * A decline marks the attempt failed (kept as a record) and frees the part for another card.
 * A deposit of 0 accepts the quote without a charge.
 */
export function payQuotePart(deps: PayDeps, token: string, part: QuotePart, body: { idempotency_key: string; card?: CardDetails | undefined }): Promise<Outcome<PublicQuote>> {
  const tokenHash = hashQuoteToken(token);
  const ctx: PayCtx = {};
  return asOutcome(async () => {
    await runWorkflow<PayCtx>(
      {
        name: `pay-quote-${part}`,
        steps: [
          {
            id: 'reserve',
            run: async (c) => {
              const reserved = valueOf(await inTransaction(deps.db, (tx) => reserve(tx, tokenHash, part, body, deps.now(), deps.provider)));
              if (reserved === 'settled') return 'done';
              c.payment = reserved;
            },
            compensate: async (c) => {
              await failIfPending(deps.db, c.payment!.id, c.declined ?? 'The payment did not go through.');
            },
          },
          {
            id: 'charge',
            pivot: true,
            run: async (c) => {
              const payment = c.payment!;
              const provider = paymentProvider(payment.provider);
              // each answer is kept on the attempt: a crash before `record` leaves what the refresh check needs
              const keep = (i: ProviderIntent) => saveIntent(deps.db, payment.id, i).then(() => i);
              let intent = await keep(await provider.create({ amount: payment.amount, currency: payment.currency, metadata: { quote_id: payment.quoteId, part }, idempotencyKey: payment.id }));
              intent = await keep(await provider.confirm(intent, { card: body.card! }, deps.now()));
              // the bank wants the customer's own check: the attempt stays live, kept with its intent,
              // and the page (its `authentication`) asks them; their answer finishes it (authenticateQuotePayment)
              if (intent.status === 'requires_action') return 'done';
              c.intent = await captureAndCheck(provider, intent, payment.id, keep, (message) => (c.declined = message));
            },
          },
          { id: 'record', run: async (c) => valueOf(await inTransaction(deps.db, (tx) => record(tx, c.payment!, c.intent!, part, deps.now()))) },
        ],
      },
      ctx,
    );
    return valueOf(await readPublicQuote(deps.db, token, deps.now()));
  });
}

/**
 * Funds held are taken (keyed by the attempt, so a retry takes them once); anything short of taken
 * is a decline, in the provider's words, which undoes the reservation.
 */
export async function captureAndCheck(
  provider: PaymentProvider,
  held: ProviderIntent,
  paymentId: string,
  keep: (intent: ProviderIntent) => Promise<ProviderIntent>,
  declined: (message: string) => void,
): Promise<ProviderIntent> {
  const intent = held.status === 'requires_capture' ? await keep(await provider.capture(held, { idempotencyKey: paymentId })) : held;
  if (intent.status === 'succeeded') return intent;
  const message = intent.lastError?.message ?? 'The card was declined.';
  declined(message);
  abortWith({ kind: 'payment_failed', code: 'card_declined', message });
}

async function reserve(tx: Tx, tokenHash: string, part: QuotePart, body: { idempotency_key: string; card?: CardDetails | undefined }, now: Date, provider: string): Promise<ReservedPayment | 'settled'> {
  const quote = await findQuoteRowByTokenHash(tx, tokenHash, true);
  if (!quote) abortWith(QUOTE_LINK_NOT_VALID);
  const today = storeDay(quote.store as 'us' | 'ca', now);
  // the same press again: what that attempt came to
  const [again] = await tx
    .select()
    .from(crafterQuotePayments)
    .where(and(eq(crafterQuotePayments.quoteId, quote.id), eq(crafterQuotePayments.idempotencyKey, body.idempotency_key)));
  if (again) {
    if (again.part !== part) abortWith({ kind: 'conflict', code: 'idempotency_key_reused', message: 'This payment key was used for another payment.' });
    if (again.status === 'succeeded') return 'settled';
    if (again.status === 'pending') abortWith({ kind: 'conflict', code: 'payment_in_progress', message: 'This payment is still being processed. Wait a moment, then reload the page.' });
    abortWith({ kind: 'payment_failed', code: 'card_declined', message: again.error ?? 'The card was declined.' });
  }
  const amount = part === 'deposit' ? quote.totals.deposit.amount : await balanceDue(tx, quote);
  if (part === 'deposit') {
    moveOrAbort(quote, 'accept', today, 'customer');
    if (amount === 0) {
      await acceptQuote(tx, quote, now);
      return 'settled';
    }
  } else {
    const state = effectiveState(quote, today);
    if (state !== 'invoiced' && state !== 'accepted') abortWith({ kind: 'conflict', code: 'quote_state', message: 'There is no balance to pay on this quote.' });
    if (amount === 0) abortWith({ kind: 'conflict', code: 'nothing_due', message: 'This invoice is paid in full: nothing is due.' });
  }
  if (!body.card) abortWith({ kind: 'invalid', code: 'card_required', message: 'Enter a card to pay with.', fieldErrors: { card: ['is required'] } });
  const tax = part === 'deposit' ? quote.totals.deposit : quote.totals.balance;
  const [payment] = await tx
    .insert(crafterQuotePayments)
    .values({ quoteId: quote.id, part, amount, tax: tax.tax, taxLines: tax.tax_lines, idempotencyKey: body.idempotency_key, provider, createdAt: now })
    .onConflictDoNothing()
    .returning();
  // the part already has a live attempt (another tab, another press with a new key)
  if (!payment) abortWith({ kind: 'conflict', code: 'payment_in_progress', message: part === 'deposit' ? 'This quote is being accepted already.' : 'The balance is being paid already.' });
  return { ...payment, currency: quote.currency as 'USD' | 'CAD' };
}

/** The balance as charged: what is left after the deposit (the quote's balance part). */
async function balanceDue(tx: Tx, quote: QuoteRow): Promise<number> {
  const [record] = await quoteRecords(tx, [quote]);
  return paidAndDue(quote, record!.payments).due;
}

async function acceptQuote(tx: Tx, quote: QuoteRow, now: Date): Promise<void> {
  const today = storeDay(quote.store as 'us' | 'ca', now);
  const accepted = moveOrAbort(quote, 'accept', today, 'customer');
  // accepting issues the invoice at once: the deposit is its first payment
  const invoiced = moveOrAbort({ ...quote, state: accepted }, 'invoice', today);
  await tx.update(crafterQuotes).set({ state: invoiced, acceptedAt: now, updatedAt: now }).where(eq(crafterQuotes.id, quote.id));
}

/** Ends a still-pending attempt as failed, with why (kept for the record; the part is free again). False when it was no longer pending. */
export async function failIfPending(db: Database, paymentId: string, error: string): Promise<boolean> {
  const [failed] = await db
    .update(crafterQuotePayments)
    .set({ status: 'failed', error })
    .where(and(eq(crafterQuotePayments.id, paymentId), eq(crafterQuotePayments.status, 'pending')))
    .returning({ id: crafterQuotePayments.id });
  return failed !== undefined;
}

/** The provider's last answer about a pending attempt, kept on its row (never on a settled one). */
export async function saveIntent(db: Database, paymentId: string, intent: ProviderIntent): Promise<void> {
  await db
    .update(crafterQuotePayments)
    .set({ intent: { ...intent } })
    .where(and(eq(crafterQuotePayments.id, paymentId), eq(crafterQuotePayments.status, 'pending')));
}

/** A charged attempt recorded: succeeded, and a deposit accepts and invoices the quote; a second call does nothing. */
export async function record(tx: Tx, payment: QuotePaymentRow, intent: ProviderIntent, part: QuotePart, now: Date): Promise<void> {
  const card = intent.paymentMethod ? { brand: intent.paymentMethod.brand, last4: intent.paymentMethod.last4 } : null;
  const [quote] = await tx.select().from(crafterQuotes).where(eq(crafterQuotes.id, payment.quoteId)).for('update');
  const [done] = await tx
    .update(crafterQuotePayments)
    .set({ status: 'succeeded', paidAt: now, card, providerRef: intent.providerRef, intent: { ...intent } })
    .where(and(eq(crafterQuotePayments.id, payment.id), eq(crafterQuotePayments.status, 'pending')))
    .returning({ id: crafterQuotePayments.id });
  // a retry of this step after it had committed: nothing more to do
  if (!done) return;
  if (part === 'deposit') await acceptQuote(tx, quote!, now);
  else await tx.update(crafterQuotes).set({ updatedAt: now }).where(eq(crafterQuotes.id, payment.quoteId));
}

/** The customer's page data for a token; an unknown or withdrawn link is a 404. */
export async function readPublicQuote(db: Database | Tx, token: string, now: Date): Promise<Outcome<PublicQuote>> {
  return asOutcome(async () => {
    const quote = await findQuoteRowByTokenHash(db, hashQuoteToken(token));
    if (!quote) abortWith(QUOTE_LINK_NOT_VALID);
    const business = await crafterBusinessOf(db as Database, quote.crafterId);
    // a revoked crafter's links stop working: they can no longer take money through the store
    if (!business) abortWith(QUOTE_LINK_NOT_VALID);
    const [record] = await quoteRecords(db, [quote]);
    const waiting = (await db.select().from(crafterQuotePayments).where(and(eq(crafterQuotePayments.quoteId, quote.id), eq(crafterQuotePayments.status, 'pending')))).find((p) =>
      awaitsAuthentication(p, now),
    );
    const authentication = waiting ? { payment_id: waiting.id, part: waiting.part as QuotePart, amount: waiting.amount, message: AUTHENTICATION_PROMPT } : null;
    return publicQuoteView(record!, business, storeDay(quote.store as 'us' | 'ca', now), token, authentication);
  });
}

/** The customer declines: the quote is closed, with their reason if they gave one. */
export function declineQuote(db: Database, token: string, reason: string | null, now: Date): Promise<Outcome<PublicQuote>> {
  return asOutcome(async () => {
    valueOf(
      await inTransaction(db, async (tx) => {
        const quote = await findQuoteRowByTokenHash(tx, hashQuoteToken(token), true);
        if (!quote) abortWith(QUOTE_LINK_NOT_VALID);
        const next = moveOrAbort(quote, 'decline', storeDay(quote.store as 'us' | 'ca', now), 'customer');
        await tx.update(crafterQuotes).set({ state: next, declinedAt: now, declineReason: reason, updatedAt: now }).where(eq(crafterQuotes.id, quote.id));
      }),
    );
    return valueOf(await readPublicQuote(db, token, now));
  });
}
