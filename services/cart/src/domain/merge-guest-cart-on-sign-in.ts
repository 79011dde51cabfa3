import { eq, lte } from 'drizzle-orm';
import { pendingSignInEvents, pendingSignInEventsOf, settledSignIns, SIGN_IN_EVENT_HORIZON_MS, type Database, type SignInEvent } from '@storefront/db';
import { mergeGuestCarts } from './merge-guest-cart';
import { claimGuestOrders } from './orders/claim-guest-orders';

/**
 * The cart's consumer of account's sign-in events (account.sign_in_events, recorded with the new
 * session when a browser signs in or up carrying a guest `cart` cookie): the guest's carts are
 * merged into the user's and the guest's orders join the account, once per event.
 *
 * Exactly once: one transaction inserts the event's `cart.settled_sign_ins` row (its primary key
 * is the event id) and does the work. A request racing it blocks on that key until the first
 * commits, then finds it taken and does nothing, and reads the merged cart. A crash rolls both
 * back, so the event stays pending and the next request or sweep settles it.
 */
export async function settleSignInEvent(db: Database, event: SignInEvent): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .insert(settledSignIns)
      .values({ signInId: event.id, userId: event.userId, cartsMerged: 0, ordersClaimed: 0 })
      .onConflictDoNothing()
      .returning({ id: settledSignIns.signInId });
    if (!taken) return false;
    const cartsMerged = await mergeGuestCarts(tx, event.userId, event.guestCartTokenHash);
    const ordersClaimed = await claimGuestOrders(tx, event.userId, event.guestCartTokenHash);
    await tx.update(settledSignIns).set({ cartsMerged, ordersClaimed }).where(eq(settledSignIns.signInId, event.id));
    return true;
  });
}

/**
 * Before a signed-in user's cart request is answered: settles the user's pending sign-in events,
 * so the very next request after sign-in (the header's counter, the cart page) shows the merged
 * cart, whichever process or instance answers it. With nothing pending this is one indexed read.
 */
export async function settleSignInsOf(db: Database, userId: string): Promise<number> {
  let settled = 0;
  for (const event of await pendingSignInEventsOf(db, userId)) {
    if (await settleSignInEvent(db, event)) settled++;
  }
  return settled;
}

const DAY_MS = 86_400_000;

/**
 * The background sweep: settles pending events of any user from the last day (oldest first,
 * `limit` at a time), so a sign-in whose user does not come back to the cart still gets its guest
 * orders claimed; a day bounds the scan, and an older pending event is still settled by its
 * user's next cart request. It also forgets settlements a day past the events' horizon: pending
 * reads ignore those events already, so forgetting cannot make one pending again.
 */
export async function settlePendingSignIns(db: Database, now: Date, limit = 100): Promise<number> {
  let settled = 0;
  for (const event of await pendingSignInEvents(db, { now, lookbackMs: DAY_MS, limit })) {
    if (await settleSignInEvent(db, event)) settled++;
  }
  await db.delete(settledSignIns).where(lte(settledSignIns.settledAt, new Date(now.getTime() - SIGN_IN_EVENT_HORIZON_MS - DAY_MS)));
  return settled;
}
