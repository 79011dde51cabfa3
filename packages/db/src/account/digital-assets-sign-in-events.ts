import type { Database } from '../client/create-database';
import { digitalAssetsSettledSignIns } from '../schema/digital-assets';
import { pendingSignInsOfUser, type SignInEvent } from './sign-in-events';

/**
 * The digital-assets service's named read of account's sign-in outbox (the same events the cart
 * and the design lab consume, settled separately in digital_assets.settled_sign_ins): the user's
 * sign-in events whose guest uploads it has not adopted yet, oldest first.
 */
export async function pendingDigitalAssetsSignInsOf(db: Database, userId: string, now: Date = new Date()): Promise<SignInEvent[]> {
  return pendingSignInsOfUser(db, { table: digitalAssetsSettledSignIns, signInId: digitalAssetsSettledSignIns.signInId }, userId, now);
}
