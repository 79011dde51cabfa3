import { and, asc, eq, gt, lte, notExists, sql } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client/create-database';
import { signInEvents } from '../schema/account';
import { settledSignIns } from '../schema/cart';

/**
 * How long an event matters: a guest cart cookie lives 30 days, so an older event names carts and
 * orders nobody can reach any more. Pending reads ignore older events and account deletes them.
 */
export const SIGN_IN_EVENT_HORIZON_MS = 30 * 24 * 60 * 60_000;

const horizonFrom = (now: Date) => new Date(now.getTime() - SIGN_IN_EVENT_HORIZON_MS);

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

/** A consumer's own record of the events it consumed (its `settled_sign_ins`): read here, never written. */
export interface SettledSignIns {
  table: AnyPgTable;
  signInId: AnyPgColumn;
}

const notSettledIn = (settled: SettledSignIns) => notExists(sql`(select 1 from ${settled.table} where ${settled.signInId} = ${signInEvents.id})`);
const unsettled = notSettledIn({ table: settledSignIns, signInId: settledSignIns.signInId });

/**
 * The user's sign-in events a consumer has not settled yet, oldest first: one indexed read, [] in
 * the ordinary case. Each consumer's named read (the cart's below, the design lab's, the
 * digital-assets service's) is this over its own settled table.
 */
export async function pendingSignInsOfUser(db: Database, settled: SettledSignIns, userId: string, now: Date): Promise<SignInEvent[]> {
  return db
    .select(columns)
    .from(signInEvents)
    .where(and(eq(signInEvents.userId, userId), gt(signInEvents.createdAt, horizonFrom(now)), notSettledIn(settled)))
    .orderBy(asc(signInEvents.createdAt));
}

/**
 * The cart's named read of account's outbox: the user's sign-in events the cart has not settled
 * yet. With nothing pending it answers [] and the cart does no merge work.
 */
export async function pendingSignInEventsOf(db: Database, userId: string, now: Date = new Date()): Promise<SignInEvent[]> {
  return pendingSignInsOfUser(db, { table: settledSignIns, signInId: settledSignIns.signInId }, userId, now);
}

/**
 * Unsettled events of any user recorded in the last `lookbackMs` (at most the horizon), oldest
 * first, at most `limit`: what the cart's background consumer sweeps, so a sign-in whose user
 * never comes back to the cart is settled all the same. The lookback bounds each sweep's scan.
 */
export async function pendingSignInEvents(db: Database, opts: { now: Date; lookbackMs: number; limit: number }): Promise<SignInEvent[]> {
  const since = new Date(opts.now.getTime() - Math.min(opts.lookbackMs, SIGN_IN_EVENT_HORIZON_MS));
  return db
    .select(columns)
    .from(signInEvents)
    .where(and(gt(signInEvents.createdAt, since), unsettled))
    .orderBy(asc(signInEvents.createdAt))
    .limit(opts.limit);
}

/** Account's housekeeping: deletes events past the horizon (nothing reads them any more). */
export async function pruneSignInEvents(db: Database, now: Date): Promise<void> {
  await db.delete(signInEvents).where(lte(signInEvents.createdAt, horizonFrom(now)));
}
