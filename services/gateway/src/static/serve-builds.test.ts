import { describe, expect, it } from 'vitest';
import { cacheControlFor } from './serve-builds';

describe('cacheControlFor', () => {
  it('caches hashed chunks forever and makes entries and manifests revalidate', () => {
    expect(cacheControlFor('/x/262.1316219ea9.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/x/__federation_expose_lifecycles.b5326c15e1.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/x/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/x/mf-manifest.json')).toBe('no-cache');
    expect(cacheControlFor('/x/shell.js')).toBe('no-cache');
  });
});
