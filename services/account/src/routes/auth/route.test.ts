import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUserResponse, userResponse } from '@storefront/contracts';
import { rowsOf } from '@storefront/db';
import { sessionIdOf } from '../../domain/session-token';
import { buildTestApp, PASSWORD, signUp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const current = async (b: TestBrowser) => currentUserResponse.parse((await b.get('/api/users/current.json')).json()).user;
const sessionRows = async () => rowsOf<{ id: string; user_id: string | null }>(await t.handle.db.execute(sql`select id, user_id from account.sessions`));

describe('POST /api/v2/sign_up.json', () => {
  it('creates the user, signs them in with sid (httpOnly) and name (readable) cookies', async () => {
    const b = new TestBrowser(t.app);
    const res = await b.post('/api/v2/sign_up.json', { email: '  Ada@Example.COM ', password: PASSWORD, name: 'Ada Lovelace' });
    expect(res.statusCode).toBe(201);
    const { user } = userResponse.parse(res.json());
    expect(user).toEqual({ id: expect.any(String), email: 'ada@example.com', name: 'Ada Lovelace' });

    const sid = res.cookies.find((c) => c.name === 'sid')!;
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(sid.secure).toBeFalsy();
    const days = (sid.expires!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const name = res.cookies.find((c) => c.name === 'name')!;
    expect(name.value).toBe('Ada Lovelace');
    expect([res.headers['set-cookie']].flat().find((h) => h?.startsWith('name='))).toMatch(/^name=Ada%20Lovelace;/);
    expect(name.httpOnly).toBeFalsy();
    expect(name).toMatchObject({ sameSite: 'Lax', path: '/' });

    expect(await current(b)).toEqual(user);
    // only the hash of the token is stored
    const rows = await sessionRows();
    expect(rows.map((r) => r.id)).toContain(sessionIdOf(sid.value));
    expect(rows.map((r) => r.id)).not.toContain(sid.value);
    const stored = rowsOf<{ password_hash: string }>(await t.handle.db.execute(sql`select password_hash from account.users where email = 'ada@example.com'`));
    expect(stored[0]!.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('answers 409 for an email already taken, whatever its case', async () => {
    await signUp(new TestBrowser(t.app), 'taken@example.com');
    const res = await new TestBrowser(t.app).post('/api/v2/sign_up.json', { email: 'TAKEN@example.com', password: PASSWORD, name: 'Other' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'email_taken', message: 'An account with this email already exists. Sign in instead.' });
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('checks the password length, the email and the name with field errors', async () => {
    const b = new TestBrowser(t.app);
    const short = await b.post('/api/v2/sign_up.json', { email: 'short@example.com', password: '123456789', name: 'S' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors).toEqual({ password: ['must be at least 10 characters'] });
    const long = await b.post('/api/v2/sign_up.json', { email: 'long@example.com', password: 'x'.repeat(257), name: 'L' });
    expect(long.json().fieldErrors).toEqual({ password: ['must be at most 256 characters'] });
    const bad = await b.post('/api/v2/sign_up.json', { email: 'not-an-email', password: PASSWORD, name: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['email', 'name']);
    // the password never comes back in an error
    expect(short.body).not.toContain('123456789');
  });

  it('rotates the session: the sid the browser had before no longer resolves', async () => {
    const b = new TestBrowser(t.app);
    await signUp(b, 'rotate-up@example.com');
    const first = b.cookie('sid')!;
    await b.post('/api/v2/sign_out.json');
    // sign in again from a browser still holding the old token (e.g. a planted one)
    b.jar.set('sid', first);
    await b.post('/api/v2/sign_in.json', { email: 'rotate-up@example.com', password: PASSWORD });
    expect(b.cookie('sid')).not.toBe(first);
  });
});

describe('POST /api/v2/sign_in.json', () => {
  it('signs in, replacing the previous session row with a new token', async () => {
    const b = new TestBrowser(t.app);
    const user = await signUp(b, 'grace@example.com', 'Grace Hopper');
    const afterSignUp = b.cookie('sid')!;
    const res = await b.post('/api/v2/sign_in.json', { email: 'GRACE@example.com', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(userResponse.parse(res.json()).user).toEqual(user);
    const afterSignIn = b.cookie('sid')!;
    expect(afterSignIn).not.toBe(afterSignUp);
    expect(b.cookie('name')).toBe('Grace Hopper');
    expect(await current(b)).toEqual(user);

    const ids = (await sessionRows()).map((r) => r.id);
    expect(ids).not.toContain(sessionIdOf(afterSignUp));
    const old = new TestBrowser(t.app);
    old.jar.set('sid', afterSignUp);
    expect(await current(old)).toBeNull();
  });

  it('rotates a guest session and reports the rotation', async () => {
    const seen: unknown[] = [];
    const t2 = await buildTestApp({ onSessionRotated: (r) => void seen.push(r) });
    try {
      const b = new TestBrowser(t2.app);
      const user = await signUp(b, 'hook@example.com');
      expect(seen).toEqual([{ previousSessionId: null, sessionId: sessionIdOf(b.cookie('sid')), userId: user.id }]);
      const before = b.cookie('sid')!;
      await b.post('/api/v2/sign_in.json', { email: 'hook@example.com', password: PASSWORD });
      expect(seen[1]).toEqual({ previousSessionId: sessionIdOf(before), sessionId: sessionIdOf(b.cookie('sid')), userId: user.id });
    } finally {
      await t2.close();
    }
  });

  it('gives the same 401 for a wrong password and an unknown email, and sets no cookie', async () => {
    await signUp(new TestBrowser(t.app), 'linus@example.com');
    const wrong = await new TestBrowser(t.app).post('/api/v2/sign_in.json', { email: 'linus@example.com', password: 'wrong password!' });
    const unknown = await new TestBrowser(t.app).post('/api/v2/sign_in.json', { email: 'nobody@example.com', password: PASSWORD });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'invalid_credentials', message: 'Email or password is incorrect' });
      expect(res.cookies).toEqual([]);
    }
  });

  it('needs the anti-forgery token for sign-in, sign-up and sign-out', async () => {
    const b = new TestBrowser(t.app);
    await signUp(b, 'csrf@example.com');
    const calls = [
      b.post('/api/v2/sign_in.json', { email: 'csrf@example.com', password: PASSWORD }, { csrf: false }),
      b.post('/api/v2/sign_up.json', { email: 'csrf2@example.com', password: PASSWORD, name: 'C' }, { csrf: false }),
      b.post('/api/v2/sign_out.json', undefined, { csrf: false }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('csrf_missing');
    }
    // still signed in: sign-out did not happen
    expect((await current(b))?.email).toBe('csrf@example.com');
  });
});

describe('secure cookies', () => {
  it('marks sid and name Secure when asked', async () => {
    const t2 = await buildTestApp({ secureCookies: true });
    try {
      const res = await new TestBrowser(t2.app).post('/api/v2/sign_up.json', { email: 'secure@example.com', password: PASSWORD, name: 'S' });
      expect(res.statusCode).toBe(201);
      expect(res.cookies.filter((c) => c.secure).map((c) => c.name).sort()).toEqual(['name', 'sid']);
    } finally {
      await t2.close();
    }
  });
});

describe('POST /api/v2/sign_out.json', () => {
  it('deletes the session and clears both cookies', async () => {
    const b = new TestBrowser(t.app);
    await signUp(b, 'bye@example.com');
    const sid = b.cookie('sid')!;
    const res = await b.post('/api/v2/sign_out.json');
    expect(res.statusCode).toBe(204);
    const cleared = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
    expect(cleared.sid?.value).toBe('');
    expect(cleared.name?.value).toBe('');
    expect(b.cookie('sid')).toBeUndefined();
    expect(b.cookie('name')).toBeUndefined();
    expect((await sessionRows()).map((r) => r.id)).not.toContain(sessionIdOf(sid));
    const replay = new TestBrowser(t.app);
    replay.jar.set('sid', sid);
    expect(await current(replay)).toBeNull();
  });
});

describe('current user', () => {
  it('is null for a guest and clears a stale name cookie', async () => {
    const b = new TestBrowser(t.app);
    b.jar.set('name', 'Ghost');
    const res = await b.get('/api/users/current.json');
    expect(res.json()).toEqual({ user: null });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(b.cookie('name')).toBeUndefined();
  });

  it('answers POST /api/users/current (the spec path) the same way', async () => {
    const b = new TestBrowser(t.app);
    const user = await signUp(b, 'post-current@example.com');
    const res = await b.post('/api/users/current');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user });
  });
});

describe('secrets', () => {
  it('never writes a password or a session token to the log', async () => {
    const b = new TestBrowser(t.app);
    const secret = 'very secret passphrase 42';
    await b.post('/api/v2/sign_up.json', { email: 'logs@example.com', password: secret, name: 'Logs' });
    const token = b.cookie('sid')!;
    await b.post('/api/v2/sign_in.json', { email: 'logs@example.com', password: `${secret}!` });
    await b.post('/api/v2/sign_up.json', { email: 'logs2@example.com', password: 'short', name: 'Logs' });
    await b.get('/api/users/current.json');
    const all = t.logs.join('\n');
    expect(all).toContain('/api/v2/sign_in.json');
    expect(all).not.toContain(secret);
    expect(all).not.toContain('short"');
    expect(all).not.toContain(token);
  });
});
