import { createRequire } from 'node:module';
import type { PageData } from '@storefront/contracts';

/** What a remote's server bundle exports (packages/webpack-config/src/server/server-entry.ts). */
export interface ServerBundle {
  render(input: { pageData: PageData; url: string }): string;
  /** the browser build's sheets the area can need, by file name */
  styles(): Array<{ id: string; css: string }>;
}

const requireBundle = createRequire(import.meta.url);

/**
 * Loads server bundles by file: each build lives in its own immutable folder, so a publish or a
 * rollback names a new file and is loaded beside the old one, never over it.
 */
export type ServerBundles = ReturnType<typeof createServerBundles>;

export function createServerBundles() {
  const loaded = new Map<string, ServerBundle>();
  return {
    load(file: string): ServerBundle {
      let bundle = loaded.get(file);
      if (!bundle) {
        const mod = requireBundle(file) as Partial<ServerBundle>;
        if (typeof mod.render !== 'function' || typeof mod.styles !== 'function') throw new Error(`${file} is not a server bundle (no render/styles export)`);
        bundle = mod as ServerBundle;
        loaded.set(file, bundle);
      }
      return bundle;
    },
  };
}
