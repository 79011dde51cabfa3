import type { ListingIndex } from './listing-index';
import type { LoadedListingIndex } from './load-listing-index';

/** What listProducts asks: the index built at exactly this catalog version, if there is one. */
export interface ListingIndexSource {
  at(version: number): ListingIndex | undefined;
}

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * Keeps the process's listing index at the catalog's version. A request that reads a version the
 * index was not built at gets nothing (it answers from SQL) and starts a reload; one load runs
 * at a time, and a request that saw another version while it ran starts the next as soon as it
 * ends. The index is swapped whole, so an answer never mixes versions, and never comes from an
 * index older than the version its request read: a stale price never shows.
 */
export class ListingIndexHolder implements ListingIndexSource {
  private index: ListingIndex | undefined;
  private loading: Promise<void> | undefined;
  /** the last version a request saw while a load ran that was not the index's */
  private wanted: number | undefined;
  private closed = false;
  /** when the last load started, and the timer of a load put off until the interval has passed */
  private lastStart = Number.NEGATIVE_INFINITY;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** requests given the index / sent to SQL, and loads done (tests read them) */
  readonly stats = { hits: 0, misses: 0, loads: 0 };

  constructor(
    private readonly load: () => Promise<LoadedListingIndex>,
    private readonly log: Log,
    /**
     * The least time between two loads' starts. Every catalog write (a price, and each order's
     * stock) bumps the version, and a load reads the whole listing: on a busy shop loads would run
     * back to back. Requests in between answer from SQL, so nothing stale ever shows.
     */
    private readonly minIntervalMs = 0,
  ) {}

  at(version: number): ListingIndex | undefined {
    if (this.index?.version === version) {
      this.stats.hits++;
      return this.index;
    }
    this.stats.misses++;
    this.wanted = version;
    this.refresh();
    return undefined;
  }

  /** Starts a load unless one is running (start-up, and a request that saw a newer version). */
  refresh(): void {
    if (this.loading || this.closed || this.timer) return;
    const wait = this.lastStart + this.minIntervalMs - performance.now();
    if (wait > 0) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.refresh();
      }, wait);
      this.timer.unref?.();
      return;
    }
    this.wanted = undefined;
    const started = performance.now();
    this.lastStart = started;
    this.loading = this.load()
      .then(({ index, readMs, buildMs }) => {
        // loads run one after another, so the latest is the newest snapshot
        this.index = index;
        this.stats.loads++;
        const ms = Math.round(performance.now() - started);
        this.log.info({ version: index.version, rows: index.rowCount, ms, readMs: Math.round(readMs), buildMs: Math.round(buildMs) }, 'listing index loaded');
      })
      .catch((err: unknown) => {
        this.wanted = undefined; // no retry loop on a failing database: the next request tries again
        if (!this.closed) this.log.warn({ err }, 'listing index load failed; listings answer from SQL');
      })
      .finally(() => {
        this.loading = undefined;
        if (this.wanted !== undefined && this.wanted !== this.index?.version) this.refresh();
      });
  }

  /** Resolves when no load is running (tests; close). */
  async settled(): Promise<void> {
    while (this.loading) await this.loading;
  }

  /** Stops reloading and waits for a running load, so the database can close after it. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.settled();
    this.index = undefined;
  }
}
