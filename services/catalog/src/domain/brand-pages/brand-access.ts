import { and, eq } from 'drizzle-orm';
import type { Role } from '@storefront/contracts';
import { brandPageManagers, brands, type Database } from '@storefront/db';
import { failed, succeeded, type Outcome } from '@storefront/server-kit';

export interface EditableBrand {
  id: number;
  slug: string;
  name: string;
}

/**
 * The brand, if this user may edit its page: staff edit every brand; a brand page manager only
 * the brands staff assigned them. Someone else's brand is a 403, an unknown one a 404, so a
 * manager learns nothing of brands they do not manage beyond that they exist publicly.
 */
export async function editableBrand(db: Database, slug: string, user: { userId: string; roles: readonly Role[] }): Promise<Outcome<EditableBrand>> {
  const [brand] = await db.select({ id: brands.id, slug: brands.slug, name: brands.name }).from(brands).where(eq(brands.slug, slug)).limit(1);
  if (!brand) return failed({ kind: 'not_found', code: 'brand_not_found', message: `There is no brand "${slug}".` });
  if (user.roles.includes('staff')) return succeeded(brand);
  const [assigned] = await db
    .select({ brandId: brandPageManagers.brandId })
    .from(brandPageManagers)
    .where(and(eq(brandPageManagers.brandId, brand.id), eq(brandPageManagers.userId, user.userId)))
    .limit(1);
  if (!assigned) return failed({ kind: 'forbidden', code: 'not_your_brand', message: `You do not manage ${brand.name}'s page. Staff assign brand pages to their managers.` });
  return succeeded(brand);
}
