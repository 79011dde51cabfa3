import { and, eq, ne } from 'drizzle-orm';
import { orders, paymentIntents, type Database } from '@storefront/db';
import { providerIntentOf, saveProviderIntent, type PaymentIntentRow } from './payment-intent-records';
import { INTENT_TRANSITIONS, paymentProvider } from '@storefront/payments';

/**
 * Releases an intent's hold: the provider cancels it, outside any transaction (ARCHITECTURE §3.12),
 * and the answer is recorded. An intent that can no longer be canceled, or that pays for an order
 * that is placed or paid, is left alone. Throws when the provider fails: callers that compensate
 * report it, and the reconciliation job releases the hold later (`releaseStrayHolds`).
 *
 * The check and the cancel are not atomic: a placement that reserved with this intent in between
 * would then fail to capture, and be compensated itself, so nobody is charged without an order.
 */
export async function releaseHold(db: Database, intentId: string): Promise<PaymentIntentRow | null> {
  const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, intentId)).limit(1);
  if (!row || !INTENT_TRANSITIONS.cancel.from.includes(providerIntentOf(row).status)) return row ?? null;
  const [live] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.paymentIntentId, intentId), ne(orders.status, 'canceled')))
    .limit(1);
  if (live) return row;
  const answer = await paymentProvider(row.provider).cancel(providerIntentOf(row));
  return saveProviderIntent(db, row.id, answer);
}
