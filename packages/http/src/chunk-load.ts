// Chunk-load failure of §8: the shell gives a remote's chunks this long before reporting the failure.
import { TIMING } from '@storefront/store-config';

export const CHUNK_LOAD_TIMEOUT_MS = TIMING.chunkLoadTimeoutMs;

/** Named like webpack's own ChunkLoadError so one check catches both. */
export function loadingChunkFailedError(cause?: unknown): Error {
  const error = new Error('Loading chunk failed', cause === undefined ? undefined : { cause });
  error.name = 'ChunkLoadError';
  return error;
}
