/** What each remote (and the shell) declares in its `module-federation.config.ts`. */
export interface FederationConfig {
  /** Module Federation container name, e.g. `mfe_listing` */
  name: string;
  /** `remote` exposes lifecycles; `host` is the shell, which loads remotes at run time */
  role: 'remote' | 'host';
  /** remote only: exposed modules (ARCHITECTURE: just `./lifecycles`) */
  exposes?: Record<string, string>;
  /** host only: the entry module */
  entry?: string;
  /** MF runtime plugins (the shell's errorLoadRemote fallback) */
  runtimePlugins?: string[];
}

export function defineFederationConfig(config: FederationConfig): FederationConfig {
  return config;
}
