import { and, eq, isNull } from 'drizzle-orm';
import { orders, type Database } from '@storefront/db';

/**
 * After sign-in (or sign-up): orders this browser placed as a guest join the account, so the
 * thank-you page's "order history" link finds them. The guest's `cart` cookie is the proof, as it
 * is for reading those orders while signed out; the cookie is cleared right after.
 */
export async function claimGuestOrders(db: Database, userId: string, guestTokenHash: string): Promise<number> {
  const claimed = await db
    .update(orders)
    .set({ userId, updatedAt: new Date() })
    .where(and(eq(orders.guestTokenHash, guestTokenHash), isNull(orders.userId)))
    .returning({ id: orders.id });
  return claimed.length;
}
