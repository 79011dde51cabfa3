// The behaviour every BlobStore driver owes its callers. Each driver's test file runs it.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BlobKeyError, type BlobStore } from '../blob-store/blob-store';

export function blobStoreContract(driver: string, makeStore: () => Promise<BlobStore> | BlobStore): void {
  describe(`${driver} blob store contract`, () => {
    it('gives back exactly the bytes and content type it was given', async () => {
      const store = await makeStore();
      const bytes = new Uint8Array(256).map((_, i) => i); // every byte value
      await store.put('contract/all-bytes.bin', bytes, 'application/octet-stream');
      expect(await store.get('contract/all-bytes.bin')).toEqual({ bytes, contentType: 'application/octet-stream' });

      const png = randomBytes(3 * 1024 * 1024 + 7);
      await store.put('contract/ab/big.png', png, 'image/png');
      const back = await store.get('contract/ab/big.png');
      expect(back?.contentType).toBe('image/png');
      expect(Buffer.from(back!.bytes).equals(png)).toBe(true);
    });

    it('answers null and false for a key it never stored', async () => {
      const store = await makeStore();
      expect(await store.get('contract/missing.png')).toBeNull();
      expect(await store.head('contract/missing.png')).toBeNull();
      expect(await store.exists('contract/missing.png')).toBe(false);
    });

    it('reports size and type without the bytes, and existence', async () => {
      const store = await makeStore();
      await store.put('contract/head.svg', new TextEncoder().encode('<svg/>'), 'image/svg+xml');
      expect(await store.head('contract/head.svg')).toEqual({ byteSize: 6, contentType: 'image/svg+xml' });
      expect(await store.exists('contract/head.svg')).toBe(true);
      const { exists } = store; // methods work when passed around on their own
      expect(await exists('contract/head.svg')).toBe(true);
    });

    it('overwrites a key, type included', async () => {
      const store = await makeStore();
      await store.put('contract/over', new Uint8Array([1, 2, 3]), 'image/png');
      await store.put('contract/over', new Uint8Array([9]), 'image/svg+xml');
      expect(await store.get('contract/over')).toEqual({ bytes: new Uint8Array([9]), contentType: 'image/svg+xml' });
    });

    it('stores an empty object', async () => {
      const store = await makeStore();
      await store.put('contract/empty', new Uint8Array(), 'text/plain');
      expect(await store.get('contract/empty')).toEqual({ bytes: new Uint8Array(), contentType: 'text/plain' });
    });

    it('deletes, and deleting again or a missing key is fine', async () => {
      const store = await makeStore();
      await store.put('contract/gone.png', new Uint8Array([1]), 'image/png');
      await store.delete('contract/gone.png');
      expect(await store.get('contract/gone.png')).toBeNull();
      expect(await store.exists('contract/gone.png')).toBe(false);
      await expect(store.delete('contract/gone.png')).resolves.toBeUndefined();
      await expect(store.delete('contract/never.png')).resolves.toBeUndefined();
    });

    it('keeps keys apart', async () => {
      const store = await makeStore();
      await store.put('contract/a/one', new Uint8Array([1]), 'image/png');
      await store.put('contract/b/one', new Uint8Array([2]), 'image/png');
      await store.delete('contract/a/one');
      expect((await store.get('contract/b/one'))?.bytes).toEqual(new Uint8Array([2]));
    });

    it('ends concurrent writers of one key with one whole value', async () => {
      const store = await makeStore();
      const values = [0, 1, 2, 3, 4, 5].map((n) => new Uint8Array(200_000).fill(n));
      await Promise.all(values.map((value) => store.put('contract/race', value, 'image/png')));
      const back = await store.get('contract/race');
      const first = back!.bytes[0]!;
      expect(back!.bytes).toEqual(new Uint8Array(200_000).fill(first));
    });

    it.each([
      '../escape.png',
      'uploads/../../etc/passwd',
      '/absolute.png',
      'a//b',
      'trailing/',
      '.hidden',
      'uploads/.type',
      'Upper.png',
      'a\\b',
      'nul\0.png',
      'space here',
      'x'.repeat(513),
      '',
    ])('refuses the key %j for every operation', async (key) => {
      const store = await makeStore();
      await expect(store.put(key, new Uint8Array([1]), 'image/png')).rejects.toBeInstanceOf(BlobKeyError);
      await expect(store.get(key)).rejects.toBeInstanceOf(BlobKeyError);
      await expect(store.head(key)).rejects.toBeInstanceOf(BlobKeyError);
      await expect(store.exists(key)).rejects.toBeInstanceOf(BlobKeyError);
      await expect(store.delete(key)).rejects.toBeInstanceOf(BlobKeyError);
    });

    it('refuses a content type that could split a header', async () => {
      const store = await makeStore();
      await expect(store.put('contract/type', new Uint8Array([1]), 'image/png\r\nSet-Cookie: a=b')).rejects.toBeInstanceOf(BlobKeyError);
      expect(await store.exists('contract/type')).toBe(false);
    });
  });
}
