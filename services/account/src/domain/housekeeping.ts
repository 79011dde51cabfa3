import { lte } from 'drizzle-orm';
import { pruneSignInEvents, sessions, type Database } from '@storefront/db';
import { pruneRateLimits } from '@storefront/server-kit';

/** Deletes expired sessions, ended rate-limit windows and sign-in events past their horizon: rows nothing will read again. */
export async function runHousekeeping(db: Database, now: Date): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expiresAt, now));
  await pruneRateLimits(db, now);
  await pruneSignInEvents(db, now);
}

/**
 * Runs `runHousekeeping` every `intervalMs` while the app is up. Each instance may run it: the
 * deletes are idempotent, so several instances only repeat each other's work. Failures are logged
 * and retried at the next tick; correctness never depends on it.
 */
export function scheduleHousekeeping(
  log: { warn(obj: object, msg: string): void },
  db: Database,
  intervalMs: number,
  now: () => Date,
): { stop(): void } {
  const timer = setInterval(() => {
    runHousekeeping(db, now()).catch((error: unknown) => log.warn({ err: error }, 'account housekeeping failed'));
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
