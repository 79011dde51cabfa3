// `npm run fuzz` (or `pnpm fuzz`): the generated-input suite at full size (100,000 cases) through
// the pinned pnpm, so a machine with only Node works. FUZZ_CASES and FUZZ_SEED override it.
import { ensureInstalled, pnpm } from './pnpm.mjs';

ensureInstalled();
pnpm(['--filter', '@storefront/gateway', 'run', 'fuzz']);
