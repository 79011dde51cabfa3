import { and, eq, isNull } from 'drizzle-orm';
import { orders } from '@storefront/db';
import type { Tx } from '@storefront/server-kit';

/**
 * After sign-in (or sign-up): orders this browser placed as a guest join the account, so the
 * thank-you page's "order history" link finds them. The guest's `cart` cookie, named by the
 * sign-in event the account recorded, is the proof, as it is for reading those orders while
 * signed out. Runs in the transaction that settles the event.
 */
export async function claimGuestOrders(tx: Tx, userId: string, guestTokenHash: string): Promise<number> {
  const claimed = await tx
    .update(orders)
    .set({ userId, updatedAt: new Date() })
    .where(and(eq(orders.guestTokenHash, guestTokenHash), isNull(orders.userId)))
    .returning({ id: orders.id });
  return claimed.length;
}
