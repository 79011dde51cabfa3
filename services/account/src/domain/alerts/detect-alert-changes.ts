import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { alertMails, monitoredItems, type Database } from '@storefront/db';
import type { Tx } from '@storefront/server-kit';
import { alertChange, type AlertChange, type MonitoredRow } from './alert-change';
import { readAlertSubjects, type AlertSubject } from './alert-subjects';

export interface DetectReport {
  /** mails queued in the outbox */
  queued: number;
  /** alerts re-armed (the price back up, the stock gone again) */
  rearmed: number;
}

export const DETECT_BATCH = 200;

/**
 * One pass over every alert, `batchSize` at a time (by id): the catalog is read for the batch
 * outside any transaction, then one transaction writes the batch's changes. Each change moves
 * the alert's `last_notified_*` state only if it is still the state the change was computed
 * from (another instance's pass, or an unsubscribe, may have come first; the update's row lock
 * makes the second writer wait and then find the state moved), and queues its mail in the same
 * transaction; the outbox's unique (alert, change key) refuses the same change twice whatever
 * happens. Nothing leaves the process here: mails are sent by `sendAlertMails`.
 */
export async function detectAlertChanges(db: Database, at: Date, batchSize = DETECT_BATCH): Promise<DetectReport> {
  const report: DetectReport = { queued: 0, rearmed: 0 };
  let after: string | undefined;
  for (;;) {
    const batch = await db
      .select()
      .from(monitoredItems)
      .where(after === undefined ? undefined : gt(monitoredItems.id, after))
      .orderBy(asc(monitoredItems.id))
      .limit(batchSize);
    if (batch.length === 0) break;
    after = batch[batch.length - 1]!.id;
    const subjects = await readAlertSubjects(db, batch);
    const changes = batch.flatMap((item) => {
      const subject = subjects.get(item.id);
      const change = subject ? alertChange(item, subject.now, at) : null;
      return change && subject ? [{ item, subject, change }] : [];
    });
    if (changes.length > 0) {
      await db.transaction(async (tx) => {
        for (const c of changes) {
          const outcome = await applyChange(tx, c.item, c.subject, c.change);
          if (outcome) report[outcome]++;
        }
      });
    }
    if (batch.length < batchSize) break;
  }
  return report;
}

async function applyChange(tx: Tx, item: MonitoredRow, subject: AlertSubject, change: NonNullable<AlertChange>): Promise<'queued' | 'rearmed' | null> {
  const moved = await tx
    .update(monitoredItems)
    .set(change.next)
    .where(
      and(
        eq(monitoredItems.id, item.id),
        // written only by this job, from JavaScript dates, so millisecond equality is exact
        sql`${monitoredItems.lastNotifiedAt} is not distinct from ${item.lastNotifiedAt?.toISOString() ?? null}::timestamptz`,
        sql`${monitoredItems.lastNotifiedAmount} is not distinct from ${item.lastNotifiedAmount}::integer`,
        sql`${monitoredItems.lastNotifiedInStock} is not distinct from ${item.lastNotifiedInStock}::boolean`,
      ),
    )
    .returning({ id: monitoredItems.id });
  if (moved.length === 0) return null;
  if (change.kind === 'rearm') return 'rearmed';
  const queued = await tx
    .insert(alertMails)
    .values({
      ...change.mail,
      monitoredItemId: item.id,
      userId: item.userId,
      kind: item.kind,
      store: item.store,
      productName: subject.name,
      productPath: subject.path,
      sku: item.sku,
      size: item.size,
    })
    .onConflictDoNothing({ target: [alertMails.monitoredItemId, alertMails.changeKey] })
    .returning({ id: alertMails.id });
  return queued.length > 0 ? 'queued' : null;
}
