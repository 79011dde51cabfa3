import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@storefront/db';

/** The catalog's version now: bumped in the same commit as every catalog write (migration 0009's triggers). */
export async function readCatalogVersion(db: Database): Promise<number> {
  const [row] = rowsOf<{ version: string | number }>(await db.execute(sql`select version from catalog.catalog_version where id = 1`));
  return Number(row?.version ?? 0);
}

/**
 * Reads the catalog version for a request, coalescing concurrent requests into few reads without
 * ever answering a request from a read that began before it arrived (that read could predate a
 * write the caller has already seen committed). A caller arriving while a read is in flight
 * waits for the next one, which every such caller shares: one read per round trip at most,
 * whatever the concurrency, and each instance sees another instance's write at once.
 */
export class CatalogVersionGate {
  private running: Promise<number> | undefined;
  private queued: Promise<number> | undefined;

  constructor(private readonly read: () => Promise<number>) {}

  current(): Promise<number> {
    if (this.queued) return this.queued;
    if (!this.running) return this.start();
    const queued = this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        return this.start();
      });
    this.queued = queued;
    return queued;
  }

  private start(): Promise<number> {
    const p = this.read().finally(() => {
      if (this.running === p) this.running = undefined;
    });
    this.running = p;
    return p;
  }
}
