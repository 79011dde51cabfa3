import { eq } from 'drizzle-orm';
import type { AccountUser } from '@storefront/contracts';
import { sessionById, sessionEnded, sessions, type Database } from '@storefront/db';
import { SESSION_TOUCH_MS } from './session-policy';
import { sessionIdOf } from './session-token';

export interface CurrentSession {
  /** the session row id (a hash, never the cookie's token) */
  sessionId: string;
  /** null for a guest session */
  userId: string | null;
  user: AccountUser | null;
}

/**
 * The live session for a `sid` token, or null when there is none, it has passed its absolute
 * expiry, or it has been idle too long (an ended row is deleted on the way). Touches
 * last_seen_at when it is more than a minute old. The account service's own read: it is the only
 * writer of sessions; other services read them with server-kit's `readSession`, which writes nothing.
 */
export async function resolveSession(db: Database, token: string | undefined | null, now: Date = new Date()): Promise<CurrentSession | null> {
  const id = sessionIdOf(token);
  if (!id) return null;
  const row = await sessionById(db, id);
  if (!row) return null;
  if (sessionEnded(row, now)) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= SESSION_TOUCH_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return { sessionId: row.sessionId, userId: row.userId, user: row.user };
}
