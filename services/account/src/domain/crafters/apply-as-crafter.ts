import { eq } from 'drizzle-orm';
import type { CrafterApplication, CrafterProfile, Role } from '@storefront/contracts';
import { crafterProfiles, rolesOf, userRoles, type Database } from '@storefront/db';
import { abortWith, inTransaction, type Outcome } from '@storefront/server-kit';
import { crafterProfileView } from './crafter-profile-view';

export interface CrafterApproval {
  crafter: CrafterProfile;
  roles: Role[];
}

/**
 * A shopper becomes a crafter (issue 14). For the demo approval is immediate: the business is
 * saved and the crafter role granted in one transaction, so there is never one without the other.
 * The profile's primary key decides a double submit: the second insert does nothing and answers
 * 409. A revoked crafter cannot re-approve themselves by applying again; an operator restores
 * them (`grant-role <email> crafter`).
 */
export function applyAsCrafter(db: Database, userId: string, application: CrafterApplication, now: Date): Promise<Outcome<CrafterApproval>> {
  return inTransaction(db, async (tx) => {
    const [profile] = await tx
      .insert(crafterProfiles)
      .values({
        userId,
        businessName: application.business_name,
        country: application.country,
        province: application.province,
        ein: application.ein,
        gstHstNumber: application.gst_hst_number,
        qstNumber: application.qst_number,
        approvedAt: now,
      })
      .onConflictDoNothing({ target: crafterProfiles.userId })
      .returning();
    if (!profile) {
      const [existing] = await tx.select({ revokedAt: crafterProfiles.revokedAt }).from(crafterProfiles).where(eq(crafterProfiles.userId, userId));
      if (existing?.revokedAt) {
        abortWith({ kind: 'conflict', code: 'crafter_revoked', message: 'Your crafter access was revoked. Contact us to have it restored.' });
      }
      abortWith({ kind: 'conflict', code: 'already_crafter', message: 'You are already a crafter.' });
    }
    await tx.insert(userRoles).values({ userId, role: 'crafter', grantedAt: now, grantedBy: null }).onConflictDoNothing();
    return { crafter: crafterProfileView(profile), roles: await rolesOf(tx, userId) };
  });
}
