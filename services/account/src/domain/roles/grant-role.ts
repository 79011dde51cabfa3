import { eq } from 'drizzle-orm';
import { GRANTED_ROLES, isRole, type Role } from '@storefront/contracts';
import { crafterProfiles, rolesOf, userRoles, users, type Database } from '@storefront/db';
import { abortWith, inTransaction, type Outcome } from '@storefront/server-kit';

export interface RoleGrant {
  userId: string;
  email: string;
  /** false when the user held the role already (nothing changed) */
  granted: boolean;
  roles: Role[];
}

/**
 * The operator's way to grant a role (`pnpm --filter @storefront/account run grant-role <email>
 * <role>`): how the first admin is made, and how a revoked crafter is restored. Granting
 * `crafter` needs the user's application (the business details every crafter has) and clears its
 * revocation. `granted_by` stays null: the operator is not a user.
 */
export function grantRole(db: Database, input: { email: string; role: string }, now: Date): Promise<Outcome<RoleGrant>> {
  const email = input.email.trim().toLowerCase();
  const role = input.role.trim();
  return inTransaction(db, async (tx) => {
    if (!isRole(role)) abortWith({ kind: 'malformed', code: 'unknown_role', message: `Unknown role "${role}": one of ${GRANTED_ROLES.join(', ')}.` });
    if (role === 'shopper') abortWith({ kind: 'invalid', code: 'implicit_role', message: 'Every user is a shopper: there is nothing to grant.' });
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) abortWith({ kind: 'not_found', code: 'unknown_user', message: `No account has the email ${email}.` });
    if (role === 'crafter') {
      const restored = await tx
        .update(crafterProfiles)
        .set({ revokedAt: null, revokedBy: null })
        .where(eq(crafterProfiles.userId, user.id))
        .returning({ userId: crafterProfiles.userId });
      if (restored.length === 0) {
        abortWith({ kind: 'invalid', code: 'no_crafter_application', message: `${email} has not applied to become a crafter: a crafter needs their business details, given from the account page.` });
      }
    }
    const added = await tx.insert(userRoles).values({ userId: user.id, role, grantedAt: now, grantedBy: null }).onConflictDoNothing().returning({ role: userRoles.role });
    return { userId: user.id, email, granted: added.length > 0, roles: await rolesOf(tx, user.id) };
  });
}
