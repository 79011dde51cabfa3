import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobStoreContract } from '../test-fixtures/blob-store-contract';
import { startFakeS3, type FakeS3 } from '../test-fixtures/fake-s3-server';
import { createS3BlobStore, type S3BlobStoreOptions } from './s3-blob-store';

const credentials = { accessKeyId: 'AKIATESTUPLOADS', secretAccessKey: 'test-secret-do-not-log/xyz+abc' };
let s3: FakeS3;
let bucketCount = 0;

beforeAll(async () => {
  s3 = await startFakeS3({ ...credentials, region: 'us-east-1', buckets: Array.from({ length: 40 }, (_, i) => `bucket-${i}`) });
});
afterAll(async () => {
  await s3.close();
});

function store(overrides: Partial<S3BlobStoreOptions> = {}) {
  return createS3BlobStore({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    bucket: `bucket-${bucketCount++}`, // a fresh bucket per test
    credentials,
    forcePathStyle: true,
    maxAttempts: 1,
    ...overrides,
  });
}

blobStoreContract('s3', () => store());

describe('s3 blob store against an S3 protocol peer', () => {
  it('uses path-style URLs and signed requests the server verified', async () => {
    const blobs = store();
    const bucket = `bucket-${bucketCount - 1}`;
    const before = s3.requests.length;
    await blobs.put('uploads/ab/abc.png', new Uint8Array([1, 2, 3]), 'image/png');
    await blobs.get('uploads/ab/abc.png');
    await blobs.head('uploads/ab/abc.png');
    await blobs.delete('uploads/ab/abc.png');
    expect(s3.requests.slice(before)).toEqual([
      { method: 'PUT', path: `/${bucket}/uploads/ab/abc.png`, status: 200 },
      { method: 'GET', path: `/${bucket}/uploads/ab/abc.png`, status: 200 },
      { method: 'HEAD', path: `/${bucket}/uploads/ab/abc.png`, status: 200 },
      { method: 'DELETE', path: `/${bucket}/uploads/ab/abc.png`, status: 204 },
    ]);
    expect(s3.objects.get(bucket)?.size).toBe(0);
  });

  it('is refused by the server with a wrong secret, and nothing is stored', async () => {
    const blobs = store({ credentials: { accessKeyId: credentials.accessKeyId, secretAccessKey: 'wrong' } });
    const bucket = `bucket-${bucketCount - 1}`;
    await expect(blobs.put('k.png', new Uint8Array([1]), 'image/png')).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    await expect(blobs.get('k.png')).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    expect(s3.objects.get(bucket)?.size).toBe(0);
  });

  it('is refused for an unknown access key', async () => {
    const blobs = store({ credentials: { accessKeyId: 'AKIAUNKNOWN', secretAccessKey: credentials.secretAccessKey } });
    await expect(blobs.put('k.png', new Uint8Array([1]), 'image/png')).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
  });

  it('throws for a missing bucket instead of answering "not found"', async () => {
    const blobs = store({ bucket: 'no-such-bucket' });
    await expect(blobs.get('k.png')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(blobs.put('k.png', new Uint8Array([1]), 'image/png')).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });

  it('puts every key under the key prefix', async () => {
    const blobs = store({ keyPrefix: 'tenant-a/' });
    const bucket = `bucket-${bucketCount - 1}`;
    await blobs.put('uploads/x.png', new Uint8Array([7]), 'image/png');
    expect([...(s3.objects.get(bucket)?.keys() ?? [])]).toEqual(['tenant-a/uploads/x.png']);
    expect((await blobs.get('uploads/x.png'))?.bytes).toEqual(new Uint8Array([7]));
  });

  it('retries a 503 SlowDown when allowed to', async () => {
    const blobs = store({ maxAttempts: 3 });
    s3.failNext(2);
    await blobs.put('retry.png', new Uint8Array([3]), 'image/png');
    expect((await blobs.get('retry.png'))?.bytes).toEqual(new Uint8Array([3]));
  });

  it('describes itself without its credentials', () => {
    const blobs = store();
    expect(blobs.description).toBe(`s3 bucket bucket-${bucketCount - 1} at ${s3.endpoint}`);
    expect(blobs.description).not.toContain(credentials.secretAccessKey);
  });
});
