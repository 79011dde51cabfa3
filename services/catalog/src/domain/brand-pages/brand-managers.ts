import { and, eq } from 'drizzle-orm';
import { brandPageManagers, rolesOf, userByEmail, usersByIds, type Database } from '@storefront/db';
import { failed, succeeded, type Outcome } from '@storefront/server-kit';
import type { EditableBrand } from './brand-access';

export interface BrandManager {
  user_id: string;
  email: string;
  name: string;
}

export async function brandManagersOf(db: Database, brand: EditableBrand): Promise<BrandManager[]> {
  const rows = await db.select({ userId: brandPageManagers.userId }).from(brandPageManagers).where(eq(brandPageManagers.brandId, brand.id));
  const users = await usersByIds(db, rows.map((r) => r.userId));
  return [...users.values()].sort((a, b) => a.email.localeCompare(b.email)).map((u) => ({ user_id: u.id, email: u.email, name: u.name }));
}

/** Staff give a brand page manager (the role, granted by an admin) one more brand to edit. */
export async function assignBrandManager(db: Database, brand: EditableBrand, email: string, staffId: string, at: Date): Promise<Outcome<BrandManager[]>> {
  const user = await userByEmail(db, email);
  if (!user) return failed({ kind: 'not_found', code: 'user_not_found', message: `No account uses ${email}.` });
  if (!(await rolesOf(db, user.id)).includes('brand_page_manager')) {
    return failed({ kind: 'invalid', code: 'not_brand_manager', message: `${email} does not have the brand page manager role: an admin grants it first.` });
  }
  await db.insert(brandPageManagers).values({ brandId: brand.id, userId: user.id, assignedBy: staffId, assignedAt: at }).onConflictDoNothing();
  return succeeded(await brandManagersOf(db, brand));
}

export async function removeBrandManager(db: Database, brand: EditableBrand, userId: string): Promise<Outcome<BrandManager[]>> {
  const removed = await db
    .delete(brandPageManagers)
    .where(and(eq(brandPageManagers.brandId, brand.id), eq(brandPageManagers.userId, userId)))
    .returning({ userId: brandPageManagers.userId });
  if (!removed.length) return failed({ kind: 'not_found', code: 'manager_not_found', message: `That account does not manage ${brand.name}'s page.` });
  return succeeded(await brandManagersOf(db, brand));
}
