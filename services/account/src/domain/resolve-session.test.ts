import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, sessions, type DatabaseHandle } from '@storefront/db';
import { createTestDatabase } from '@storefront/testing';
import { registerUser } from './register-user';
import { resolveSession } from './resolve-session';
import { SESSION_IDLE_MS } from './session-policy';
import { sessionIdOf } from './session-token';
import { endSession, startSession } from './start-session';

let handle: DatabaseHandle;
let userId: string;
beforeAll(async () => {
  handle = await createTestDatabase();
  const r = await registerUser(handle.db, { email: 'clock@example.com', password: 'correct horse battery', name: 'Clock' });
  if (!r.ok) throw new Error('setup');
  userId = r.value.id;
});
afterAll(() => handle?.close());

const DAY = 86_400_000;
const t0 = new Date('2026-02-01T00:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const lastSeen = async (token: string) =>
  (await handle.db.select({ v: sessions.lastSeenAt }).from(sessions).where(eq(sessions.id, sessionIdOf(token)!)))[0]?.v.toISOString();

describe('sessions', () => {
  it('resolves a user session and touches last_seen_at at most once a minute', async () => {
    const s = await startSession(handle.db, { userId, now: t0 });
    expect(s.expiresAt.toISOString()).toBe(at(30 * DAY).toISOString());
    expect((await resolveSession(handle.db, s.token, at(30_000)))?.user).toEqual({ id: userId, email: 'clock@example.com', name: 'Clock' });
    expect(await lastSeen(s.token)).toBe(t0.toISOString());
    await resolveSession(handle.db, s.token, at(61_000));
    expect(await lastSeen(s.token)).toBe(at(61_000).toISOString());
  });

  it('ends after 14 idle days, sliding with use', async () => {
    const s = await startSession(handle.db, { userId, now: t0 });
    expect(await resolveSession(handle.db, s.token, at(13 * DAY))).not.toBeNull();
    // used on day 13: alive until day 27
    expect(await resolveSession(handle.db, s.token, at(26 * DAY))).not.toBeNull();
    const idle = await startSession(handle.db, { userId, now: t0 });
    expect(await resolveSession(handle.db, idle.token, at(SESSION_IDLE_MS))).toBeNull();
    // the ended row is gone
    expect(await lastSeen(idle.token)).toBeUndefined();
  });

  it('ends 30 days after it started even when used every day', async () => {
    const s = await startSession(handle.db, { userId, now: t0 });
    for (let day = 1; day < 30; day++) expect(await resolveSession(handle.db, s.token, at(day * DAY))).not.toBeNull();
    expect(await resolveSession(handle.db, s.token, at(30 * DAY))).toBeNull();
  });

  it('gives guests a session with no user; rotation deletes the previous row; end deletes it', async () => {
    const guest = await startSession(handle.db, { userId: null, now: t0 });
    expect(await resolveSession(handle.db, guest.token, t0)).toEqual({ sessionId: sessionIdOf(guest.token), userId: null, user: null });
    const signedIn = await startSession(handle.db, { userId, previousToken: guest.token, now: t0 });
    expect(signedIn.previousSessionId).toBe(sessionIdOf(guest.token));
    expect(await resolveSession(handle.db, guest.token, t0)).toBeNull();
    await endSession(handle.db, signedIn.token);
    expect(await resolveSession(handle.db, signedIn.token, t0)).toBeNull();
  });

  it('ignores tokens of the wrong shape and stores only hashes', async () => {
    expect(await resolveSession(handle.db, 'x', t0)).toBeNull();
    expect(await resolveSession(handle.db, undefined, t0)).toBeNull();
    const s = await startSession(handle.db, { userId, now: t0 });
    const ids = rowsOf<{ id: string }>(await handle.db.execute(sql`select id from account.sessions`)).map((r) => r.id);
    expect(ids).not.toContain(s.token);
    expect(ids).toContain(sessionIdOf(s.token));
  });
});
