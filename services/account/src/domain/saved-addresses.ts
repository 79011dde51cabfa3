import { and, desc, eq, ne } from 'drizzle-orm';
import type { AddressInput, SavedAddress } from '@storefront/contracts';
import { addressColumns, addresses, type Database } from '@storefront/db';

type Row = typeof addresses.$inferSelect;

function toSavedAddress(r: Row): SavedAddress {
  return {
    id: r.id,
    name: r.name,
    line1: r.line1,
    line2: r.line2,
    city: r.city,
    region: r.region,
    postal_code: r.postalCode,
    country: r.country as SavedAddress['country'],
    phone: r.phone,
    is_default: r.isDefault,
    created_at: r.createdAt.toISOString(),
  };
}

/** The user's addresses: the default first, then newest. */
export async function listAddresses(db: Database, userId: string): Promise<SavedAddress[]> {
  const rows = await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  return rows.map(toSavedAddress);
}

/** Adds an address; the first one, or one marked default, becomes the only default. */
export async function createAddress(db: Database, userId: string, input: AddressInput): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).limit(1);
    const isDefault = input.is_default || !existing;
    if (isDefault) await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, userId));
    const [row] = await tx.insert(addresses).values({ ...addressColumns(input), userId, isDefault }).returning();
    return toSavedAddress(row!);
  });
}

/** Replaces the user's address `id`; null when it is not theirs (or does not exist). */
export async function updateAddress(db: Database, userId: string, id: string, input: AddressInput): Promise<SavedAddress | null> {
  return db.transaction(async (tx) => {
    const mine = and(eq(addresses.id, id), eq(addresses.userId, userId));
    const [owned] = await tx.select({ id: addresses.id }).from(addresses).where(mine).limit(1);
    if (!owned) return null;
    if (input.is_default) {
      await tx.update(addresses).set({ isDefault: false }).where(and(eq(addresses.userId, userId), ne(addresses.id, id)));
    }
    const [row] = await tx.update(addresses).set({ ...addressColumns(input), isDefault: input.is_default }).where(mine).returning();
    return row ? toSavedAddress(row) : null;
  });
}

/** Deletes the user's address `id` (false when it is not theirs); a deleted default passes to the newest left. */
export async function deleteAddress(db: Database, userId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ isDefault: addresses.isDefault });
    if (!gone) return false;
    if (gone.isDefault) {
      const [next] = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.createdAt), desc(addresses.id)).limit(1);
      if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
    }
    return true;
  });
}
