import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { blobStoreContract } from '../test-fixtures/blob-store-contract';
import { createDiskBlobStore } from './disk-blob-store';

const roots: string[] = [];
async function freshRoot(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'uploads-disk-'));
  roots.push(root);
  return root;
}
afterAll(async () => {
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
});

blobStoreContract('disk', async () => createDiskBlobStore(await freshRoot()));

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1)).sort();
}

describe('disk blob store layout', () => {
  it('writes the object at its key with the type in a hidden sidecar, and no temporary file left', async () => {
    const root = await freshRoot();
    const store = createDiskBlobStore(root);
    await store.put('uploads/ab/abc.png', new Uint8Array([1, 2]), 'image/png');
    expect(await filesUnder(root)).toEqual(['uploads/ab/.abc.png.type', 'uploads/ab/abc.png']);
    expect(await readFile(join(root, 'uploads/ab/.abc.png.type'), 'utf8')).toBe('image/png');
    await store.delete('uploads/ab/abc.png');
    expect(await filesUnder(root)).toEqual([]);
  });

  it('never writes outside its root, whatever the key', async () => {
    const parent = await freshRoot();
    const root = join(parent, 'store');
    const store = createDiskBlobStore(root);
    for (const key of ['../outside.png', 'a/../../outside.png', '/tmp/outside.png', '..']) {
      await expect(store.put(key, new Uint8Array([1]), 'image/png')).rejects.toThrow();
    }
    expect(await filesUnder(parent)).toEqual([]);
  });

  it('reads an object whose sidecar is missing as octet-stream rather than failing', async () => {
    const root = await freshRoot();
    const store = createDiskBlobStore(root);
    await store.put('x/y.png', new Uint8Array([5]), 'image/png');
    await rm(join(root, 'x/.y.png.type'));
    expect(await store.get('x/y.png')).toEqual({ bytes: new Uint8Array([5]), contentType: 'application/octet-stream' });
  });

  it('says where it keeps things', async () => {
    const root = await freshRoot();
    expect(createDiskBlobStore(root).description).toBe(`disk ${root}`);
  });
});
