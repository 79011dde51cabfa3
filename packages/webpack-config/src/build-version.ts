import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A build's immutable folder name: package version plus a hash of everything that goes into
 * the bundle (own sources, workspace package sources, lockfile). Same inputs → same folder,
 * so a rebuild of unchanged code does not mint a new release.
 */
export function buildVersion(packageDir: string, workspaceRoot: string): string {
  const hash = createHash('sha256');
  const roots = [path.join(packageDir, 'src'), path.join(packageDir, 'module-federation.config.ts'), path.join(workspaceRoot, 'packages'), path.join(workspaceRoot, 'pnpm-lock.yaml')];
  for (const root of roots) hashTree(hash, root);
  const pkg = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  return `${pkg.version}-${hash.digest('hex').slice(0, 10)}`;
}

function hashTree(hash: ReturnType<typeof createHash>, p: string): void {
  if (!fs.existsSync(p)) return;
  const stat = fs.statSync(p);
  if (stat.isFile()) {
    if (/\.test\.tsx?$/.test(p)) return;
    hash.update(p.replace(/\\/g, '/').split('/').slice(-4).join('/'));
    hash.update(fs.readFileSync(p));
    return;
  }
  for (const name of fs.readdirSync(p).sort()) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    hashTree(hash, path.join(p, name));
  }
}
