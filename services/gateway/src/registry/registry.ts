import type { Registry } from '@storefront/contracts';
import { readLiveBuild, type LiveBuild } from './live-builds';

export interface RegistrySource {
  /** the registry document for a page served from `origin` */
  registry(origin: string): Registry;
  shell(): LiveBuild | null;
}

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
  return {
    registry(origin) {
      const remotes: Registry['remotes'] = {};
      for (const b of load().builds) remotes[b.name] = { entry: `${origin}${b.basePath}mf-manifest.json`, version: b.version };
      for (const [name, entry] of Object.entries(opts.overrides)) {
        remotes[name] = { entry: entry.startsWith('/') ? origin + entry : entry, version: 'override' };
      }
      return { remotes };
    },
    shell: () => load().shell,
  };
}
