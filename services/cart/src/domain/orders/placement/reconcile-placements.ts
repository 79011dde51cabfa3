import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { orders, paymentIntents, rowsOf, type Database } from '@storefront/db';
import { providerIntentOf, saveProviderIntent } from '../../../payments/payment-intent-records';
import { paymentProvider } from '@storefront/payments';
import { releaseHold } from '../../../payments/release-hold';
import { cancelPlacedOrder } from './cancel-placed-order';
import { settlePaid } from './settle-paid';

export interface ReconcileOptions {
  now?: Date;
  /** how long a placement may take before it counts as stuck (its process died); default 10 minutes */
  settleAfterMs?: number;
  /** orders and holds looked at per run; default 100 */
  limit?: number;
}

export interface ReconcileReport {
  /** order numbers whose capture had happened: now paid */
  paid: string[];
  /** order numbers whose payment was never captured: canceled, stock and the rest given back, hold released */
  released: string[];
  /** intents whose hold no order needs (a failed compensation, a replaced or abandoned intent): released */
  holdsReleased: string[];
  /** what could not be settled this time (the provider did not answer): the next run tries again */
  unsettled: string[];
}

export const SETTLE_AFTER_MS = 10 * 60_000;

/**
 * Settles what a crash, a provider outage or a failed compensation left between the placement
 * workflow's steps (ARCHITECTURE §3.12), asking the provider for the truth, never inside a
 * transaction:
 * - an order still `placed` after `settleAfterMs`: captured → `paid`; not captured → its hold
 *   released and the placement undone (cancelPlacedOrder);
 * - an authorised hold that no live order uses, on a closed cart, superseded by a newer intent of
 *   its cart or left by a canceled order: released.
 * Safe to run on every instance at once: each settlement is conditional on the state it saw.
 */
export async function reconcilePlacements(db: Database, options: ReconcileOptions = {}): Promise<ReconcileReport> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - (options.settleAfterMs ?? SETTLE_AFTER_MS));
  const limit = options.limit ?? 100;
  const report: ReconcileReport = { paid: [], released: [], holdsReleased: [], unsettled: [] };

  const stuck = await db
    .select({ id: orders.id, number: orders.number, intentId: orders.paymentIntentId })
    .from(orders)
    .where(and(eq(orders.status, 'placed'), lt(orders.placedAt, cutoff)))
    .orderBy(asc(orders.placedAt))
    .limit(limit);
  for (const order of stuck) {
    try {
      const settled = await settleOrder(db, order);
      if (settled) report[settled].push(order.number);
    } catch {
      report.unsettled.push(order.number);
    }
  }

  for (const id of await strayHolds(db, cutoff, limit)) {
    try {
      await releaseHold(db, id);
      report.holdsReleased.push(id);
    } catch {
      report.unsettled.push(id);
    }
  }
  return report;
}

async function settleOrder(db: Database, order: { id: string; number: string; intentId: string | null }): Promise<'paid' | 'released' | null> {
  if (!order.intentId) {
    await settlePaid(db, order.id, 'nothing to pay (settled by reconciliation)');
    return 'paid';
  }
  const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, order.intentId)).limit(1);
  const provider = paymentProvider(row!.provider);
  const latest = await provider.retrieve(providerIntentOf(row!));
  if (latest.status === 'succeeded') {
    await saveProviderIntent(db, row!.id, latest);
    await settlePaid(db, order.id, `payment ${row!.id} captured (settled by reconciliation)`);
    return 'paid';
  }
  // never captured: release the hold first, so an order is only undone once nothing can charge it;
  // if the provider refuses, the hold is released by a later run (strayHolds)
  if (latest.status !== 'requires_capture') await saveProviderIntent(db, row!.id, latest);
  else {
    // a refusal (another instance released it first, the provider is down) saves nothing stale
    const released = await provider.cancel(latest).catch(() => null);
    if (released) await saveProviderIntent(db, row!.id, released);
  }
  return (await cancelPlacedOrder(db, order.id, 'payment not captured (settled by reconciliation)')) ? 'released' : null;
}

/** Authorised intents no live order uses, whose cart is closed, has a newer intent or whose order was canceled, untouched since the cutoff. */
async function strayHolds(db: Database, cutoff: Date, limit: number): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      select i.id from cart.payment_intents i join cart.carts c on c.id = i.cart_id
      where i.status = 'requires_capture' and i.updated_at < ${cutoff.toISOString()}
        and (c.status = 'closed'
          or exists (select 1 from cart.payment_intents n where n.cart_id = i.cart_id and n.created_at > i.created_at)
          or exists (select 1 from cart.orders o where o.payment_intent_id = i.id and o.status = 'canceled'))
        and not exists (select 1 from cart.orders o where o.payment_intent_id = i.id and o.status <> 'canceled')
      order by i.updated_at limit ${limit}`),
  );
  return rows.map((r) => r.id);
}
