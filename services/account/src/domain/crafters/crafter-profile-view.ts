import type { CrafterProfile } from '@storefront/contracts';
import type { crafterProfiles } from '@storefront/db';

type CrafterProfileRow = typeof crafterProfiles.$inferSelect;

/** A profile row as the API shows it (the contract's field names, ISO times). */
export function crafterProfileView(row: CrafterProfileRow): CrafterProfile {
  return {
    business_name: row.businessName,
    country: row.country as CrafterProfile['country'],
    province: row.province,
    ein: row.ein,
    gst_hst_number: row.gstHstNumber,
    qst_number: row.qstNumber,
    approved_at: row.approvedAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}
