// `npm run new:area -- <name>` (or `pnpm new:area <name>`): runs packages/new-area's generator
// through the pinned pnpm, so a machine with only Node works.
import { ensureInstalled, pnpm } from './pnpm.mjs';

ensureInstalled();
pnpm(['--filter', '@storefront/new-area', 'run', 'new', ...process.argv.slice(2)]);
