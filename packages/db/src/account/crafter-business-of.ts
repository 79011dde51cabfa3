import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client/create-database';
import { crafterProfiles, users } from '../schema/account';

/** What the crafter service shows of a crafter's business: on quotes, invoices and their mails. */
export interface CrafterBusiness {
  businessName: string;
  country: 'US' | 'CA';
  province: string | null;
  /** the account's email: customers reply to it */
  email: string;
  /** tax numbers, normalised, where the country has them: printed on invoices */
  ein: string | null;
  gstHstNumber: string | null;
  qstNumber: string | null;
}

/**
 * Account's named read for the crafter service (ARCHITECTURE §3.1): the business of a crafter
 * whose approval stands, or null (never applied, or revoked).
 */
export async function crafterBusinessOf(db: Database, userId: string): Promise<CrafterBusiness | null> {
  const [row] = await db
    .select({
      businessName: crafterProfiles.businessName,
      country: crafterProfiles.country,
      province: crafterProfiles.province,
      email: users.email,
      ein: crafterProfiles.ein,
      gstHstNumber: crafterProfiles.gstHstNumber,
      qstNumber: crafterProfiles.qstNumber,
    })
    .from(crafterProfiles)
    .innerJoin(users, eq(users.id, crafterProfiles.userId))
    .where(and(eq(crafterProfiles.userId, userId), isNull(crafterProfiles.revokedAt)))
    .limit(1);
  return row ? { ...row, country: row.country as 'US' | 'CA' } : null;
}
