// Objects as files under one root folder: `<root>/<key>`, with the content type in a hidden
// sidecar `<dir>/.<name>.type` beside it. Written to a temporary file in the same folder and
// renamed into place, so a reader (or a crash) never sees half an object.
import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { assertValidContentType, assertValidKey, type BlobInfo, type BlobStore, type StoredBlob } from './blob-store';

const FALLBACK_TYPE = 'application/octet-stream';

export function createDiskBlobStore(rootDir: string): BlobStore {
  const root = resolve(rootDir);

  function pathsOf(key: string): { object: string; sidecar: string; dir: string } {
    assertValidKey(key);
    const object = join(root, ...key.split('/'));
    const dir = dirname(object);
    // Keys cannot start a segment with ".", so neither the sidecar nor a temp file can be a key.
    return { object, sidecar: join(dir, `.${basename(object)}.type`), dir };
  }

  async function readType(sidecar: string): Promise<string> {
    try {
      return (await readFile(sidecar, 'utf8')).trim() || FALLBACK_TYPE;
    } catch (error) {
      if (isMissing(error)) return FALLBACK_TYPE;
      throw error;
    }
  }

  const store: BlobStore = {
    description: `disk ${root}`,

    async put(key, bytes, contentType) {
      assertValidContentType(contentType);
      const { object, sidecar, dir } = pathsOf(key);
      await mkdir(dir, { recursive: true });
      // The type lands first: an object visible without its type would be served as octet-stream.
      await writeAtomically(sidecar, new TextEncoder().encode(contentType));
      await writeAtomically(object, bytes);
    },

    async get(key): Promise<StoredBlob | null> {
      const { object, sidecar } = pathsOf(key);
      let bytes: Buffer;
      try {
        bytes = await readFile(object);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType: await readType(sidecar) };
    },

    async head(key): Promise<BlobInfo | null> {
      const { object, sidecar } = pathsOf(key);
      try {
        const info = await stat(object);
        if (!info.isFile()) return null;
        return { byteSize: info.size, contentType: await readType(sidecar) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    // Not `this.head`: callers may pass the method around on its own.
    exists: async (key) => (await store.head(key)) !== null,

    async delete(key) {
      const { object, sidecar } = pathsOf(key);
      // The object goes first, so no reader finds it typed as octet-stream meanwhile.
      await unlinkIfPresent(object);
      await unlinkIfPresent(sidecar);
    },
  };
  return store;
}

async function writeAtomically(path: string, bytes: Uint8Array): Promise<void> {
  const temporary = join(dirname(path), `.tmp-${randomUUID()}`);
  const handle = await open(temporary, 'wx', 0o644);
  try {
    await handle.writeFile(bytes);
    await handle.sync(); // on disk before the rename makes it visible
  } catch (error) {
    await handle.close();
    await unlinkIfPresent(temporary);
    throw error;
  }
  await handle.close();
  try {
    await rename(temporary, path);
  } catch (error) {
    await unlinkIfPresent(temporary);
    throw error;
  }
}

async function unlinkIfPresent(path: string): Promise<void> {
  try {
    await unlink(path);
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
