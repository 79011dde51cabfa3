// `npm start`: install → build the shell and remotes → serve the composed site. The gateway
// migrates and seeds the embedded database on its first run, then prints the URL.
import { ensureInstalled, pnpm } from './pnpm.mjs';

ensureInstalled();
console.log('▸ Building the shell and remotes (cached when unchanged)…');
pnpm(['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);
console.log('▸ Starting the gateway…');
pnpm(['--filter', '@storefront/gateway', 'start']);
