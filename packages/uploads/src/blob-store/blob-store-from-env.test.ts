import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../test-fixtures/fake-s3-server';
import { BlobStoreConfigError, createBlobStoreFromEnv } from './blob-store-from-env';

const secret = 'super-secret-value-9f8e7d';
let s3: FakeS3;
let dataDir: string;

beforeAll(async () => {
  s3 = await startFakeS3({ accessKeyId: 'AKIAENV', secretAccessKey: secret, region: 'ca-central-1', buckets: ['art'] });
  dataDir = await mkdtemp(join(tmpdir(), 'uploads-env-'));
});
afterAll(async () => {
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('createBlobStoreFromEnv', () => {
  it('defaults to the disk under <dataDir>/blobs, and an empty value counts as unset', () => {
    expect(createBlobStoreFromEnv({}, { dataDir }).description).toBe(`disk ${join(dataDir, 'blobs')}`);
    expect(createBlobStoreFromEnv({ BLOB_STORE: '', BLOB_DIR: ' ' }, { dataDir }).description).toBe(`disk ${join(dataDir, 'blobs')}`);
  });

  it('takes BLOB_DIR, relative to the data folder when relative', () => {
    expect(createBlobStoreFromEnv({ BLOB_DIR: 'elsewhere' }, { dataDir }).description).toBe(`disk ${join(dataDir, 'elsewhere')}`);
    expect(createBlobStoreFromEnv({ BLOB_STORE: 'disk', BLOB_DIR: '/srv/blobs' }, { dataDir }).description).toBe('disk /srv/blobs');
  });

  it('builds a working disk store', async () => {
    const store = createBlobStoreFromEnv({}, { dataDir });
    await store.put('env/x.png', new Uint8Array([1]), 'image/png');
    expect(await store.get('env/x.png')).toEqual({ bytes: new Uint8Array([1]), contentType: 'image/png' });
  });

  it('builds a working S3 store that signs with the given keys, path-style for an endpoint', async () => {
    const store = createBlobStoreFromEnv(
      { BLOB_STORE: 's3', S3_ENDPOINT: s3.endpoint, S3_BUCKET: 'art', S3_REGION: 'ca-central-1', S3_ACCESS_KEY_ID: 'AKIAENV', S3_SECRET_ACCESS_KEY: secret },
      { dataDir },
    );
    expect(store.description).toBe(`s3 bucket art at ${s3.endpoint}`);
    await store.put('env/y.svg', new TextEncoder().encode('<svg/>'), 'image/svg+xml');
    expect(s3.requests.at(-1)).toEqual({ method: 'PUT', path: '/art/env/y.svg', status: 200 });
    expect((await store.get('env/y.svg'))?.contentType).toBe('image/svg+xml');
  });

  it('lists every bad key at once, without echoing any value', () => {
    const attempt = () =>
      createBlobStoreFromEnv({ BLOB_STORE: 's3', S3_ENDPOINT: 'ftp://nope', S3_REGION: 'Not A Region', S3_SECRET_ACCESS_KEY: secret }, { dataDir });
    expect(attempt).toThrow(BlobStoreConfigError);
    const message = (() => {
      try {
        attempt();
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const key of ['S3_ENDPOINT', 'S3_REGION', 'S3_BUCKET', 'S3_SECRET_ACCESS_KEY']) expect(message).toContain(key);
    expect(message).not.toContain(secret);
    expect(message).not.toContain('ftp://nope');
  });

  it('refuses an unknown driver', () => {
    expect(() => createBlobStoreFromEnv({ BLOB_STORE: 'ftp' }, { dataDir })).toThrow(/BLOB_STORE/);
  });
});
