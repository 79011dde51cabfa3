import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@storefront/db';
import { GUEST_CART_COOKIE, hashGuestCartToken } from '@storefront/server-kit';
import { buildTestApp, PASSWORD, signUp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const eventsOf = async (email: string) =>
  rowsOf<{ guest_cart_token_hash: string }>(
    await t.handle.db.execute(sql`select e.guest_cart_token_hash from account.sign_in_events e join account.users u on u.id = e.user_id where u.email = ${email} order by e.created_at`),
  );
const guestToken = () => randomBytes(32).toString('base64url');

describe('sign-in events (the outbox the cart consumes)', () => {
  it("sign-up carrying a guest cart cookie records one event with the cookie's hash, never the token", async () => {
    const b = new TestBrowser(t.app);
    const token = guestToken();
    b.jar.set(GUEST_CART_COOKIE, token);
    await signUp(b, 'guest-cart@example.com');
    expect(await eventsOf('guest-cart@example.com')).toEqual([{ guest_cart_token_hash: hashGuestCartToken(token) }]);
    // account leaves the cart's cookie to the cart, which clears it on its next answer
    expect(b.cookie(GUEST_CART_COOKIE)).toBe(token);
  });

  it('sign-in carrying one records another event; without one, or with a malformed one, none', async () => {
    const b = new TestBrowser(t.app);
    await signUp(b, 'no-cart@example.com');
    expect(await eventsOf('no-cart@example.com')).toEqual([]);

    b.jar.set(GUEST_CART_COOKIE, 'not-a-token');
    expect((await b.post('/api/v2/sign_in.json', { email: 'no-cart@example.com', password: PASSWORD })).statusCode).toBe(200);
    expect(await eventsOf('no-cart@example.com')).toEqual([]);

    const token = guestToken();
    b.jar.set(GUEST_CART_COOKIE, token);
    expect((await b.post('/api/v2/sign_in.json', { email: 'no-cart@example.com', password: PASSWORD })).statusCode).toBe(200);
    expect(await eventsOf('no-cart@example.com')).toEqual([{ guest_cart_token_hash: hashGuestCartToken(token) }]);
  });

  it('a refused sign-in records nothing', async () => {
    const b = new TestBrowser(t.app);
    await signUp(b, 'refused@example.com');
    await b.post('/api/v2/sign_out.json');
    b.jar.set(GUEST_CART_COOKIE, guestToken());
    expect((await b.post('/api/v2/sign_in.json', { email: 'refused@example.com', password: 'wrong password!' })).statusCode).toBe(401);
    expect(await eventsOf('refused@example.com')).toEqual([]);
  });
});
