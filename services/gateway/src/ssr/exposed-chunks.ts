import fs from 'node:fs';
import path from 'node:path';

interface Manifest {
  exposes?: Array<{ assets?: { js?: { sync?: string[] } } }>;
}

/**
 * The chunks a remote's exposed lifecycles need at once, read from its build's mf-manifest.json
 * (cached per build folder: folders are immutable). The document preloads them, so they load
 * beside remoteEntry.js instead of after it. Shared modules (React) are left to the runtime:
 * which remote's copy it picks is decided in the browser, and preloading both would double them.
 */
export function createExposedChunks() {
  const byFolder = new Map<string, string[]>();
  return (folder: string): string[] => {
    let chunks = byFolder.get(folder);
    if (!chunks) {
      try {
        const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8')) as Manifest;
        chunks = (manifest.exposes ?? []).flatMap((e) => e.assets?.js?.sync ?? []).filter((f) => /^[\w.-]+\.js$/.test(f));
      } catch {
        chunks = [];
      }
      byFolder.set(folder, chunks);
    }
    return chunks;
  };
}
