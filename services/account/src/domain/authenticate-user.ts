import { eq } from 'drizzle-orm';
import type { AccountUser } from '@storefront/contracts';
import { users, type Database } from '@storefront/db';
import { verifyPassword } from './password-hashing';

/**
 * The user whose email and password match, or null. Unknown email and wrong password are the
 * same null, reached after the same argon2 work, so neither answer nor timing tells them apart.
 */
export async function authenticateUser(db: Database, email: string, password: string): Promise<AccountUser | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const ok = await verifyPassword(row?.passwordHash ?? null, password);
  return ok && row ? { id: row.id, email: row.email, name: row.name } : null;
}
