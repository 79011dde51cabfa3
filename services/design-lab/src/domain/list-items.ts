import { desc } from 'drizzle-orm';
import type { DesignLabItem } from '@storefront/contracts';
import { designLabItems, type Database } from '@storefront/db';

/** The newest `limit` items, as the contracts show them. */
export async function listItems(db: Database, limit: number): Promise<DesignLabItem[]> {
  const rows = await db.select().from(designLabItems).orderBy(desc(designLabItems.createdAt)).limit(limit);
  return rows.map((r) => ({ id: r.id, title: r.title, created_at: r.createdAt.toISOString() }));
}
