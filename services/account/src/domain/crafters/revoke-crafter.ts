import { and, eq } from 'drizzle-orm';
import type { CrafterProfile, Role } from '@storefront/contracts';
import { crafterProfiles, rolesOf, userRoles, type Database } from '@storefront/db';
import { abortWith, inTransaction, type Outcome } from '@storefront/server-kit';
import { crafterProfileView } from './crafter-profile-view';

export interface CrafterRevocation {
  userId: string;
  roles: Role[];
  /** null only for a crafter role granted without an application (never by this service) */
  crafter: CrafterProfile | null;
}

/**
 * An admin takes the crafter role away: the role row goes (guards read roles on every request,
 * so the next crafter-only request is refused) and the profile is stamped `revoked_at` / `revoked_by`,
 * kept for the records. Someone who is not a crafter now (never was, or already revoked) is not found.
 */
export function revokeCrafter(db: Database, userId: string, adminId: string, now: Date): Promise<Outcome<CrafterRevocation>> {
  return inTransaction(db, async (tx) => {
    const removed = await tx
      .delete(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'crafter')))
      .returning({ userId: userRoles.userId });
    if (removed.length === 0) abortWith({ kind: 'not_found', code: 'not_a_crafter', message: 'That user is not a crafter.' });
    const [profile] = await tx.update(crafterProfiles).set({ revokedAt: now, revokedBy: adminId }).where(eq(crafterProfiles.userId, userId)).returning();
    return { userId, roles: await rolesOf(tx, userId), crafter: profile ? crafterProfileView(profile) : null };
  });
}
