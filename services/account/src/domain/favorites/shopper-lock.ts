import { eq } from 'drizzle-orm';
import { users } from '@storefront/db';
import type { Tx } from '@storefront/server-kit';

/**
 * Locks the shopper's user row until the transaction ends, so one shopper's adds queue: a count
 * and the insert after it cannot both pass a limit at once. NO KEY UPDATE, so sign-ins and other
 * rows pointing at the user (their foreign-key checks take KEY SHARE) do not wait for it.
 */
export async function lockShopper(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}
