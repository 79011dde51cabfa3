import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { alertMails, users, type Database } from '@storefront/db';

export type AlertMailRow = typeof alertMails.$inferSelect;

/** A claimed mail and the address it goes to (read now: the shopper may have changed it since). */
export interface ClaimedAlertMail {
  row: AlertMailRow;
  /** this instance's lease: until then no other instance takes the row; it also proves the claim is ours */
  lease: Date;
  to: string;
}

/**
 * Claims up to `limit` pending mails, oldest first, whose lease is free or ran out: one statement
 * that locks them with FOR UPDATE SKIP LOCKED (so instances claiming at the same moment take
 * different rows, never waiting on each other) and sets their lease. A row whose lease another
 * instance holds is not due; after a crash its lease runs out and another run takes it.
 */
export async function claimAlertMails(db: Database, now: Date, leaseMs: number, limit: number): Promise<ClaimedAlertMail[]> {
  const lease = new Date(now.getTime() + leaseMs);
  const due = db
    .select({ id: alertMails.id })
    .from(alertMails)
    .where(and(eq(alertMails.status, 'pending'), or(isNull(alertMails.claimedUntil), lt(alertMails.claimedUntil, now))))
    .orderBy(asc(alertMails.createdAt), asc(alertMails.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(alertMails)
    .set({ claimedUntil: lease })
    .where(and(inArray(alertMails.id, due), eq(alertMails.status, 'pending')))
    .returning();
  if (rows.length === 0) return [];
  const emails = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(rows.map((r) => r.userId))]));
  const emailOf = new Map(emails.map((u) => [u.id, u.email]));
  return rows
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .flatMap((row) => {
      const to = emailOf.get(row.userId);
      return to === undefined ? [] : [{ row, lease, to }];
    });
}

/** Only while our lease holds: a row whose lease ran out may be another instance's now. */
const ours = (mail: ClaimedAlertMail) => and(eq(alertMails.id, mail.row.id), eq(alertMails.status, 'pending'), eq(alertMails.claimedUntil, mail.lease));

/** The mail went out: never sent again. */
export async function markAlertMailSent(db: Database, mail: ClaimedAlertMail, now: Date): Promise<void> {
  await db.update(alertMails).set({ status: 'sent', sentAt: now, claimedUntil: null }).where(ours(mail));
}

/**
 * A send failed: the attempt counts and the lease is released, so a later run retries it; at
 * `maxAttempts` the row is given up (`failed`). Answers the row's status afterwards.
 */
export async function recordAlertMailFailure(db: Database, mail: ClaimedAlertMail, maxAttempts: number): Promise<'pending' | 'failed'> {
  const [row] = await db
    .update(alertMails)
    .set({
      attempts: sql`${alertMails.attempts} + 1`,
      status: sql`case when ${alertMails.attempts} + 1 >= ${maxAttempts}::integer then 'failed' else 'pending' end`,
      claimedUntil: null,
    })
    .where(ours(mail))
    .returning({ status: alertMails.status });
  return row?.status === 'failed' ? 'failed' : 'pending';
}

/** Hands a claimed row back untried (the lease was about to run out), counting no attempt. */
export async function releaseAlertMail(db: Database, mail: ClaimedAlertMail): Promise<void> {
  await db.update(alertMails).set({ claimedUntil: null }).where(ours(mail));
}

/** How long a sent or given-up mail's row is kept, for a shopper asking "did you write to me?". */
export const ALERT_MAIL_KEPT_MS = 90 * 24 * 60 * 60_000;

/**
 * Deletes sent and given-up mails older than ALERT_MAIL_KEPT_MS (housekeeping). Pending ones stay
 * whatever their age: they are still to be sent. Nothing re-queues a deleted change: the alert's
 * own `last_notified_*` already moved past it.
 */
export async function pruneAlertMails(db: Database, now: Date): Promise<void> {
  await db.delete(alertMails).where(and(inArray(alertMails.status, ['sent', 'failed']), lt(alertMails.createdAt, new Date(now.getTime() - ALERT_MAIL_KEPT_MS))));
}
