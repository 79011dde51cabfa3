import type { AccountUser } from '@storefront/contracts';
import { users, type Database } from '@storefront/db';
import { hashPassword } from './password-hashing';

export type RegisterResult = { ok: true; user: AccountUser } | { ok: false; reason: 'email_taken' };

/** Creates a user; `email` arrives trimmed and lower-cased (contracts), so the unique index is case-insensitive. */
export async function registerUser(db: Database, input: { email: string; password: string; name: string }): Promise<RegisterResult> {
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(users)
    .values({ email: input.email, name: input.name, passwordHash })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, email: users.email, name: users.name });
  return row ? { ok: true, user: row } : { ok: false, reason: 'email_taken' };
}
