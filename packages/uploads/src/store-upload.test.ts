import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskBlobStore } from './blob-store/disk-blob-store';
import { createS3BlobStore } from './blob-store/s3-blob-store';
import { servingHeaders, storeUpload } from './store-upload';
import { startFakeS3, type FakeS3 } from './test-fixtures/fake-s3-server';
import { patternPng, svg } from './test-fixtures/images';

const credentials = { accessKeyId: 'AKIASTORE', secretAccessKey: 'store-secret' };
let s3: FakeS3;
let root: string;

beforeAll(async () => {
  s3 = await startFakeS3({ ...credentials, region: 'us-east-1', buckets: ['store'] });
  root = await mkdtemp(join(tmpdir(), 'uploads-store-'));
});
afterAll(async () => {
  await s3.close();
  await rm(root, { recursive: true, force: true });
});

describe('storeUpload', () => {
  it('stores identical uploads once (disk): the second finds it already there', async () => {
    const store = createDiskBlobStore(root);
    const png = await patternPng();
    const first = await storeUpload(store, png, 'one.png');
    const second = await storeUpload(store, png, 'two.png');
    expect(first).toMatchObject({ created: true, displayName: 'one.png', kind: 'raster', width: 4, height: 2 });
    expect(second).toMatchObject({ created: false, key: first.key, displayName: 'two.png' });
    expect('bytes' in first).toBe(false);
    const files = (await readdir(root, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
    expect(files.map((entry) => entry.name).sort()).toEqual([`.${first.sha256}.png.type`, `${first.sha256}.png`]);
  });

  it('stores identical uploads once (S3): one PUT for two uploads', async () => {
    const store = createS3BlobStore({ endpoint: s3.endpoint, region: 'us-east-1', bucket: 'store', credentials, maxAttempts: 1 });
    const file = svg('<circle cx="5" cy="5" r="4"/>');
    const first = await storeUpload(store, file, 'dot.svg');
    const second = await storeUpload(store, file, 'dot-again.svg');
    expect(first).toMatchObject({ created: true, contentType: 'image/svg+xml', key: `uploads/${first.sha256.slice(0, 2)}/${first.sha256}.svg` });
    expect(second.created).toBe(false);
    expect(s3.requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
    const stored = await store.get(first.key);
    expect(stored?.contentType).toBe('image/svg+xml');
    expect(new TextDecoder().decode(stored?.bytes)).toContain('<circle');
  });
});

describe('servingHeaders', () => {
  it('serves uploads sandboxed and unsniffable', () => {
    const headers = servingHeaders('image/svg+xml');
    expect(headers['content-type']).toBe('image/svg+xml');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
  });
});
