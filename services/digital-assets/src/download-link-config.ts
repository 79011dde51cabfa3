import { z } from 'zod';
import { MIN_SECRET_LENGTH, persistentSecret } from '@storefront/server-kit';

/**
 * The secret download links are signed with (HMAC-SHA256). Its key, for the gateway's settings
 * (embedded) and the standalone service's, like account's keys: at least 32 characters.
 */
export const downloadLinkKeys = {
  /** signs the purchases' download links; ≥ 32 characters. Embedded default: generated once into .data/download-link-secret */
  DOWNLOAD_LINK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
};

export { MIN_SECRET_LENGTH };

/** Embedded mode without DOWNLOAD_LINK_SECRET: generated once into .data/download-link-secret. */
export const persistentDownloadLinkSecret = (dataDir?: string) => persistentSecret('download-link-secret', dataDir);
