import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { NAME_COOKIE } from '@storefront/contracts';
import { recordSignInEvent, SESSION_ABSOLUTE_MS, sessions, users, type Database } from '@storefront/db';
import { GUEST_CART_COOKIE, guestCartTokenHashOf, SESSION_COOKIE, sessionIdOf } from '@storefront/server-kit';
import type { TestBrowser } from './test-browser';

/**
 * A signed-in shopper for the tests of a service other than account, made without account's code
 * (house rule 11: a service's tests run only its own code too).
 *
 * TEST SET-UP ONLY: these helpers write account's rows (account.users, account.sessions,
 * account.sign_in_events), which no other service may do in production. They write exactly what a
 * real sign-up or sign-in writes (services/account/src/domain/start-session.ts), so server-kit's
 * read-only `readSession` and the cart's sign-in consumer cannot tell the difference; the
 * gateway's `signed-in-shopper.test.ts` checks that against the account service itself.
 */

export interface TestShopper {
  id: string;
  email: string;
  name: string;
}

/** Never a scrypt/argon2 hash: nobody can sign in with a password to a fixture's account. */
const NO_PASSWORD = '!test-fixture-no-password';

/** A user row, as account's sign-up writes it (email trimmed and lower-cased, as the contract does). */
export async function insertShopper(db: Database, email: string, name = 'Ada Lovelace'): Promise<TestShopper> {
  const [row] = await db
    .insert(users)
    .values({ email: email.trim().toLowerCase(), name, passwordHash: NO_PASSWORD })
    .returning({ id: users.id, email: users.email, name: users.name });
  return row!;
}

/**
 * Signs the browser in as `shopper`, as account's sign-in does: a new session (the one the
 * browser's `sid` named is deleted: the id rotates), and, when the browser carries a guest `cart`
 * cookie, a sign-in event through the same named write account uses (`recordSignInEvent`), in the
 * session's transaction. The browser then holds `sid` and `name` as if account had set them.
 */
export async function signInShopper(browser: TestBrowser, db: Database, shopper: TestShopper, now = new Date()): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const previous = sessionIdOf(browser.cookie(SESSION_COOKIE));
  const guestCartTokenHash = guestCartTokenHashOf(browser.cookie(GUEST_CART_COOKIE));
  await db.transaction(async (tx) => {
    if (previous) await tx.delete(sessions).where(eq(sessions.id, previous));
    await tx.insert(sessions).values({ id: sessionIdOf(token)!, userId: shopper.id, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS) });
    if (guestCartTokenHash) await recordSignInEvent(tx, { userId: shopper.id, guestCartTokenHash, at: now });
  });
  browser.jar.set(SESSION_COOKIE, token);
  // the jar keeps cookie values decoded, as it does for the name account sets
  browser.jar.set(NAME_COOKIE, shopper.name);
}

/** A new user signed in from this browser: what `signUp` does through account's route. */
export async function signUpShopper(browser: TestBrowser, db: Database, email: string, name?: string): Promise<TestShopper> {
  const shopper = await insertShopper(db, email, name);
  await signInShopper(browser, db, shopper);
  return shopper;
}

/** Sign-out as account does it: the session row deleted, `sid` and `name` gone from the browser. */
export async function signOutShopper(browser: TestBrowser, db: Database): Promise<void> {
  const id = sessionIdOf(browser.cookie(SESSION_COOKIE));
  if (!id) throw new Error('signOutShopper: the browser is not signed in');
  const gone = await db.delete(sessions).where(eq(sessions.id, id)).returning({ id: sessions.id });
  if (gone.length !== 1) throw new Error('signOutShopper: the browser’s session was already gone');
  browser.jar.delete(SESSION_COOKIE);
  browser.jar.delete(NAME_COOKIE);
}
