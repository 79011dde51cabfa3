import type { Registry } from '@storefront/contracts';
import fs from 'node:fs';
import path from 'node:path';
import { readLiveBuild, type LiveBuild } from './live-builds';

export interface RegistrySource {
  /** the registry document for a page served from `origin` */
  registry(origin: string): Registry;
  shell(): LiveBuild | null;
  /**
   * The server bundle of the build the registry names for `remote`, so the HTML the gateway
   * renders always comes from the same build the browser hydrates with; null when that build has
   * none or lives elsewhere (the slot then renders in the browser).
   */
  serverBundle(remote: string): string | null;
  /** the local folder of that same build (`dist/<version>`), or null when it lives elsewhere */
  buildFolder(remote: string): string | null;
}

// an override naming one of our own build folders, e.g. a rollback to /remotes/mfe-pdp/1.0.0-old/
const LOCAL_BUILD = /^\/remotes\/([\w-]+)\/([\w.-]+)\/mf-manifest\.json$/;

/**
 * The registry: which version of each remote is live. Read from the build folders (cached for a
 * second, so a publish shows up without a restart) and overridable per remote.
 */
export function createRegistrySource(opts: { remoteDirs: Record<string, string>; shellDir: string; overrides: Record<string, string> }): RegistrySource {
  let cached: { at: number; builds: LiveBuild[]; shell: LiveBuild | null } | null = null;
  const load = () => {
    if (cached && Date.now() - cached.at < 1000) return cached;
    const builds = Object.entries(opts.remoteDirs)
      .map(([dirName, dir]) => readLiveBuild(dir, `/remotes/${dirName}/`))
      .filter((b): b is LiveBuild => b !== null);
    cached = { at: Date.now(), builds, shell: readLiveBuild(opts.shellDir, '/shell/') };
    return cached;
  };
  const buildFolder = (remote: string): string | null => {
    const override = opts.overrides[remote];
    if (override === undefined) {
      const live = load().builds.find((b) => b.name === remote);
      const dir = live ? opts.remoteDirs[live.basePath.split('/')[2]!] : undefined;
      return live && dir ? path.join(dir, 'dist', live.version) : null;
    }
    const local = LOCAL_BUILD.exec(override);
    const dir = local ? opts.remoteDirs[local[1]!] : undefined;
    return dir && !local![2]!.startsWith('.') ? path.join(dir, 'dist', local![2]!) : null;
  };
  // build folders are immutable: whether one has a server bundle is looked up once, not per page
  const bundleOf = new Map<string, string | null>();
  const serverBundle = (remote: string): string | null => {
    const folder = buildFolder(remote);
    if (!folder) return null;
    if (!bundleOf.has(folder)) {
      const file = path.join(folder, 'server', 'server.cjs');
      bundleOf.set(folder, fs.existsSync(file) ? file : null);
    }
    return bundleOf.get(folder)!;
  };
  return {
    registry(origin) {
      const remotes: Registry['remotes'] = {};
      for (const b of load().builds) remotes[b.name] = { entry: `${origin}${b.basePath}mf-manifest.json`, version: b.version };
      for (const [name, entry] of Object.entries(opts.overrides)) {
        remotes[name] = { entry: entry.startsWith('/') ? origin + entry : entry, version: 'override' };
      }
      for (const [name, entry] of Object.entries(remotes)) {
        const file = serverBundle(name);
        if (file) entry.server = file;
      }
      return { remotes };
    },
    shell: () => load().shell,
    serverBundle,
    buildFolder,
  };
}

/** The registry as browsers see it: server bundles are the gateway's business (file paths). */
export function publicRegistry(reg: Registry): Registry {
  return { remotes: Object.fromEntries(Object.entries(reg.remotes).map(([name, { entry, version }]) => [name, { entry, version }])) };
}
