import { asc, inArray } from 'drizzle-orm';
import type { CrafterCustomer } from '@storefront/contracts';
import { crafterCustomerAddresses, type Database } from '@storefront/db';
import type { Tx } from '@storefront/server-kit';

type CustomerRow = typeof import('@storefront/db').crafterCustomers.$inferSelect;
type AddressRow = typeof crafterCustomerAddresses.$inferSelect;

/** The contract's customers of these rows, each with its addresses in the crafter's order (one query for all). */
export async function customerViews(db: Database | Tx, rows: readonly CustomerRow[]): Promise<CrafterCustomer[]> {
  if (rows.length === 0) return [];
  const addresses = await db
    .select()
    .from(crafterCustomerAddresses)
    .where(
      inArray(
        crafterCustomerAddresses.customerId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(crafterCustomerAddresses.position));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    notes: row.notes,
    addresses: addresses.filter((a) => a.customerId === row.id).map(addressView),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

function addressView(a: AddressRow): CrafterCustomer['addresses'][number] {
  return { id: a.id, name: a.name, line1: a.line1, line2: a.line2, city: a.city, region: a.region, postal_code: a.postalCode, country: a.country as 'US' | 'CA', phone: a.phone };
}
