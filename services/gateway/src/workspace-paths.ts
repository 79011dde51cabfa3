import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const WORKSPACE_ROOT = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));

/** Remote build folders: every `mfe-*` at the top level, keyed by folder name. */
export function remoteDirs(root = WORKSPACE_ROOT): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of fs.readdirSync(root)) {
    if (name.startsWith('mfe-')) out[name] = path.join(root, name);
  }
  return out;
}

export const SHELL_DIR = path.join(WORKSPACE_ROOT, 'shell');
