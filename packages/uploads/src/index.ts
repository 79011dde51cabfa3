// @storefront/uploads: the shared upload pipeline and blob store (issue 11). Server-only.

export { UPLOAD_LIMITS, ACCEPTED_TYPES, ACCEPTED_EXTENSIONS, describeLimits, formatBytes, formatPixels, type UploadLimits } from './limits';
export { UploadError, isUploadError, type UploadErrorCode, type UploadErrorStatus } from './upload-error';
export { processUpload, type ProcessedUpload, type UploadKind, type StoredContentType } from './process/process-upload';
export { safeDisplayName } from './process/display-name';
export { storeUpload, servingHeaders, type StoredUpload } from './store-upload';

export { assertValidKey, isValidKey, BlobKeyError, type BlobStore, type StoredBlob, type BlobInfo } from './blob-store/blob-store';
export { contentKey } from './blob-store/content-key';
export { createDiskBlobStore } from './blob-store/disk-blob-store';
export { createS3BlobStore, type S3BlobStoreOptions } from './blob-store/s3-blob-store';
export { createBlobStoreFromEnv, BlobStoreConfigError, BLOB_STORE_ENV_KEYS } from './blob-store/blob-store-from-env';
