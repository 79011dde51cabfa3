// One interface for every place uploaded bytes live. Callers name objects by key (see
// content-key.ts); a driver never derives a path from anything a shopper typed.

export interface StoredBlob {
  bytes: Uint8Array;
  contentType: string;
}

export interface BlobInfo {
  byteSize: number;
  contentType: string;
}

export interface BlobStore {
  /** "disk /srv/data/blobs", "s3 bucket art at http://minio:9000": for start-up logs; never a secret. */
  readonly description: string;
  /** Writes the whole object or nothing (a reader never sees half a file). Overwrites. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredBlob | null>;
  head(key: string): Promise<BlobInfo | null>;
  exists(key: string): Promise<boolean>;
  /** Idempotent: deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
}

export class BlobKeyError extends Error {
  override readonly name = 'BlobKeyError';
}

const SEGMENT = /^[a-z0-9_-][a-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;

/**
 * Keys are lower-case segments of `[a-z0-9._-]` joined by `/`. A segment may not start with a
 * dot, so `.` and `..` (traversal) and hidden files are impossible, and the disk driver's
 * temporary and sidecar names (which do) can never collide with a key.
 */
export function assertValidKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) {
    throw new BlobKeyError(`A blob key must be 1–${MAX_KEY_LENGTH} characters.`);
  }
  for (const segment of key.split('/')) {
    if (!SEGMENT.test(segment)) throw new BlobKeyError(`Invalid blob key segment "${segment.slice(0, 40)}": use a-z, 0-9, "_", "-" and "." (not first).`);
  }
}

export function isValidKey(key: string): boolean {
  try {
    assertValidKey(key);
    return true;
  } catch {
    return false;
  }
}

/** Content types are stored and answered back as headers: no line breaks, nothing exotic. */
export function assertValidContentType(contentType: string): void {
  if (typeof contentType !== 'string' || contentType.length > 200 || !/^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+(?:\s*;\s*[a-z0-9!#$&^_.+-]+=(?:[a-z0-9!#$&^_.+-]+|"[^"\r\n]*"))*$/i.test(contentType)) {
    throw new BlobKeyError(`Invalid content type "${contentType.slice(0, 60)}".`);
  }
}
