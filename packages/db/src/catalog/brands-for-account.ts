import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../client/create-database';
import { brands } from '../schema/catalog';

export interface BrandForAccount {
  id: number;
  slug: string;
  name: string;
}

/** Catalog's named read for the account service (ARCHITECTURE §3.1): a brand by its slug, or null. */
export async function brandBySlug(db: Database, slug: string): Promise<BrandForAccount | null> {
  const [row] = await db.select({ id: brands.id, slug: brands.slug, name: brands.name }).from(brands).where(eq(brands.slug, slug)).limit(1);
  return row ?? null;
}

/** …and brands by their ids, one query for any number, keyed by id. */
export async function brandsByIds(db: Database, ids: readonly number[]): Promise<Map<number, BrandForAccount>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: brands.id, slug: brands.slug, name: brands.name }).from(brands).where(inArray(brands.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}
