// Which driver a process uses, from its environment: BLOB_STORE=disk (default) or s3.
// Read once at start-up by each entry point; errors name the bad keys, never their values.
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import type { BlobStore } from './blob-store';
import { createDiskBlobStore } from './disk-blob-store';
import { createS3BlobStore } from './s3-blob-store';

/** Every key, with its default, for `.env.example`. */
export const BLOB_STORE_ENV_KEYS = Object.freeze({
  BLOB_STORE: 'disk (or s3)',
  BLOB_DIR: '<data dir>/blobs (disk: where objects live)',
  S3_BUCKET: '(required for s3)',
  S3_REGION: 'us-east-1',
  S3_ENDPOINT: '(AWS when empty; e.g. http://localhost:9000 for MinIO)',
  S3_FORCE_PATH_STYLE: 'true when S3_ENDPOINT is set, else false',
  S3_ACCESS_KEY_ID: "(the SDK's default credential chain when empty)",
  S3_SECRET_ACCESS_KEY: '(with S3_ACCESS_KEY_ID)',
  S3_KEY_PREFIX: '(none)',
});

const emptyAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalText = z.preprocess(emptyAsMissing, z.string().trim().optional());
const flag = z.preprocess(emptyAsMissing, z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1').optional());

const envSchema = z
  .object({
    BLOB_STORE: z.preprocess(emptyAsMissing, z.enum(['disk', 's3']).default('disk')),
    BLOB_DIR: optionalText,
    S3_BUCKET: z.preprocess(emptyAsMissing, z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name').optional()),
    S3_REGION: z.preprocess(emptyAsMissing, z.string().regex(/^[a-z0-9-]+$/, 'must be a region name like us-east-1').default('us-east-1')),
    S3_ENDPOINT: z.preprocess(emptyAsMissing, z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
    S3_FORCE_PATH_STYLE: flag,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_KEY_PREFIX: optionalText,
  })
  .superRefine((env, context) => {
    if (env.BLOB_STORE !== 's3') return;
    if (!env.S3_BUCKET) context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when BLOB_STORE=s3' });
    if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
      context.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together' });
    }
  });

export class BlobStoreConfigError extends Error {
  override readonly name = 'BlobStoreConfigError';
}

/**
 * `dataDir` is the process's data folder (the gateway's `.data`): the disk driver defaults to
 * `<dataDir>/blobs`, and a relative BLOB_DIR is taken from it.
 */
export function createBlobStoreFromEnv(env: Record<string, string | undefined>, options: { dataDir: string }): BlobStore {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    // Only key names and the schema's words: a secret never reaches a log through this message.
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`);
    throw new BlobStoreConfigError(`Blob store settings are invalid: ${problems.join('; ')}.`);
  }
  const config = parsed.data;
  if (config.BLOB_STORE === 'disk') {
    const dir = config.BLOB_DIR ?? join(options.dataDir, 'blobs');
    return createDiskBlobStore(isAbsolute(dir) ? dir : resolve(options.dataDir, dir));
  }
  return createS3BlobStore({
    bucket: config.S3_BUCKET as string,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? config.S3_ENDPOINT !== undefined,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    keyPrefix: config.S3_KEY_PREFIX,
  });
}
