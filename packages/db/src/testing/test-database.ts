import { randomBytes } from 'node:crypto';
import { createDatabase, migrate, type DatabaseHandle } from '../index';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or — when
 * DATABASE_URL is set (CI's second run) — a throwaway database on that PostgreSQL server,
 * dropped again on close, so test files never see each other's rows.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) return createTestPglite();
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = await createDatabase({ url });
  const { sql } = await import('drizzle-orm');
  await admin.db.execute(sql.raw(`CREATE DATABASE "${name}"`));
  const u = new URL(url);
  u.pathname = `/${name}`;
  const handle = await createDatabase({ url: u.toString() });
  await migrate(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      await admin.close();
    },
  };
}

/**
 * The migrated, empty data folder, taken once per test process. Test files that share a worker
 * (vitest's `isolate: false`) then start from a copy of it: loading it takes a third of the time
 * of a new PGlite plus the migrations.
 */
let migratedSnapshot: Promise<Blob> | undefined;

async function createTestPglite(): Promise<DatabaseHandle> {
  if (migratedSnapshot) {
    const snapshot = await migratedSnapshot.catch(() => undefined);
    if (snapshot) return createDatabase({ dataDir: 'memory', loadDataDir: snapshot });
  }
  const handle = await createDatabase({ dataDir: 'memory' });
  await migrate(handle);
  // taken before any test writes, so every copy is the schema with no rows
  migratedSnapshot = handle.dumpDataDir!();
  await migratedSnapshot.catch(() => undefined);
  return handle;
}
