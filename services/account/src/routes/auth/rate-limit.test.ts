import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@storefront/db';
import { buildTestApp, PASSWORD, signUp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

let now = new Date('2026-03-01T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    rateLimits: { signIn: { max: 3, windowMs: 15 * 60_000 }, signUp: { max: 2, windowMs: 60 * 60_000 } },
    now: () => now,
  });
});
afterAll(() => t?.close());

describe('rate limits', () => {
  it('limits sign-in per IP and email with 429 and Retry-After, then lets through after the window', async () => {
    const b = new TestBrowser(t.app);
    await signUp(b, 'limited@example.com');
    const attempt = (password: string, email = 'limited@example.com', from = b) => from.post('/api/v2/sign_in.json', { email, password });
    for (let i = 0; i < 3; i++) expect((await attempt('wrong password')).statusCode).toBe(401);
    now = new Date(now.getTime() + 5 * 60_000);
    const limited = await attempt(PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('600');
    expect(limited.json()).toEqual({ code: 'rate_limited', message: 'Too many sign-in attempts. Please try again in 10 minutes.' });
    expect(limited.cookies).toEqual([]);
    // another email from the same IP, and the same email from another IP, have their own counters
    expect((await attempt('wrong password', 'other@example.com')).statusCode).toBe(401);
    expect((await attempt(PASSWORD, 'LIMITED@example.com', new TestBrowser(t.app))).statusCode).toBe(200);
    // the window ends
    now = new Date(now.getTime() + 10 * 60_000);
    expect((await attempt(PASSWORD)).statusCode).toBe(200);
  });

  it('limits sign-ups per IP', async () => {
    const b = new TestBrowser(t.app);
    await signUp(b, 'one@example.com');
    await signUp(b, 'two@example.com');
    const third = await b.post('/api/v2/sign_up.json', { email: 'three@example.com', password: PASSWORD, name: 'Three' });
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBe('3600');
    expect(third.json().message).toBe('Too many sign-up attempts. Please try again in 60 minutes.');
    expect((await new TestBrowser(t.app).post('/api/v2/sign_up.json', { email: 'three@example.com', password: PASSWORD, name: 'Three' })).statusCode).toBe(201);
  });

  it('limits sign-in per account across addresses, so rotating addresses does not buy more guesses', async () => {
    await signUp(new TestBrowser(t.app), 'sprayed@example.com');
    // 3 per address × 3 for the account: nine addresses get one try each, the tenth is refused
    const from = () => new TestBrowser(t.app).post('/api/v2/sign_in.json', { email: 'sprayed@example.com', password: 'wrong password' });
    for (let i = 0; i < 9; i++) expect((await from()).statusCode).toBe(401);
    const refused = await from();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many sign-in attempts/);
    // another account is untouched
    expect((await new TestBrowser(t.app).post('/api/v2/sign_in.json', { email: 'other@example.com', password: 'wrong password' })).statusCode).toBe(401);
  });

  it('limits sign-ups per email across addresses', async () => {
    const attempt = () => new TestBrowser(t.app).post('/api/v2/sign_up.json', { email: 'taken@example.com', password: PASSWORD, name: 'Taken' });
    expect((await attempt()).statusCode).toBe(201);
    expect((await attempt()).statusCode).toBe(409);
    expect((await attempt()).statusCode).toBe(429);
  });

  it('keeps no email in the counter keys', async () => {
    const keys = rowsOf<{ key: string }>(await t.handle.db.execute(sql`select key from platform.rate_limits`)).map((r) => r.key);
    expect(keys.some((k) => k.startsWith('account:sign_in:'))).toBe(true);
    expect(keys.join(' ')).not.toContain('@');
  });
});

// PGlite has a single connection, so concurrent requests would be serialised and prove nothing.
describe.skipIf(!process.env.DATABASE_URL)('rate limit under concurrency (PostgreSQL only: PGlite has one connection)', () => {
  it('counts 20 concurrent sign-in attempts exactly: 10 answered, 10 refused', async () => {
    const c = await buildTestApp({ rateLimits: { signIn: { max: 10, windowMs: 15 * 60_000 } } });
    try {
      const b = new TestBrowser(c.app);
      await signUp(b, 'race@example.com');
      await b.csrfToken();
      const results = await Promise.all(Array.from({ length: 20 }, () => b.post('/api/v2/sign_in.json', { email: 'race@example.com', password: 'wrong password' })));
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes.filter((s) => s === 401)).toHaveLength(10);
      expect(codes.filter((s) => s === 429)).toHaveLength(10);
      const [row] = rowsOf<{ count: number }>(await c.handle.db.execute(sql`select count from platform.rate_limits where key like 'account:sign_in:%'`));
      expect(row?.count).toBe(20);
    } finally {
      await c.close();
    }
  });
});
