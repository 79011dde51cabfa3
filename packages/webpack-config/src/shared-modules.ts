/**
 * Singletons every remote and the shell agree on (ARCHITECTURE §3.7). `react-dom/client` and
 * `react/jsx-runtime` are listed explicitly: MF shares by request path, and without them each
 * remote would bundle its own copy of the JSX runtime and client renderer.
 * zod is deliberately not shared: a shared module is bundled whole (≈90 KiB gzip for zod 4),
 * while each remote's own copy is tree-shaken to what it uses.
 */
export const SHARED_SINGLETONS = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react/jsx-runtime': { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom/client': { singleton: true, requiredVersion: '^19.0.0' },
  zustand: { singleton: true, requiredVersion: '^5.0.0' },
  // every remote's lifecycles wrap their root with it (packages/ui): one copy per page, not one per area
  'single-spa-react': { singleton: true, requiredVersion: '^6.0.0' },
  '@storefront/http': { singleton: true, requiredVersion: false },
} as const;

/** The same singletons, bundled into the build's entry (the host's). */
export function eagerly<T extends Record<string, object>>(shared: T): { [K in keyof T]: T[K] & { eager: true } } {
  return Object.fromEntries(Object.entries(shared).map(([name, config]) => [name, { ...config, eager: true }])) as { [K in keyof T]: T[K] & { eager: true } };
}
