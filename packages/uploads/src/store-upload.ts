// Process, then store under the content key. Storing happens only after processUpload has
// answered, so a refused file never reaches the blob store; an identical file already stored
// is not written again.
import { contentKey } from './blob-store/content-key';
import type { BlobStore } from './blob-store/blob-store';
import type { UploadLimits } from './limits';
import { processUpload, type ProcessedUpload } from './process/process-upload';

export interface StoredUpload extends Omit<ProcessedUpload, 'bytes'> {
  key: string;
  /** False when the same bytes were already in the store. */
  created: boolean;
}

export async function storeUpload(
  store: BlobStore,
  bytes: Uint8Array,
  declaredName: string,
  limits?: Partial<UploadLimits>,
): Promise<StoredUpload> {
  const processed = await processUpload(bytes, declaredName, limits);
  const key = contentKey(processed.sha256, processed.contentType);
  const created = !(await store.exists(key));
  if (created) await store.put(key, processed.bytes, processed.contentType);
  const { bytes: _stored, ...description } = processed;
  return { ...description, key, created };
}

/**
 * Headers for answering a stored upload to a browser. An SVG is an active document when opened
 * directly, so even a sanitised one is served sandboxed: no script, no outside fetch.
 */
export function servingHeaders(contentType: string): Record<string, string> {
  return {
    'content-type': contentType,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
    'cache-control': 'public, max-age=31536000, immutable',
  };
}
