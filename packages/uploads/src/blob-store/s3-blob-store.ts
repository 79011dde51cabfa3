// Objects in an S3 bucket (AWS, MinIO, R2, Ceph…) through @aws-sdk/client-s3: one PutObject,
// GetObject, HeadObject or DeleteObject per call. S3 writes are atomic per object already.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertValidContentType, assertValidKey, type BlobInfo, type BlobStore, type StoredBlob } from './blob-store';

export interface S3BlobStoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (`http://localhost:9000`); omitted for AWS itself. */
  endpoint?: string | undefined;
  /** Without them the SDK's default chain (environment, instance role…) is used. */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string | undefined } | undefined;
  /** `/{bucket}/{key}` URLs instead of `{bucket}.host/{key}`: what most self-hosted servers need. */
  forcePathStyle?: boolean | undefined;
  /** Prepended to every key (`tenant-a/`), so one bucket can serve several stores. */
  keyPrefix?: string | undefined;
  /** Retries of a failed request (the SDK's default is 3). */
  maxAttempts?: number | undefined;
}

export function createS3BlobStore(options: S3BlobStoreOptions): BlobStore {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? options.endpoint !== undefined,
    credentials: options.credentials,
    maxAttempts: options.maxAttempts,
    // The SDK's default CRC32 checksums are not understood by every S3-compatible server;
    // SigV4 already signs the body's SHA-256, which all of them check.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const prefix = options.keyPrefix ?? '';
  if (prefix !== '') assertValidKey(prefix.replace(/\/$/, ''));
  const { bucket } = options;

  function objectKey(key: string): string {
    assertValidKey(key);
    return prefix === '' ? key : `${prefix.replace(/\/$/, '')}/${key}`;
  }

  const store: BlobStore = {
    description: `s3 bucket ${bucket}${options.endpoint ? ` at ${redactUrl(options.endpoint)}` : ` in ${options.region}`}`,

    async put(key, bytes, contentType) {
      assertValidContentType(contentType);
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength }),
      );
    },

    async get(key): Promise<StoredBlob | null> {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        const bytes = answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
        return { bytes, contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async head(key): Promise<BlobInfo | null> {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return { byteSize: answer.ContentLength ?? 0, contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    // Not `this.head`: callers may pass the method around on its own.
    exists: async (key) => (await store.head(key)) !== null,

    async delete(key) {
      // S3 answers 204 whether or not the key existed.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
  };
  return store;
}

/** NoSuchKey for GET (XML body); HEAD has no body, so only its 404 tells. A missing bucket is not "not found". */
function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  if (error.name === 'NoSuchBucket') return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return parsed.origin + (parsed.pathname === '/' ? '' : parsed.pathname);
  } catch {
    return '(endpoint)';
  }
}
