import { and, asc, eq, lt, or, sql } from 'drizzle-orm';
import type { CrafterQuote, QuoteRefresh } from '@storefront/contracts';
import { crafterQuotePayments, type Database } from '@storefront/db';
import { paymentProvider, type ProviderIntent } from '@storefront/payments';
import { inTransaction, valueOf } from '@storefront/server-kit';
import type { Crafter } from '../../routes/crafter-guard';
import { findQuoteRow, type QuotePaymentRow } from '../quotes/quote-rows';
import { readQuote } from '../quotes/quote-store';
import { failIfPending, record, type QuotePart } from './pay-quote-part';
import { AUTHENTICATION_WINDOW_MS, awaitsAuthentication, IN_FLIGHT_MS } from './payment-windows';

const NOT_THROUGH = 'The payment did not go through.';
const AUTHENTICATION_TIMED_OUT = 'The bank\'s check was not answered in time, so nothing was taken.';

/**
 * The invoice refresh check: every pending payment of one of the crafter's quotes that is no longer
 * in flight is settled from what the provider says of it (the intent its charge kept on the row,
 * re-read from the provider): taken → recorded (a deposit accepts the quote), held → captured and
 * recorded, anything else → released and marked failed, so the customer can pay again. Provider
 * calls run with no transaction open; recording is the payment's own `record`, which does nothing
 * when the charge recorded it meanwhile. Null when the quote is not this crafter's.
 */
export async function refreshQuotePayments(
  deps: { db: Database; now: () => Date },
  crafter: Crafter,
  quoteId: string,
): Promise<{ quote: CrafterQuote; refreshed: QuoteRefresh } | null> {
  const quote = await findQuoteRow(deps.db, crafter.userId, quoteId);
  if (!quote) return null;
  const now = deps.now();
  const pending = await deps.db
    .select()
    .from(crafterQuotePayments)
    .where(and(eq(crafterQuotePayments.quoteId, quote.id), eq(crafterQuotePayments.status, 'pending')));
  const refreshed = await settleAll(deps.db, pending, now);
  const view = await readQuote(deps.db, crafter, quote.id, now);
  return view ? { quote: view, refreshed } : null;
}

/**
 * The same check for every crafter, run by the service on a timer (app.ts `settleEveryMs`): the
 * oldest `limit` attempts left pending past `IN_FLIGHT_MS` (past `AUTHENTICATION_WINDOW_MS` for those awaiting the bank's check). Several instances may run it at once:
 * every write is conditional on the attempt still pending, capture is keyed by the attempt, and
 * recording twice records once.
 */
export async function settleStalePayments(deps: { db: Database; now: () => Date }, limit = 50): Promise<QuoteRefresh> {
  const now = deps.now();
  const stale = await deps.db
    .select()
    .from(crafterQuotePayments)
    .where(
      and(
        eq(crafterQuotePayments.status, 'pending'),
        lt(crafterQuotePayments.createdAt, new Date(now.getTime() - IN_FLIGHT_MS)),
        // attempts the customer may still answer are not the job's: they would fill its batch
        or(sql`coalesce(${crafterQuotePayments.intent}->>'status', '') <> 'requires_action'`, lt(crafterQuotePayments.createdAt, new Date(now.getTime() - AUTHENTICATION_WINDOW_MS))),
      ),
    )
    .orderBy(asc(crafterQuotePayments.createdAt))
    .limit(limit);
  return settleAll(deps.db, stale, now);
}

async function settleAll(db: Database, pending: readonly QuotePaymentRow[], now: Date): Promise<QuoteRefresh> {
  const counts: QuoteRefresh = { recorded: 0, failed: 0, pending: 0 };
  for (const payment of pending) {
    // in flight, or the customer is still answering their bank: theirs to finish
    const outcome = payment.createdAt.getTime() > now.getTime() - IN_FLIGHT_MS || awaitsAuthentication(payment, now) ? 'pending' : await settle(db, payment, now);
    counts[outcome]++;
  }
  return counts;
}

async function settle(db: Database, payment: QuotePaymentRow, now: Date): Promise<keyof QuoteRefresh> {
  const kept = payment.intent as ProviderIntent | null;
  // no intent kept: the charge never got past creating one, so no card was taken
  if (!kept) return markFailed(db, payment);
  const provider = paymentProvider(payment.provider);
  let intent = await provider.retrieve(kept);
  if (intent.status === 'requires_capture') intent = await provider.capture(intent, { idempotencyKey: payment.id });
  if (intent.status === 'succeeded') {
    valueOf(await inTransaction(db, (tx) => record(tx, payment, intent, payment.part as QuotePart, now)));
    return 'recorded';
  }
  if (intent.status === 'processing') return 'pending';
  const unanswered = intent.status === 'requires_action';
  if (intent.status !== 'canceled') intent = await provider.cancel(intent).catch(() => intent);
  return markFailed(db, payment, unanswered ? AUTHENTICATION_TIMED_OUT : intent.lastError?.message);
}

async function markFailed(db: Database, payment: QuotePaymentRow, reason?: string): Promise<'failed' | 'recorded'> {
  if (await failIfPending(db, payment.id, reason ?? NOT_THROUGH)) return 'failed';
  // no longer pending: the charge settled it meanwhile, one way or the other
  const [now] = await db.select({ status: crafterQuotePayments.status }).from(crafterQuotePayments).where(eq(crafterQuotePayments.id, payment.id));
  return now?.status === 'succeeded' ? 'recorded' : 'failed';
}
