import { BUSINESS_LINE_LABELS, BUSINESS_LINES } from '@storefront/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../client/create-database';
import { brands, businessLines, categories, warehouses } from '../schema/catalog';
import { DEMO_BRANDS } from './brands';
import { CATEGORIES } from './categories';
import { WAREHOUSES } from './warehouses';

export interface ReferenceIds {
  brandIds: Map<string, number>;
  categoryIds: Map<string, number>;
  /** in WAREHOUSES order */
  warehouseIds: number[];
}

/**
 * Business lines, brands, the category tree and warehouses. Upserts keyed on their natural keys,
 * so this is safe to run on a database that already has some of them.
 */
export async function upsertReferenceData(db: Database): Promise<ReferenceIds> {
  await db
    .insert(businessLines)
    .values(BUSINESS_LINES.map((key, position) => ({ key, label: BUSINESS_LINE_LABELS[key], position })))
    .onConflictDoUpdate({ target: businessLines.key, set: { label: sql`excluded.label`, position: sql`excluded.position` } });

  const brandRows = await db
    .insert(brands)
    .values(DEMO_BRANDS.map(({ slug, name, description }) => ({ slug, name, description })))
    .onConflictDoUpdate({ target: brands.slug, set: { name: sql`excluded.name`, description: sql`excluded.description` } })
    .returning({ id: brands.id, slug: brands.slug });

  // parents before children: insert the tree one depth at a time so parent ids are known
  const categoryIds = new Map<string, number>();
  const depth = Math.max(...CATEGORIES.map((c) => c.path.length));
  for (let level = 1; level <= depth; level++) {
    const rows = CATEGORIES.filter((c) => c.path.length === level).map((c) => ({
      slug: c.slug,
      name: c.name,
      parentId: c.parentSlug ? (categoryIds.get(c.parentSlug) ?? null) : null,
      businessLine: c.businessLine,
      subsite: c.subsite,
      position: c.position,
    }));
    const inserted = await db
      .insert(categories)
      .values(rows)
      .onConflictDoUpdate({
        target: categories.slug,
        set: { name: sql`excluded.name`, parentId: sql`excluded.parent_id`, subsite: sql`excluded.subsite`, position: sql`excluded.position` },
      })
      .returning({ id: categories.id, slug: categories.slug });
    for (const r of inserted) categoryIds.set(r.slug, r.id);
  }

  const warehouseRows = await db
    .insert(warehouses)
    .values(WAREHOUSES.map(({ code, name, country, timeZone }) => ({ code, name, country, timeZone })))
    .onConflictDoUpdate({ target: warehouses.code, set: { name: sql`excluded.name`, timeZone: sql`excluded.time_zone` } })
    .returning({ id: warehouses.id, code: warehouses.code });
  const warehouseByCode = new Map(warehouseRows.map((w) => [w.code, w.id]));

  return {
    brandIds: new Map(brandRows.map((b) => [b.slug, b.id])),
    categoryIds,
    warehouseIds: WAREHOUSES.map((w) => warehouseByCode.get(w.code) as number),
  };
}
