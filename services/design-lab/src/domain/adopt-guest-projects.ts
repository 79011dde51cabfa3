import { and, eq, isNull } from 'drizzle-orm';
import { designLabSettledSignIns, designLabUploads, designProjects, pendingDesignLabSignInsOf, type Database, type SignInEvent } from '@storefront/db';

/**
 * The design lab's consumer of account's sign-in events (recorded when a browser signs in or up
 * carrying a guest `cart` cookie, the identity guest projects are kept under): the guest's
 * projects and uploads join the account together (a project only places its owner's uploads).
 * Exactly once per event, like the cart's merge: one transaction inserts the event's
 * `design_lab.settled_sign_ins` row (primary key = event id) and moves both; a racing request
 * waits on the key, then finds it taken.
 */
export async function adoptGuestProjects(db: Database, event: SignInEvent): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .insert(designLabSettledSignIns)
      .values({ signInId: event.id, userId: event.userId, projectsAdopted: 0 })
      .onConflictDoNothing()
      .returning({ id: designLabSettledSignIns.signInId });
    if (!taken) return false;
    const moved = await tx
      .update(designProjects)
      .set({ userId: event.userId, guestTokenHash: null })
      .where(and(eq(designProjects.guestTokenHash, event.guestCartTokenHash), isNull(designProjects.userId)))
      .returning({ id: designProjects.id });
    // the row counts projects only (its columns predate uploads); the uploads move all the same
    await tx
      .update(designLabUploads)
      .set({ userId: event.userId, guestTokenHash: null })
      .where(and(eq(designLabUploads.guestTokenHash, event.guestCartTokenHash), isNull(designLabUploads.userId)));
    await tx.update(designLabSettledSignIns).set({ projectsAdopted: moved.length }).where(eq(designLabSettledSignIns.signInId, event.id));
    return true;
  });
}

/**
 * Before a signed-in user's design-lab request is answered: adopts the guest projects of the
 * user's pending sign-ins. With none pending (the ordinary case) this is one indexed read.
 * No background sweep: a guest's projects are only ever seen through this service, so adopting
 * them on the user's next design-lab request is soon enough (within the events' 30-day horizon).
 */
export async function adoptPendingSignInsOf(db: Database, userId: string, now: Date): Promise<number> {
  let adopted = 0;
  for (const event of await pendingDesignLabSignInsOf(db, userId, now)) {
    if (await adoptGuestProjects(db, event)) adopted++;
  }
  return adopted;
}
