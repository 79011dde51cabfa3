import type { AccountUser } from '@storefront/contracts';
import { users, type Database } from '@storefront/db';
import { failed, succeeded, type Outcome } from '@storefront/server-kit';
import { hashPassword } from './password-hashing';


/** Creates a user; `email` arrives trimmed and lower-cased (contracts), so the unique index is case-insensitive. */
export async function registerUser(db: Database, input: { email: string; password: string; name: string }): Promise<Outcome<AccountUser>> {
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(users)
    .values({ email: input.email, name: input.name, passwordHash })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, email: users.email, name: users.name });
  return row ? succeeded(row) : failed({ kind: 'conflict', code: 'email_taken', message: 'An account with this email already exists. Sign in instead.' });
}
