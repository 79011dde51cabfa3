import { and, asc, eq, gt, notExists, sql } from 'drizzle-orm';
import type { Database } from '../client/create-database';
import { signInEvents } from '../schema/account';
import { settledSignIns } from '../schema/cart';

export interface SignInEvent {
  id: string;
  userId: string;
  guestCartTokenHash: string;
  createdAt: Date;
}

/**
 * Account's write: a user signed in (or up) from a browser carrying a guest `cart` cookie. Call it
 * in the transaction that starts the session, so the event exists before the browser's next
 * request can.
 */
export async function recordSignInEvent(db: Database, event: { userId: string; guestCartTokenHash: string; at: Date }): Promise<void> {
  await db.insert(signInEvents).values({ userId: event.userId, guestCartTokenHash: event.guestCartTokenHash, createdAt: event.at });
}

const columns = {
  id: signInEvents.id,
  userId: signInEvents.userId,
  guestCartTokenHash: signInEvents.guestCartTokenHash,
  createdAt: signInEvents.createdAt,
};

// the cart's own record of what it consumed (cart.settled_sign_ins): read here, never written
const unsettled = notExists(sql`(select 1 from ${settledSignIns} where ${settledSignIns.signInId} = ${signInEvents.id})`);

/**
 * The cart's named read of account's outbox: the user's sign-in events the cart has not settled
 * yet, oldest first. One indexed read; with nothing pending it answers [] and the cart does no
 * merge work.
 */
export async function pendingSignInEventsOf(db: Database, userId: string): Promise<SignInEvent[]> {
  return db.select(columns).from(signInEvents).where(and(eq(signInEvents.userId, userId), unsettled)).orderBy(asc(signInEvents.createdAt));
}

/**
 * Unsettled events of any user since `since`, oldest first, at most `limit`: what the cart's
 * background consumer sweeps, so a sign-in whose user never comes back to the cart is settled
 * all the same.
 */
export async function pendingSignInEvents(db: Database, opts: { since: Date; limit: number }): Promise<SignInEvent[]> {
  return db
    .select(columns)
    .from(signInEvents)
    .where(and(gt(signInEvents.createdAt, opts.since), unsettled))
    .orderBy(asc(signInEvents.createdAt))
    .limit(opts.limit);
}
