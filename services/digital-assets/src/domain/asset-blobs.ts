import { contentKey, type BlobStore } from '@storefront/uploads';

/**
 * This service's files live in the shared blob store under their own prefix
 * (`digital-assets/ab/ab…64.png`), still keyed by content: the design lab deletes a content key
 * once none of *its* rows names it, and would otherwise remove a file our rows still name.
 * Deleting here asks only this service's rows, for the same reason.
 */
export const BLOB_PREFIX = 'digital-assets';

export function assetBlobKey(sha256: string, contentType: string): string {
  return contentKey(sha256, contentType, BLOB_PREFIX);
}

/** Puts the bytes under their content key unless they are there already; `created` says whether this call wrote them. */
export async function putAssetBlob(store: BlobStore, bytes: Uint8Array, contentType: string, sha256: string): Promise<{ key: string; created: boolean }> {
  const key = assetBlobKey(sha256, contentType);
  const created = !(await store.exists(key));
  if (created) await store.put(key, bytes, contentType);
  return { key, created };
}
