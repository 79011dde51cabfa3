// Objects are named by the SHA-256 of what is stored, so the same artwork uploaded twice (or
// by two shoppers) is one object, and a key says nothing about who uploaded it or its name.
import { assertValidKey } from './blob-store';

const EXTENSION_OF: Record<string, string> = { 'image/png': 'png', 'image/svg+xml': 'svg' };

/** `uploads/3f/3f2a…e9.png`: the two-character folder keeps directories small on disk. */
export function contentKey(sha256: string, contentType: string, prefix = 'uploads'): string {
  if (!/^[0-9a-f]{64}$/.test(sha256)) throw new RangeError('contentKey needs a lower-case hex SHA-256');
  const extension = EXTENSION_OF[contentType];
  if (!extension) throw new RangeError(`contentKey has no extension for ${contentType}`);
  const key = `${prefix}/${sha256.slice(0, 2)}/${sha256}.${extension}`;
  assertValidKey(key);
  return key;
}
