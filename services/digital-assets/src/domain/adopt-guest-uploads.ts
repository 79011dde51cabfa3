import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { digitalAssetsSettledSignIns, digitalAssetUploads, pendingDigitalAssetsSignInsOf, type Database, type SignInEvent } from '@storefront/db';
import { countUploads, lockOwnerUploads } from './uploads';

/**
 * This service's consumer of account's sign-in events (recorded when a browser signs in or up
 * carrying a guest `cart` cookie, the identity guest uploads are kept under): the guest's uploads
 * join the account. Exactly once per event, as the cart's merge and the design lab's adoption:
 * one transaction inserts the event's `digital_assets.settled_sign_ins` row first (primary key =
 * event id); a racing request waits on the key, then finds it taken and does nothing.
 *
 * The per-owner limit holds for the account too (so no list or count ever passes it): under the
 * user's upload lock (the one new uploads take), the guest's newest files move first, as many as
 * the account has room for. The rest stay with the guest token, where they were, and nothing is
 * deleted on the shopper's behalf; once the cart clears that cookie they are out of the shopper's
 * reach. Only an account already near the limit meets this. Returns the files moved, or null when
 * another request had settled the event.
 */
export async function adoptGuestUploads(db: Database, event: SignInEvent, maxPerOwner: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .insert(digitalAssetsSettledSignIns)
      .values({ signInId: event.id, userId: event.userId, uploadsAdopted: 0 })
      .onConflictDoNothing()
      .returning({ id: digitalAssetsSettledSignIns.signInId });
    if (!taken) return null;
    const user = { kind: 'user', userId: event.userId } as const;
    await lockOwnerUploads(tx, user);
    const room = maxPerOwner - (await countUploads(tx, user));
    if (room <= 0) return 0;
    // a guest cannot send to print (it needs an account), so a guest's rows are all plain uploads
    const newest = await tx
      .select({ id: digitalAssetUploads.id })
      .from(digitalAssetUploads)
      .where(and(eq(digitalAssetUploads.guestTokenHash, event.guestCartTokenHash), isNull(digitalAssetUploads.userId), isNull(digitalAssetUploads.orderLineId)))
      .orderBy(desc(digitalAssetUploads.createdAt), desc(digitalAssetUploads.id))
      .limit(room);
    if (newest.length === 0) return 0;
    const moved = await tx
      .update(digitalAssetUploads)
      .set({ userId: event.userId, guestTokenHash: null })
      .where(
        and(
          inArray(
            digitalAssetUploads.id,
            newest.map((r) => r.id),
          ),
          isNull(digitalAssetUploads.userId),
        ),
      )
      .returning({ id: digitalAssetUploads.id });
    await tx.update(digitalAssetsSettledSignIns).set({ uploadsAdopted: moved.length }).where(eq(digitalAssetsSettledSignIns.signInId, event.id));
    return moved.length;
  });
}

/**
 * Before a signed-in user's request is answered: adopts the guest uploads of the user's pending
 * sign-ins. With none pending (the ordinary case) this is one indexed read. No background sweep:
 * a guest's uploads are only ever seen through this service, so adopting them on the user's next
 * request here is soon enough (within the events' 30-day horizon).
 */
export async function adoptPendingSignInsOf(db: Database, userId: string, now: Date, maxPerOwner: number): Promise<number> {
  let adopted = 0;
  for (const event of await pendingDigitalAssetsSignInsOf(db, userId, now)) adopted += (await adoptGuestUploads(db, event, maxPerOwner)) ?? 0;
  return adopted;
}
