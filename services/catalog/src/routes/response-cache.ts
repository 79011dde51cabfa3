import { createHash } from 'node:crypto';

/** An answer as sent: its JSON text and a validator derived from that text. */
export interface CachedAnswer {
  body: string;
  /** weak: the gateway may compress the body; the same JSON gives the same tag on every instance */
  etag: string;
}

interface Entry {
  version: number;
  answer: Promise<CachedAnswer>;
  bytes: number;
}

export function answerOf(body: string): CachedAnswer {
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * Serialized catalog answers per normalised request, each tagged with the catalog version it was
 * built at and served only while that version is current: a catalog write (any writer, any
 * instance) retires every entry at once, and there is no TTL that could show a stale price.
 * Concurrent misses for one key and version share one computation. Bounded in bytes, least
 * recently used first out; entries of older versions are replaced on their next request.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  /** The answer for `key` at `version`, built by `compute` when none is held for that version. A failure is not kept. */
  get(key: string, version: number, compute: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
    const hit = this.entries.get(key);
    if (hit && hit.version === version) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.answer;
    }
    if (hit && hit.version > version) return compute(); // a newer entry beat this request: leave it
    this.remove(key);
    const entry: Entry = { version, answer: compute(), bytes: 0 };
    this.entries.set(key, entry);
    entry.answer.then(
      (a) => {
        if (this.entries.get(key) !== entry) return;
        entry.bytes = a.body.length * 2 + key.length * 2;
        this.bytes += entry.bytes;
        this.evict();
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.answer;
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string) {
    const e = this.entries.get(key);
    if (!e) return;
    this.bytes -= e.bytes;
    this.entries.delete(key);
  }

  private evict() {
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.bytes -= e.bytes;
      this.entries.delete(k);
    }
  }
}
