// `npm test`: the whole suite — typecheck, lint, unit/service/component tests, then the browser
// tests against the site started the way the README says.
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import { ensureInstalled, pnpm, run } from './pnpm.mjs';

/** Each phase says how long it took, so a slow CI run shows where its minutes went. */
const started = Date.now();
let phaseStart = started;
function phase(name) {
  const now = Date.now();
  if (phaseStart !== started || now - started > 1000) console.log(`  (${((now - phaseStart) / 1000).toFixed(0)} s)`);
  phaseStart = now;
  console.log(`▸ ${name}`);
}
process.on('exit', (code) => {
  if (code === 0) console.log(`  (${((Date.now() - phaseStart) / 1000).toFixed(0)} s; npm test took ${((Date.now() - started) / 60_000).toFixed(1)} min)`);
});

ensureInstalled();
phase('Typecheck (strict, whole workspace)');
// two at a time on 2 cores: ten tsc processes at once (turbo's default) were a minute slower
pnpm(['exec', 'turbo', 'run', 'typecheck', '--concurrency=2', '--output-logs=errors-only']);
phase('Lint (typescript-eslint)');
// cached by file content: CI's second pass (PostgreSQL) re-lints only what changed, i.e. nothing
pnpm(['exec', 'eslint', '.', '--max-warnings=0', '--cache', '--cache-strategy', 'content', '--cache-location', 'node_modules/.cache/eslint/']);
phase('Unit, service and component tests');
// two packages at a time: vitest gives each run cores − 1 workers, one on a 2-core machine, so one
// package alone leaves a core idle
pnpm(['exec', 'turbo', 'run', 'test', '--concurrency=2', '--output-logs=new-only']);

if (process.env.SKIP_E2E === '1') {
  console.log('▸ Browser tests skipped (SKIP_E2E=1)');
  process.exit(0);
}
ensureChromium();
phase('Browser tests (Playwright, Chromium)');
pnpm(['--filter', '@storefront/testing', 'run', 'e2e']);

/** Browser tests use Debian's Chromium; install it when we can (root with apt), else say how. */
function ensureChromium() {
  const bin = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (fs.existsSync(bin)) return;
  const canApt = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (!canApt) {
    console.error(`✗ Chromium not found at ${bin}. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH; SKIP_E2E=1 skips the browser tests.`);
    process.exit(1);
  }
  console.log('▸ Installing Debian Chromium for the browser tests…');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
}
