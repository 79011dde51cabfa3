import { createHash } from 'node:crypto';
import type { BlobStore } from '@storefront/uploads';
import { ART_PX, renderArtPng } from './asset-art-files';
import { putAssetBlob } from './asset-blobs';

/** An asset's print PNG as stored: what a send to print's upload row and a PNG download read. */
export interface PrintFile {
  key: string;
  contentType: 'image/png';
  sha256: string;
  byteSize: number;
  width: number;
  height: number;
}

export interface PrintFiles {
  /** the seed's print PNG, in the blob store (rendered and put when it is not there) */
  stored(seed: number): Promise<PrintFile>;
  /** its bytes */
  bytes(seed: number): Promise<Uint8Array>;
}

/** Seeds whose stored file this process remembers (a 4500 px render costs seconds of CPU). */
const REMEMBERED = 64;

/**
 * The print PNGs of asset art, rendered at most once per seed while their blob stays: concurrent
 * sends of one asset share one render, and later ones only check that the blob is still there (a
 * shopper's delete of the last row naming it removes it). Content-addressed under this service's
 * prefix, outside any transaction.
 */
export function createPrintFiles(store: BlobStore, render: (seed: number) => Promise<Uint8Array> = renderArtPng): PrintFiles {
  const known = new Map<number, Promise<PrintFile>>();

  async function make(seed: number): Promise<{ file: PrintFile; png: Uint8Array }> {
    const png = await render(seed);
    const sha256 = createHash('sha256').update(png).digest('hex');
    const { key } = await putAssetBlob(store, png, 'image/png', sha256);
    return { file: { key, contentType: 'image/png', sha256, byteSize: png.byteLength, width: ART_PX, height: ART_PX }, png };
  }

  function remember(seed: number, file: Promise<PrintFile>): Promise<PrintFile> {
    known.delete(seed);
    known.set(seed, file);
    if (known.size > REMEMBERED) known.delete(known.keys().next().value!);
    // a failed render is forgotten, so the next request tries again
    file.catch(() => known.get(seed) === file && known.delete(seed));
    return file;
  }

  async function stored(seed: number): Promise<PrintFile> {
    const pending = known.get(seed);
    if (pending) {
      const file = await pending.catch(() => null);
      if (file && (await store.exists(file.key))) return file;
    }
    return remember(seed, make(seed).then((m) => m.file));
  }

  return {
    stored,
    async bytes(seed) {
      const file = await stored(seed);
      const blob = await store.get(file.key);
      if (blob) return blob.bytes;
      // deleted between the check and the read: draw it again
      const made = make(seed);
      remember(seed, made.then((m) => m.file));
      return (await made).png;
    },
  };
}
