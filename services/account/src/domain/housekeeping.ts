import { lte } from 'drizzle-orm';
import { pruneSignInEvents, sessions, type Database } from '@storefront/db';
import { pruneRateLimits, schedulePeriodic } from '@storefront/server-kit';
import { pruneAlertMails } from './alerts/alert-mail-queue';

/** Deletes expired sessions, ended rate-limit windows, sign-in events past their horizon and old sent alert mails: rows nothing will read again. */
export async function runHousekeeping(db: Database, now: Date): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expiresAt, now));
  await pruneRateLimits(db, now);
  await pruneSignInEvents(db, now);
  await pruneAlertMails(db, now);
}

/**
 * Runs `runHousekeeping` every `intervalMs` while the app is up (server-kit's schedulePeriodic).
 * Each instance may run it: the deletes are idempotent, so several instances only repeat each
 * other's work; correctness never depends on it.
 */
export function scheduleHousekeeping(log: { warn(obj: object, msg: string): void }, db: Database, intervalMs: number, now: () => Date): { stop(): void } {
  return schedulePeriodic(log, 'account housekeeping', intervalMs, () => runHousekeeping(db, now()));
}
