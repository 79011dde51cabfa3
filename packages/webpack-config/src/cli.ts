// Builds the package in the current folder into dist/<version>/ and marks that build live
// (dist/live.json) — the gateway's registry reads it. Rolling back = pointing live.json at an
// older folder; the shell never needs a rebuild for that.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import { runtimeInTwoForms } from './bundle-guards';
import { buildVersion } from './build-version';
import { browserSheets } from './css/browser-sheets';
import { createServerWebpackConfig, createWebpackConfig } from './create-webpack-config';
import type { FederationConfig } from './federation-config';

const packageDir = process.cwd();
const workspaceRoot = path.resolve(packageDir, '..');
const { default: federation } = (await import(pathToFileURL(path.join(packageDir, 'module-federation.config.ts')).href)) as { default: FederationConfig };
const version = buildVersion(packageDir, workspaceRoot);
const distDir = path.join(packageDir, 'dist');
const outputDir = path.join(distDir, version);

// a remote with src/server.tsx also gets its server bundle (first-screen HTML, ARCHITECTURE §2.4)
const ssr = federation.role === 'remote' && fs.existsSync(path.join(packageDir, 'src', 'server.tsx'));
const built = fs.existsSync(path.join(outputDir, 'mf-manifest.json')) && (!ssr || fs.existsSync(path.join(outputDir, 'server', 'server.cjs')));

if (built && !process.argv.includes('--force')) {
  console.log(`${federation.name}: ${version} already built`);
} else {
  const browser = await compile(createWebpackConfig({ packageDir, outputDir, federation }));
  const twice = runtimeInTwoForms([...browser.compilation.modules].flatMap((m) => ('resource' in m && typeof m.resource === 'string' ? [m.resource] : [])));
  if (twice.length > 0) {
    console.error(`${federation.name}: the browser bundle holds both the ES and the CommonJS build of ${twice.join(', ')}; see create-webpack-config.ts`);
    // not left to look built: the next run would skip it
    fs.rmSync(outputDir, { recursive: true, force: true });
    process.exit(1);
  }
  if (ssr) await compile(createServerWebpackConfig({ packageDir, outputDir, sheets: browserSheets(outputDir) }));
  console.log(`${federation.name}: built ${version}${ssr ? ' (browser and server)' : ''}`);
}
fs.writeFileSync(path.join(distDir, 'live.json'), JSON.stringify({ name: federation.name, version }, null, 2) + '\n');

async function compile(config: webpack.Configuration): Promise<webpack.Stats> {
  const compiler = webpack(config);
  const stats = await new Promise<webpack.Stats>((resolve, reject) => compiler.run((err, s) => (err || !s ? reject(err) : resolve(s))));
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  if (stats.hasErrors()) {
    console.error(stats.toString('errors-only'));
    process.exit(1);
  }
  return stats;
}
