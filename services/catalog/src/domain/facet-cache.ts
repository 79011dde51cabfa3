import type { Facets } from '@storefront/contracts';

interface Entry {
  at: number;
  value: { facets: Facets; total: number };
}

/**
 * Facets for a filter set do not change with the page or the sort, and over a broad set they
 * are the costly part of a listing (every colour and SKU row is read), so they are kept for a
 * short while per instance. Bounded in entries; the oldest go first.
 */
export class FacetCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): Entry['value'] | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (this.now() - e.at > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return e.value;
  }

  set(key: string, value: Entry['value']): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { at: this.now(), value });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
