// `pnpm bench`: make sure the site is installed and built (the page figures load the real
// remotes), then print the figures.
import { ensureInstalled, pnpm } from './pnpm.mjs';

ensureInstalled();
pnpm(['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);
pnpm(['--filter', '@storefront/gateway', 'run', 'bench']);
