import type { FastifyRequest } from 'fastify';
import { sessionById, sessionEnded, type Database } from '@storefront/db';
import { SESSION_COOKIE, sessionIdOf } from './session-token';

export interface RequestSession {
  /** the session row id (a hash, never the cookie's token) */
  sessionId: string;
  /** null for a guest session */
  userId: string | null;
  user: { id: string; email: string; name: string } | null;
}

/**
 * The live session of a request's `sid` cookie, or null (no cookie, unknown, expired or idle too
 * long). Read-only, for every service but account: only the account service writes sessions
 * (last_seen_at, deleting ended rows), so a cart request never writes account's schema.
 * Needs @fastify/cookie on the host (registerCsrf adds it).
 */
export async function readSession(db: Database, request: FastifyRequest, now: Date = new Date()): Promise<RequestSession | null> {
  const cookies = (request as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies;
  const id = sessionIdOf(cookies?.[SESSION_COOKIE]);
  if (!id) return null;
  const row = await sessionById(db, id);
  if (!row || sessionEnded(row, now)) return null;
  return { sessionId: row.sessionId, userId: row.userId, user: row.user };
}
