import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_DATA_DIR } from '@storefront/db';

/**
 * The secret download links are signed with (HMAC-SHA256). Its key, for the gateway's settings
 * (embedded) and the standalone service's, like account's keys: at least 32 characters.
 */
export const downloadLinkKeys = {
  /** signs the purchases' download links; ≥ 32 characters. Embedded default: generated once into .data/download-link-secret */
  DOWNLOAD_LINK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
};

export const MIN_SECRET_LENGTH = 32;

/**
 * Embedded mode without DOWNLOAD_LINK_SECRET: a secret that survives restarts on one machine
 * without anyone configuring it, kept beside the default PGlite folder (as the gateway keeps its
 * cookie secret in .data/cookie-secret). Several machines must share a configured secret.
 */
export function persistentDownloadLinkSecret(dataDir: string = path.dirname(DEFAULT_DATA_DIR)): string {
  const file = path.join(dataDir, 'download-link-secret');
  try {
    const s = fs.readFileSync(file, 'utf8').trim();
    if (s.length >= MIN_SECRET_LENGTH) return s;
  } catch {
    /* first run */
  }
  const s = randomBytes(32).toString('hex');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, s, { mode: 0o600 });
  return s;
}
