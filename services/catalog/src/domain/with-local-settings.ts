import { sql } from 'drizzle-orm';
import type { Database } from '@storefront/db';

/** Planner settings a catalog read may change for itself. */
export interface LocalSettings {
  /**
   * PostgreSQL JIT-compiles any plan costed over jit_above_cost (100 000 by default). The facet
   * statement over 100k products crosses it, and compiling cost ~0.7 s of a ~0.9 s statement:
   * these reads are short and run once, so compiling never pays back.
   */
  jit?: 'off';
  /** see match-search.ts: steer `<%` onto the trigram index */
  enable_seqscan?: 'off';
}

/**
 * Runs `fn` in a transaction whose settings apply to it alone (`set_config(…, is_local)`), so
 * pooled connections go back unchanged. PGlite accepts the same settings (it has no JIT).
 */
export async function withLocalSettings<T>(db: Database, settings: LocalSettings, fn: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    for (const [name, value] of Object.entries(settings)) {
      await tx.execute(sql`select set_config(${name}, ${value}, true)`);
    }
    return fn(tx as unknown as Database);
  });
}
