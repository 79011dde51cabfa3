import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@storefront/db';

export interface RateLimitWindow {
  /** attempts allowed per window */
  max: number;
  /** window length in ms */
  windowMs: number;
}

export interface RateLimitHit {
  /** false once this hit is over `max` */
  allowed: boolean;
  /** hits in the current window, this one included */
  count: number;
  resetAt: Date;
  /** whole seconds until the window resets (≥ 1): the Retry-After value */
  retryAfterSeconds: number;
}

/**
 * One hit on a fixed-window counter kept in `platform.rate_limits`, so limits survive restarts
 * and hold across instances (ARCHITECTURE §1). A single `insert … on conflict do update …
 * returning` counts atomically: on PostgreSQL concurrent hits on one key serialise on the row
 * lock, so N requests give counts 1..N exactly. An expired window restarts at 1.
 *
 * `key` should name the limit and its subject ("account:sign_in:<ip>:<hash>"); keep personal
 * data out of it (hash an email).
 */
export async function hitRateLimit(db: Database, key: string, limit: RateLimitWindow, now: Date = new Date()): Promise<RateLimitHit> {
  const fresh = new Date(now.getTime() + limit.windowMs);
  const rows = rowsOf<{ count: number; reset_at: Date | string }>(
    await db.execute(sql`
      insert into platform.rate_limits as r (key, count, reset_at)
      values (${key}, 1, ${fresh.toISOString()}::timestamptz)
      on conflict (key) do update set
        count = case when r.reset_at <= ${now.toISOString()}::timestamptz then 1 else r.count + 1 end,
        reset_at = case when r.reset_at <= ${now.toISOString()}::timestamptz then excluded.reset_at else r.reset_at end
      returning count, reset_at`),
  );
  const row = rows[0];
  if (!row) throw new Error('hitRateLimit: the counter returned no row');
  const resetAt = new Date(row.reset_at);
  const count = Number(row.count);
  return {
    allowed: count <= limit.max,
    count,
    resetAt,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)),
  };
}

/**
 * The counter as it stands, without counting: for limits on failures (count with hitRateLimit
 * after a failure, check with this before the attempt). `allowed` says whether one more attempt
 * fits in the window.
 */
export async function peekRateLimit(db: Database, key: string, limit: RateLimitWindow, now: Date = new Date()): Promise<RateLimitHit> {
  const rows = rowsOf<{ count: number; reset_at: Date | string }>(
    await db.execute(sql`select count, reset_at from platform.rate_limits where key = ${key} and reset_at > ${now.toISOString()}::timestamptz`),
  );
  const row = rows[0];
  if (!row) return { allowed: limit.max > 0, count: 0, resetAt: new Date(now.getTime() + limit.windowMs), retryAfterSeconds: Math.ceil(limit.windowMs / 1000) };
  const resetAt = new Date(row.reset_at);
  const count = Number(row.count);
  return { allowed: count < limit.max, count, resetAt, retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)) };
}

/** Deletes windows that ended before `now` (a periodic job may call it; correctness never needs it). */
export async function pruneRateLimits(db: Database, now: Date = new Date()): Promise<void> {
  await db.execute(sql`delete from platform.rate_limits where reset_at <= ${now.toISOString()}::timestamptz`);
}
