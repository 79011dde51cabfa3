import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AccountUser } from '@storefront/contracts';
import { sessions, users, type Database } from '@storefront/db';
import { SESSION_COOKIE, SESSION_IDLE_MS, SESSION_TOUCH_MS } from './session-policy';
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
 * last_seen_at when it is more than a minute old.
 */
export async function resolveSession(db: Database, token: string | undefined | null, now: Date = new Date()): Promise<CurrentSession | null> {
  const id = sessionIdOf(token);
  if (!id) return null;
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      email: users.email,
      name: users.name,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
    .limit(1);
  if (!row) return null;
  const t = now.getTime();
  if (row.expiresAt.getTime() <= t || row.lastSeenAt.getTime() + SESSION_IDLE_MS <= t) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (t - row.lastSeenAt.getTime() >= SESSION_TOUCH_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  const user = row.userId && row.email !== null && row.name !== null ? { id: row.userId, email: row.email, name: row.name } : null;
  return { sessionId: row.sessionId, userId: row.userId, user };
}

/**
 * The current session of a request (its `sid` cookie), for any service mounted beside account
 * (cart resolves the shopper with it). Needs @fastify/cookie on the host (registerCsrf adds it).
 */
export function sessionFromRequest(db: Database, request: FastifyRequest, now: Date = new Date()): Promise<CurrentSession | null> {
  const cookies = (request as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies;
  return resolveSession(db, cookies?.[SESSION_COOKIE], now);
}
