import { and, asc, eq, gt, notExists, sql } from 'drizzle-orm';
import type { Database } from '../client/create-database';
import { signInEvents } from '../schema/account';
import { designLabSettledSignIns } from '../schema/design-lab';
import { SIGN_IN_EVENT_HORIZON_MS, type SignInEvent } from './sign-in-events';

// the design lab's own record of what it consumed (design_lab.settled_sign_ins): read here, never written
const unsettled = notExists(sql`(select 1 from ${designLabSettledSignIns} where ${designLabSettledSignIns.signInId} = ${signInEvents.id})`);

/**
 * The design lab's named read of account's sign-in outbox (the same events the cart consumes,
 * settled separately): the user's sign-in events whose guest projects the design lab has not
 * adopted yet, oldest first. One indexed read; [] in the ordinary case.
 */
export async function pendingDesignLabSignInsOf(db: Database, userId: string, now: Date = new Date()): Promise<SignInEvent[]> {
  return db
    .select({ id: signInEvents.id, userId: signInEvents.userId, guestCartTokenHash: signInEvents.guestCartTokenHash, createdAt: signInEvents.createdAt })
    .from(signInEvents)
    .where(and(eq(signInEvents.userId, userId), gt(signInEvents.createdAt, new Date(now.getTime() - SIGN_IN_EVENT_HORIZON_MS)), unsettled))
    .orderBy(asc(signInEvents.createdAt));
}
