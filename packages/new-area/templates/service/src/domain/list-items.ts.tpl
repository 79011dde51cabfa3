import { desc } from 'drizzle-orm';
import type { __Pascal__Item } from '@storefront/contracts';
import { __camel__Items, type Database } from '@storefront/db';

/** The newest `limit` items, as the contracts show them. */
export async function listItems(db: Database, limit: number): Promise<__Pascal__Item[]> {
  const rows = await db.select().from(__camel__Items).orderBy(desc(__camel__Items.createdAt)).limit(limit);
  return rows.map((r) => ({ id: r.id, title: r.title, created_at: r.createdAt.toISOString() }));
}
