import { eq } from 'drizzle-orm';
import { ROLES, type Role } from '@storefront/contracts';
import type { Database } from '../client/create-database';
import { userRoles } from '../schema/account';

/**
 * Account's named read of a user's roles (ARCHITECTURE §3.1), for server-kit's role guard and any
 * service that asks "may this user…". Always read, never cached, so a revoke holds at the next
 * request. `shopper` is every user's and comes first; the granted ones follow in ROLES order.
 */
export async function rolesOf(db: Database, userId: string): Promise<Role[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  const granted = new Set(rows.map((r) => r.role));
  return ROLES.filter((role) => role === 'shopper' || granted.has(role));
}
