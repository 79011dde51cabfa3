import { and, eq } from 'drizzle-orm';
import type { Database } from '../client/create-database';
import { addresses, users } from '../schema/account';
import type { ShipAddressJson } from '../schema/cart';

/**
 * Account's named reads for the cart's checkout (ARCHITECTURE §3.1: another area reads account
 * rows only through these). Both are scoped to the user: another user's address is simply absent.
 */

/** The signed-in user's account email (stored lower-case), or null when the user is gone. */
export async function accountEmailOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email ?? null;
}

/** One saved address of the user, shaped as checkout keeps it; null when it is not theirs. */
export async function savedAddressForCheckout(db: Database, userId: string, addressId: string): Promise<ShipAddressJson | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .limit(1);
  if (!row) return null;
  return {
    name: row.name,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    region: row.region,
    postal_code: row.postalCode,
    country: row.country as ShipAddressJson['country'],
    phone: row.phone,
  };
}
