// Runs the pinned pnpm (package.json "packageManager") through npx, so a machine with only Node works.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
export const PNPM = pkg.packageManager; // pnpm@10.34.9

/** Runs a command, inheriting stdio; exits the process with its code when it fails. */
export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: new URL('..', import.meta.url), ...opts, env: { ...process.env, ...opts.env } });
  if (res.status !== 0) {
    console.error(`\n✗ ${[cmd, ...args].join(' ')} failed (exit ${res.status ?? res.signal})`);
    process.exit(res.status ?? 1);
  }
}

export function pnpm(args, opts) {
  run('npx', ['-y', PNPM, ...args], opts);
}

/** Installs when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const root = new URL('..', import.meta.url);
  const marker = new URL('node_modules/.modules.yaml', root);
  const lock = new URL('pnpm-lock.yaml', root);
  const fresh = fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs;
  if (fresh) return;
  console.log('▸ Installing dependencies (pinned pnpm, frozen lockfile)…');
  pnpm(['install', '--frozen-lockfile'], { env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
}
