// The GET cache of §9: least-recently-used eviction, fixed time to live, keyed by full URL.

export interface ResponseCacheOptions {
  maxEntries: number;
  ttlMs: number;
  now: () => number;
}

interface Entry<V> {
  value: V;
  storedAt: number;
}

export class ResponseCache<V> {
  // a Map iterates in insertion order, so re-inserting on read keeps the least recent first
  readonly #entries = new Map<string, Entry<V>>();
  readonly #options: ResponseCacheOptions;

  constructor(options: ResponseCacheOptions) {
    this.#options = options;
  }

  /** Wrapped so that a cached `undefined` (an empty 204 body) is still a hit. */
  get(key: string): { value: V } | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (this.#options.now() - entry.storedAt >= this.#options.ttlMs) return undefined;
    this.#entries.set(key, entry);
    return { value: entry.value };
  }

  set(key: string, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, storedAt: this.#options.now() });
    while (this.#entries.size > this.#options.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
  }

  has(key: string): boolean {
    return this.#entries.has(key);
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
