import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_DATA_DIR } from '@storefront/db';

export const MIN_SECRET_LENGTH = 32;

/**
 * Embedded mode with a secret left unset: one generated once into `.data/<name>` (beside the
 * default PGlite folder), so it survives restarts on one machine without anyone configuring it.
 * Several machines behind one address must share a configured value instead.
 */
export function persistentSecret(name: string, dataDir: string = path.dirname(DEFAULT_DATA_DIR)): string {
  const file = path.join(dataDir, name);
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
