import { eq } from 'drizzle-orm';
import { recordSignInEvent, sessions, type Database } from '@storefront/db';
import { SESSION_ABSOLUTE_MS } from './session-policy';
import { newSessionToken, sessionIdOf } from './session-token';

export interface StartedSession {
  /** goes in the `sid` cookie, and nowhere else */
  token: string;
  sessionId: string;
  /** the row the previous token named, now deleted (null when there was none) */
  previousSessionId: string | null;
  expiresAt: Date;
}

/**
 * Issues a new session (a user's, or a guest's with userId null) and deletes the one the
 * previous token named: the id rotates at every sign-in and sign-up, so a token planted before
 * sign-in (session fixation) is worthless after it.
 *
 * `guestCartTokenHash`: the browser signing in carries a guest cart. A sign-in event is recorded
 * in the same transaction, so it is durable before the browser holds the new session; the cart
 * service consumes it (merges the guest's carts, claims their orders) before its next answer.
 */
export async function startSession(
  db: Database,
  opts: { userId: string | null; previousToken?: string | null; now?: Date; guestCartTokenHash?: string | null },
): Promise<StartedSession> {
  const now = opts.now ?? new Date();
  const token = newSessionToken();
  const sessionId = sessionIdOf(token)!;
  const previousSessionId = sessionIdOf(opts.previousToken);
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await db.transaction(async (tx) => {
    if (previousSessionId) await tx.delete(sessions).where(eq(sessions.id, previousSessionId));
    await tx.insert(sessions).values({ id: sessionId, userId: opts.userId, createdAt: now, lastSeenAt: now, expiresAt });
    if (opts.userId && opts.guestCartTokenHash) {
      await recordSignInEvent(tx, { userId: opts.userId, guestCartTokenHash: opts.guestCartTokenHash, at: now });
    }
  });
  return { token, sessionId, previousSessionId, expiresAt };
}

/** Sign-out: the session named by the token is gone (no-op for an unknown token). */
export async function endSession(db: Database, token: string | undefined | null): Promise<void> {
  const id = sessionIdOf(token);
  if (id) await db.delete(sessions).where(eq(sessions.id, id));
}
