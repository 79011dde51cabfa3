/**
 * How long a session lives (ARCHITECTURE §4b). Here, beside the session read, so the account
 * service (which writes sessions) and every other service (which only reads them through
 * server-kit) agree on when a session has ended.
 */
const DAY = 86_400_000;

/** A session ends 30 days after it starts, whatever happens. */
export const SESSION_ABSOLUTE_MS = 30 * DAY;
/** …or after 14 days without a request to the account service (sliding). */
export const SESSION_IDLE_MS = 14 * DAY;
/** last_seen_at is written at most this often, so reads do not each cost a write. */
export const SESSION_TOUCH_MS = 60_000;

/** True when a session row has passed its absolute expiry or its idle limit at `now`. */
export function sessionEnded(row: { expiresAt: Date; lastSeenAt: Date }, now: Date): boolean {
  const t = now.getTime();
  return row.expiresAt.getTime() <= t || row.lastSeenAt.getTime() + SESSION_IDLE_MS <= t;
}
