import type { Database } from '../client/create-database';
import { designLabSettledSignIns } from '../schema/design-lab';
import { pendingSignInsOfUser, type SignInEvent } from './sign-in-events';

/**
 * The design lab's named read of account's sign-in outbox (the same events the cart consumes,
 * settled separately in design_lab.settled_sign_ins): the user's sign-in events whose guest
 * projects the design lab has not adopted yet, oldest first.
 */
export async function pendingDesignLabSignInsOf(db: Database, userId: string, now: Date = new Date()): Promise<SignInEvent[]> {
  return pendingSignInsOfUser(db, { table: designLabSettledSignIns, signInId: designLabSettledSignIns.signInId }, userId, now);
}
