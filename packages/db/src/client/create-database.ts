import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from '../schema/index';

export type Schema = typeof schema;
/** What every service receives: the PGlite and postgres.js drizzle databases share this surface. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a tarball, for `loadDataDir` (tests copy a migrated one) */
  dumpDataDir?: () => Promise<Blob>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used */
  url?: string;
  /** PGlite data folder, or 'memory' (tests) */
  dataDir?: string;
  /** PGlite only: start from a data folder `dumpDataDir` gave */
  loadDataDir?: Blob;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
export const DEFAULT_DATA_DIR = path.resolve(fileURLToPath(new URL('../../../../.data/pglite', import.meta.url)));

/**
 * One client factory (issue 2): postgres.js when a URL is given, otherwise PGlite in-process.
 * PGlite has one connection, so in embedded mode every service must receive this same handle.
 */
export async function createDatabase(opts: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (opts.url) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const u = new URL(opts.url);
    // postgres.js ignores ?host= in a URL; pass the parts as options so PGHOST-style sockets work too.
    const client = postgres({
      host: u.hostname || process.env.PGHOST || '127.0.0.1',
      port: u.port ? Number(u.port) : 5432,
      user: decodeURIComponent(u.username || 'postgres'),
      password: u.password ? decodeURIComponent(u.password) : undefined,
      database: u.pathname.replace(/^\//, '') || 'postgres',
      max: Number(process.env.DATABASE_POOL_MAX ?? 10),
      onnotice: () => {},
    });
    const db = drizzle(client, { schema }) as unknown as Database;
    return { db, kind: 'postgres', close: () => client.end({ timeout: 5 }) };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dataDir = opts.dataDir === 'memory' ? undefined : path.resolve(opts.dataDir ?? DEFAULT_DATA_DIR);
  // PGlite creates only the last folder; on a fresh clone .data/ itself does not exist yet
  if (dataDir) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = new PGlite({ dataDir, extensions: { pg_trgm }, loadDataDir: opts.loadDataDir });
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close(), dumpDataDir: () => client.dumpDataDir('none') };
}
