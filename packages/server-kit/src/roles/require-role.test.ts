import { randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, sessions, userRoles, users, type DatabaseHandle } from '@storefront/db';
import { createTestDatabase } from '@storefront/db/testing';
import { errorHandler } from '../error-handler';
import { SESSION_COOKIE, sessionIdOf } from '../session/session-token';
import { roleGuard } from './require-role';

let handle: DatabaseHandle;
let app: FastifyInstance;
const clock = new Date('2026-03-01T00:00:00Z');

beforeAll(async () => {
  handle = await createTestDatabase();
  app = Fastify({ logger: false });
  await app.register(fastifyCookie);
  await app.register(errorHandler);
  const crafter = roleGuard(handle.db, 'crafter', () => clock);
  const shopper = roleGuard(handle.db, 'shopper', () => clock);
  app.get('/crafter-only', { preValidation: crafter.preValidation }, async (req) => {
    const { userId, roles } = crafter.holderOf(req);
    return { userId, roles };
  });
  app.get('/signed-in', { preValidation: shopper.preValidation }, async (req) => ({ roles: shopper.holderOf(req).roles }));
  // a route wired without the hook: the guard must not let it run as nobody
  app.get('/forgot-the-hook', async (req) => crafter.holderOf(req));
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

async function user(email: string) {
  const [row] = await handle.db.insert(users).values({ email, name: email.split('@')[0]!, passwordHash: 'x' }).returning();
  return row!.id;
}
async function sessionFor(userId: string | null, lastSeenAt = clock) {
  const token = randomBytes(32).toString('base64url');
  await handle.db.insert(sessions).values({ id: sessionIdOf(token)!, userId, createdAt: lastSeenAt, lastSeenAt, expiresAt: new Date(lastSeenAt.getTime() + SESSION_ABSOLUTE_MS) });
  return token;
}
const get = (url: string, token?: string) => app.inject({ method: 'GET', url, cookies: token ? { [SESSION_COOKIE]: token } : {} });

describe('roleGuard / requireRole', () => {
  it('answers a guest 401, with no cookie, a guest session or an unknown token', async () => {
    for (const token of [undefined, await sessionFor(null), randomBytes(32).toString('base64url')]) {
      const res = await get('/crafter-only', token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'sign_in_required', message: 'Sign in to continue: this needs the crafter role.' });
    }
  });

  it('answers a signed-in user without the role 403 forbidden, naming the role and how to get it', async () => {
    const token = await sessionFor(await user('shopper@example.com'));
    const res = await get('/crafter-only', token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'forbidden',
      message: 'This needs the crafter role, which your account does not have. Apply to become a crafter from your account.',
    });
    // another granted role is not this one
    const adminId = await user('admin@example.com');
    await handle.db.insert(userRoles).values({ userId: adminId, role: 'admin' });
    expect((await get('/crafter-only', await sessionFor(adminId))).statusCode).toBe(403);
  });

  it('lets a holder through with every role they hold, and reads the roles again on each request (a revoke holds at once)', async () => {
    const id = await user('crafter@example.com');
    await handle.db.insert(userRoles).values([
      { userId: id, role: 'crafter' },
      { userId: id, role: 'staff' },
    ]);
    const token = await sessionFor(id);
    const ok = await get('/crafter-only', token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ userId: id, roles: ['shopper', 'crafter', 'staff'] });

    await handle.db.delete(userRoles).where(and(eq(userRoles.userId, id), eq(userRoles.role, 'crafter')));
    expect((await get('/crafter-only', token)).statusCode).toBe(403);
    await handle.db.insert(userRoles).values({ userId: id, role: 'crafter' });
    expect((await get('/crafter-only', token)).statusCode).toBe(200);
  });

  it('treats an idle session as a guest (the same session rule as readSession)', async () => {
    const id = await user('sleepy@example.com');
    await handle.db.insert(userRoles).values({ userId: id, role: 'crafter' });
    const token = await sessionFor(id, new Date(clock.getTime() - SESSION_IDLE_MS));
    expect((await get('/crafter-only', token)).statusCode).toBe(401);
    const fresh = await sessionFor(id);
    expect((await get('/crafter-only', fresh)).statusCode).toBe(200);
  });

  it('`shopper` is every signed-in user, never a guest', async () => {
    const res = await get('/signed-in', await sessionFor(await user('anyone@example.com')));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ roles: ['shopper'] });
    expect((await get('/signed-in')).statusCode).toBe(401);
  });

  it('fails closed when a route uses holderOf without the hook', async () => {
    const id = await user('wired@example.com');
    await handle.db.insert(userRoles).values({ userId: id, role: 'crafter' });
    const res = await get('/forgot-the-hook', await sessionFor(id));
    expect(res.statusCode).toBe(500);
    expect(JSON.stringify(res.json())).not.toContain(id);
  });
});
