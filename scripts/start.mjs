// `npm start`: install → build the shell and remotes → serve the composed site. The gateway
// migrates and seeds the embedded database on its first run, then prints the URL.
import path from 'node:path';
import { ensureInstalled, pnpm } from './pnpm.mjs';

// the gateway runs in services/gateway: a relative data folder means where `npm start` was typed
const dataDir = process.env.PGLITE_DATA_DIR;
if (dataDir && dataDir !== 'memory' && !path.isAbsolute(dataDir)) process.env.PGLITE_DATA_DIR = path.resolve(process.env.INIT_CWD ?? process.cwd(), dataDir);

ensureInstalled();
console.log('▸ Building the shell and remotes (cached when unchanged)…');
pnpm(['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);
console.log('▸ Starting the gateway…');
pnpm(['--filter', '@storefront/gateway', 'start']);
