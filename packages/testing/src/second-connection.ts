import { sql } from 'drizzle-orm';
import { createDatabase, rowsOf, type DatabaseHandle } from '@storefront/db';

/**
 * Another process's view of a test database, for split-mode tests (two services, each with its own
 * connections, sharing only the database): on PostgreSQL a second pool on the same throwaway
 * database; on PGlite the same handle, since PGlite has one connection and every service is handed
 * the one instance. Close it (when it is not `handle`) before closing `handle`.
 */
export async function secondConnection(handle: DatabaseHandle): Promise<DatabaseHandle> {
  if (handle.kind !== 'postgres') return handle;
  const [row] = rowsOf<{ name: string }>(await handle.db.execute(sql`select current_database() as name`));
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${row!.name}`;
  return createDatabase({ url: url.toString() });
}
