import { eq } from 'drizzle-orm';
import type { Database } from '../client/create-database';
import { sessions, users } from '../schema/account';

export interface SessionRow {
  /** the session row id (the SHA-256 of the `sid` token, never the token) */
  sessionId: string;
  /** null for a guest session */
  userId: string | null;
  lastSeenAt: Date;
  expiresAt: Date;
  /** the signed-in user; null for a guest session */
  user: { id: string; email: string; name: string } | null;
}

/**
 * Account's named read of one session with its user (ARCHITECTURE §3.1). Reads only: whether the
 * row has ended (`sessionEnded`) is the caller's question, and only the account service deletes
 * ended rows and touches last_seen_at.
 */
export async function sessionById(db: Database, sessionId: string): Promise<SessionRow | null> {
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
    .where(eq(sessions.id, sessionId))
    .limit(1);
  if (!row) return null;
  const user = row.userId && row.email !== null && row.name !== null ? { id: row.userId, email: row.email, name: row.name } : null;
  return { sessionId: row.sessionId, userId: row.userId, lastSeenAt: row.lastSeenAt, expiresAt: row.expiresAt, user };
}
