import type { DatabaseHandle } from './create-database';
import { MIGRATIONS_FOLDER } from './create-database';

/** Runs the committed drizzle-kit migrations, unchanged, on PGlite or PostgreSQL. */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    const { migrate: run } = await import('drizzle-orm/postgres-js/migrator');
    await run(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}
