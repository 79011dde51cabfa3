// `pnpm bench`: make sure the site is installed and built (the page figures load the real
// remotes), then print the figures.
import { ensureInstalled, pnpm } from './pnpm.mjs';

ensureInstalled();
pnpm(['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);
pnpm(['--filter', '@storefront/gateway', 'run', 'bench']);
// issue 12: one 4000×4000 PNG through background removal, cut line and spangles, and a 22×240 in
// sheet at 300 DPI — time and peak memory (the sheet is rendered in bands, never whole)
pnpm(['--filter', '@storefront/artwork-tools', 'run', 'bench:pipeline']);
pnpm(['--filter', '@storefront/artwork-tools', 'run', 'bench:sheet']);
