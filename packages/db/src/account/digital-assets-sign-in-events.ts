import { and, asc, eq, gt, notExists, sql } from 'drizzle-orm';
import type { Database } from '../client/create-database';
import { signInEvents } from '../schema/account';
import { digitalAssetsSettledSignIns } from '../schema/digital-assets';
import { SIGN_IN_EVENT_HORIZON_MS, type SignInEvent } from './sign-in-events';

// the digital-assets service's own record of what it consumed (digital_assets.settled_sign_ins): read here, never written
const unsettled = notExists(sql`(select 1 from ${digitalAssetsSettledSignIns} where ${digitalAssetsSettledSignIns.signInId} = ${signInEvents.id})`);

/**
 * The digital-assets service's named read of account's sign-in outbox (the same events the cart
 * and the design lab consume, settled separately): the user's sign-in events whose guest uploads
 * it has not adopted yet, oldest first. One indexed read; [] in the ordinary case.
 */
export async function pendingDigitalAssetsSignInsOf(db: Database, userId: string, now: Date = new Date()): Promise<SignInEvent[]> {
  return db
    .select({ id: signInEvents.id, userId: signInEvents.userId, guestCartTokenHash: signInEvents.guestCartTokenHash, createdAt: signInEvents.createdAt })
    .from(signInEvents)
    .where(and(eq(signInEvents.userId, userId), gt(signInEvents.createdAt, new Date(now.getTime() - SIGN_IN_EVENT_HORIZON_MS)), unsettled))
    .orderBy(asc(signInEvents.createdAt));
}
