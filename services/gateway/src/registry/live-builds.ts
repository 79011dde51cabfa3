import fs from 'node:fs';
import path from 'node:path';

export interface LiveBuild {
  /** MF container name (mfe_listing) */
  name: string;
  version: string;
  /** URL path of the build folder, e.g. /remotes/mfe-listing/1.0.0-abc/ */
  basePath: string;
}

/**
 * Reads `dist/live.json` of a build: which immutable build folder is live. Publishing or rolling
 * back is rewriting that file; nothing is rebuilt.
 */
export function readLiveBuild(dir: string, urlPrefix: string): LiveBuild | null {
  try {
    const live = JSON.parse(fs.readFileSync(path.join(dir, 'dist', 'live.json'), 'utf8')) as { name: string; version: string };
    if (!/^[\w.-]+$/.test(live.version)) return null;
    return { name: live.name, version: live.version, basePath: `${urlPrefix}${live.version}/` };
  } catch {
    return null;
  }
}
