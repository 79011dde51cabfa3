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

/** The channel migration 0015's trigger announces each new catalog version on. */
export const CATALOG_VERSION_CHANNEL = 'catalog_version';

/**
 * The catalog version held in memory, kept current by each write's own announcement (NOTIFY, on
 * commit) instead of a read per request: a cached answer is then served with no database round
 * trip. Until the channel is heard, requests go through the gate (a read each).
 *
 * On PGlite the announcement reaches the listener with the commit itself (one in-process
 * connection carries both). On PostgreSQL another instance's listener hears it a moment after the
 * commit (the notification's trip, well under a millisecond on one host), so an instance answers
 * from the previous version for that moment; `check()` on a timer re-reads the version, so an
 * announcement lost with its connection is never held past one interval, and a writer calls it
 * after its own commit to see its write at once (app.ts).
 *
 * Announcements arrive in commit order, which is version order (the bump holds the row until
 * commit), so the last one heard is the version; a read that an announcement overtook is dropped.
 */
export class CatalogVersionWatch {
  private held: number | undefined;
  private heardCount = 0;

  constructor(
    private readonly gate: CatalogVersionGate,
    private readonly read: () => Promise<number>,
  ) {}

  current(): Promise<number> {
    return this.held === undefined ? this.gate.current() : Promise.resolve(this.held);
  }

  /** whether requests are answered from the held version (false: a read each) */
  get holding(): boolean {
    return this.held !== undefined;
  }

  heard(payload: string): void {
    const version = Number(payload);
    if (!Number.isSafeInteger(version)) return;
    this.heardCount++;
    // a late announcement of a commit that a check() already read must not take the version back
    this.held = this.held === undefined ? version : Math.max(this.held, version);
  }

  /**
   * While holding, read the version and hold what the database says: a version whose
   * announcement was lost (or has not arrived yet) is adopted. When an announcement arrived during
   * the read, only a newer read is kept (both are committed versions, so the larger is current);
   * otherwise the read stands even if lower (the catalog was reset). Returns whether the held
   * version changed.
   */
  async check(): Promise<boolean> {
    if (this.held === undefined) return false;
    const before = this.heardCount;
    const version = await this.read();
    if (this.held === undefined || version === this.held) return false;
    if (this.heardCount !== before && version < this.held) return false;
    this.held = version;
    return true;
  }

  /** LISTEN is in place: what was announced before it is unknown, so read the version once. */
  async listening(): Promise<void> {
    const before = this.heardCount;
    const version = await this.read();
    if (this.heardCount === before) this.held = version;
  }

  stop(): void {
    this.held = undefined;
  }
}
