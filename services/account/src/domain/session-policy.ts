const DAY = 86_400_000;

/** A session ends 30 days after it starts, whatever happens. */
export const SESSION_ABSOLUTE_MS = 30 * DAY;
/** …or after 14 days without a request (sliding). */
export const SESSION_IDLE_MS = 14 * DAY;
/** last_seen_at is written at most this often, so reads do not each cost a write. */
export const SESSION_TOUCH_MS = 60_000;

export const SESSION_COOKIE = 'sid';
