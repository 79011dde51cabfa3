import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../client/create-database';
import { users } from '../schema/account';

export interface UserForStaff {
  id: string;
  email: string;
  name: string;
}

/**
 * Account's named read (ARCHITECTURE §3.1) for staff screens of other services: a user by email
 * (emails are stored lower-case), to assign someone a duty such as a brand page.
 */
export async function userByEmail(db: Database, email: string): Promise<UserForStaff | null> {
  const [row] = await db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row ?? null;
}

/** …and users by id, one query for any number, keyed by id. */
export async function usersByIds(db: Database, ids: readonly string[]): Promise<Map<string, UserForStaff>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}
