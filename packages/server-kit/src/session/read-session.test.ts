import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, sessions, users, type DatabaseHandle } from '@storefront/db';
import { createTestDatabase } from '@storefront/db/testing';
import { readSession } from './read-session';
import { SESSION_COOKIE, sessionIdOf } from './session-token';

let handle: DatabaseHandle;
let userId: string;
beforeAll(async () => {
  handle = await createTestDatabase();
  const [user] = await handle.db.insert(users).values({ email: 'reader@example.com', name: 'Reader', passwordHash: 'x' }).returning();
  userId = user!.id;
}, 60_000);
afterAll(() => handle?.close());

const t0 = new Date('2026-02-01T00:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const requestWith = (token: string | undefined) => ({ cookies: token === undefined ? {} : { [SESSION_COOKIE]: token } }) as unknown as FastifyRequest;
const allRows = () => handle.db.select().from(sessions);

async function session(opts: { userId: string | null; lastSeenAt: Date }) {
  const token = randomBytes(32).toString('base64url');
  await handle.db.insert(sessions).values({ id: sessionIdOf(token)!, userId: opts.userId, createdAt: t0, lastSeenAt: opts.lastSeenAt, expiresAt: at(SESSION_ABSOLUTE_MS) });
  return token;
}

describe('readSession (read-only, for every service but account)', () => {
  it('reads a live user session with its user, and writes nothing (last_seen_at stays)', async () => {
    const token = await session({ userId, lastSeenAt: t0 });
    const before = await allRows();
    expect(await readSession(handle.db, requestWith(token), at(10 * 60_000))).toEqual({
      sessionId: sessionIdOf(token),
      userId,
      user: { id: userId, email: 'reader@example.com', name: 'Reader' },
    });
    expect(await allRows()).toEqual(before);
  });

  it('reads a guest session as one with no user', async () => {
    const token = await session({ userId: null, lastSeenAt: t0 });
    expect(await readSession(handle.db, requestWith(token), t0)).toEqual({ sessionId: sessionIdOf(token), userId: null, user: null });
  });

  it('answers null for an idle or expired session, and leaves the row for account to delete', async () => {
    const idle = await session({ userId, lastSeenAt: t0 });
    expect(await readSession(handle.db, requestWith(idle), at(SESSION_IDLE_MS - 1))).not.toBeNull();
    expect(await readSession(handle.db, requestWith(idle), at(SESSION_IDLE_MS))).toBeNull();
    const old = await session({ userId, lastSeenAt: at(SESSION_ABSOLUTE_MS - 1000) });
    expect(await readSession(handle.db, requestWith(old), at(SESSION_ABSOLUTE_MS))).toBeNull();
    const ids = (await allRows()).map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([sessionIdOf(idle), sessionIdOf(old)]));
  });

  it('answers null for no cookie, a malformed one, or an unknown token', async () => {
    expect(await readSession(handle.db, requestWith(undefined), t0)).toBeNull();
    expect(await readSession(handle.db, requestWith("x' or 1=1 --"), t0)).toBeNull();
    expect(await readSession(handle.db, requestWith(randomBytes(32).toString('base64url')), t0)).toBeNull();
  });
});
