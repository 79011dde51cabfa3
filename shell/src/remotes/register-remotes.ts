import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { Registry } from '@storefront/contracts';

/** A remote's URL is data: the registry says which build of each remote is live. */
export function registerFromRegistry(reg: Registry): void {
  registerRemotes(
    Object.entries(reg.remotes).map(([name, { entry }]) => ({ name, entry })),
    { force: true },
  );
}
