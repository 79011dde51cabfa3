import { describe, expect, it } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, loadingChunkFailedError } from './index';

describe('chunk-load failure (§8)', () => {
  it('waits 120 seconds before a chunk counts as failed', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('reports "Loading chunk failed" with the cause kept', () => {
    const cause = new Error('script error');
    const error = loadingChunkFailedError(cause);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('Loading chunk failed');
    expect(error.name).toBe('ChunkLoadError');
    expect(error.cause).toBe(cause);
  });
});
