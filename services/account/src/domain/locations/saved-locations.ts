import { and, desc, eq, sql } from 'drizzle-orm';
import type { Location } from '@storefront/contracts';
import { locations, users, type Database } from '@storefront/db';
import { failed, succeeded, type Outcome } from '@storefront/server-kit';
import type { DeliverToCode } from './deliver-to-code';
import { MAX_LOCATIONS, TOO_MANY_LOCATIONS } from './location-limits';
import { locationLabel } from './place-names';

type Row = typeof locations.$inferSelect;

function toLocation(r: Row): Location {
  const country = r.country as Location['country'];
  return { id: r.id, zipcode: r.zipcode, country, label: locationLabel(r.zipcode, country), current: r.isCurrent };
}

/** The user's locations: the current one first, then newest. */
export async function listUserLocations(db: Database, userId: string): Promise<Location[]> {
  const rows = await db.select().from(locations).where(eq(locations.userId, userId)).orderBy(desc(locations.isCurrent), desc(locations.createdAt), desc(locations.id));
  return rows.map(toLocation);
}

export async function findUserLocation(db: Database, userId: string, id: string): Promise<Location | null> {
  const [row] = await db.select().from(locations).where(and(eq(locations.id, id), eq(locations.userId, userId))).limit(1);
  return row ? toLocation(row) : null;
}

export async function currentUserLocation(db: Database, userId: string): Promise<Location | null> {
  const [row] = await db.select().from(locations).where(and(eq(locations.userId, userId), eq(locations.isCurrent, true))).limit(1);
  return row ? toLocation(row) : null;
}


/**
 * Makes `code` the user's current location, saving it if new. The user's row is locked first so
 * concurrent saves cannot pass the limit together or leave two current rows.
 */
export async function saveUserLocation(db: Database, userId: string, code: DeliverToCode): Promise<Outcome<Location>> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [existing] = await tx.select({ id: locations.id }).from(locations).where(and(eq(locations.userId, userId), eq(locations.zipcode, code.zipcode))).limit(1);
    if (!existing) {
      const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(locations).where(eq(locations.userId, userId));
      if (n >= MAX_LOCATIONS) return failed(TOO_MANY_LOCATIONS);
    }
    await tx.update(locations).set({ isCurrent: false }).where(and(eq(locations.userId, userId), eq(locations.isCurrent, true)));
    const [row] = existing
      ? await tx.update(locations).set({ isCurrent: true }).where(eq(locations.id, existing.id)).returning()
      : await tx.insert(locations).values({ userId, zipcode: code.zipcode, country: code.country, isCurrent: true }).returning();
    return succeeded(toLocation(row!));
  });
}

/**
 * Removes the user's location with this code; a removed current location passes "current" to the
 * newest one left. False when the user has no such location.
 */
export async function deleteUserLocation(db: Database, userId: string, zipcode: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [gone] = await tx
      .delete(locations)
      .where(and(eq(locations.userId, userId), eq(locations.zipcode, zipcode)))
      .returning({ isCurrent: locations.isCurrent });
    if (!gone) return false;
    if (gone.isCurrent) {
      const [next] = await tx.select({ id: locations.id }).from(locations).where(eq(locations.userId, userId)).orderBy(desc(locations.createdAt), desc(locations.id)).limit(1);
      if (next) await tx.update(locations).set({ isCurrent: true }).where(eq(locations.id, next.id));
    }
    return true;
  });
}

/**
 * At sign-in: the codes the shopper saved as a guest in this browser (current first) join the
 * account, up to the limit, and the browser's current one becomes the account's current one, so
 * the estimates the shopper just saw do not change under them. One transaction, user row locked.
 */
export async function adoptBrowserLocations(db: Database, userId: string, codes: readonly DeliverToCode[]): Promise<void> {
  if (codes.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const have = new Set((await tx.select({ zipcode: locations.zipcode }).from(locations).where(eq(locations.userId, userId))).map((r) => r.zipcode));
    // oldest first, so the browser's current code is the newest row
    const fresh = [...codes].reverse().filter((c) => !have.has(c.zipcode)).slice(-Math.max(0, MAX_LOCATIONS - have.size));
    if (fresh.length > 0) await tx.insert(locations).values(fresh.map((c) => ({ userId, zipcode: c.zipcode, country: c.country, isCurrent: false })));
    const current = codes[0]!;
    const [row] = await tx.select({ id: locations.id }).from(locations).where(and(eq(locations.userId, userId), eq(locations.zipcode, current.zipcode))).limit(1);
    if (!row) return; // the account was full: keep its own current location
    await tx.update(locations).set({ isCurrent: false }).where(and(eq(locations.userId, userId), eq(locations.isCurrent, true)));
    await tx.update(locations).set({ isCurrent: true }).where(eq(locations.id, row.id));
  });
}
