import { eq } from 'drizzle-orm';
import { addressBody } from '@storefront/contracts';
import { addressColumns, addresses, type Database } from '@storefront/db';

/**
 * A saved address of a user, for the tests of a service other than account (the cart's checkout
 * copies one by `address_id`), made without account's code.
 *
 * TEST SET-UP ONLY: it writes account.addresses, which no other service may do in production. The
 * body (JSON, as a browser posts it) goes through the contract account's route validates with, so the row is normalised the same
 * way (upper-case region, "A1A 1A1"); the first address, or one marked default, becomes the only default, as in account.
 */
export async function insertSavedAddress(db: Database, userId: string, body: Record<string, unknown>): Promise<{ id: string }> {
  const input = addressBody.parse(body);
  const [existing] = await db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).limit(1);
  const isDefault = input.is_default || !existing;
  if (isDefault) await db.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, userId));
  const [row] = await db
    .insert(addresses)
    .values({
      userId,
      ...addressColumns(input),
      isDefault,
    })
    .returning({ id: addresses.id });
  return row!;
}
