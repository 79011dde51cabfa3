import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '@storefront/db';
import { prefixCovers, SERVICES, serviceUrlVariable } from '@storefront/routing';
import type { ServicePlugin } from '@storefront/server-kit';
import type { BlobStore } from '@storefront/uploads';
import { gatewayConfigSchema } from '../config';
import { WORKSPACE_ROOT } from '../workspace-paths';
import { loadServiceMount, mountDeps } from './mount-services';

/** Every route a service plugin registers, mounted the way the gateway mounts it (no database is touched). */
async function routesOf({ plugin, options }: ServicePlugin): Promise<RouteOptions[]> {
  const routes: RouteOptions[] = [];
  const app = Fastify({ logger: false });
  app.addHook('onRoute', (route) => void routes.push(route));
  await app.register(plugin, { ...options, housekeepingIntervalMs: 0, signInSweepIntervalMs: 0, reconcileEveryMs: 0 });
  await app.ready();
  await app.close();
  return routes.filter((r) => methodsOf(r).some((m) => m !== 'HEAD'));
}

const methodsOf = (r: RouteOptions) => (Array.isArray(r.method) ? r.method : [r.method]);
const deps = () => mountDeps(gatewayConfigSchema.parse({}), {} as Database, {} as BlobStore);

describe('split mode: the proxy prefixes of the service table cover every route its services register', () => {
  it.each(SERVICES.map((s) => [s.name, s] as const))('%s', async (_name, service) => {
    const mount = await loadServiceMount(service);
    const routes = (await Promise.all(mount(deps()).map(routesOf))).flat();
    expect(routes.length).toBeGreaterThan(0);
    const covered = (r: RouteOptions) =>
      service.prefixes.some((p) => prefixCovers(p, r.url)) ||
      (service.methodPrefixes ?? []).some((mp) => prefixCovers(mp.prefix, r.url) && methodsOf(r).every((m) => mp.methods.some((allowed) => allowed === m)));
    const uncovered = routes.filter((r) => !covered(r)).map((r) => `${methodsOf(r).join(',')} ${r.url}`);
    expect(uncovered, `paths of ${service.package} that split mode would not proxy: add their prefix to the ${service.name} row of SERVICES (packages/routing/src/services.ts)`).toEqual([]);
  });

  it('no two services claim one path, and every service has its own URL setting', () => {
    const claims = SERVICES.flatMap((s) => [...s.prefixes, ...(s.methodPrefixes ?? []).map((m) => m.prefix)].map((p) => [p, s.name] as const));
    const owners = new Map<string, string>();
    for (const [p, name] of claims) {
      expect(owners.get(p) ?? name, p).toBe(name);
      owners.set(p, name);
    }
    expect(new Set(SERVICES.map((s) => serviceUrlVariable(s.name))).size).toBe(SERVICES.length);
  });

  it('a prefix covers itself and what is under it, not look-alikes', () => {
    expect(prefixCovers('/api/v2/cart', '/api/v2/cart/upsell.json')).toBe(true);
    expect(prefixCovers('/api/v2/cart', '/api/v2/cart')).toBe(true);
    expect(prefixCovers('/api/v2/cart', '/api/v2/cart.json')).toBe(false);
    expect(prefixCovers('/api/v2/cart', '/api/v2/carts')).toBe(false);
  });
});

describe('every row can be mounted from its package alone', () => {
  const gatewayPackage = JSON.parse(fs.readFileSync(path.join(WORKSPACE_ROOT, 'services/gateway/package.json'), 'utf8')) as { dependencies: Record<string, string> };

  it.each(SERVICES.map((s) => [s.name, s] as const))('%s: its package is a dependency of the gateway and exports serviceMount', async (_name, service) => {
    expect(gatewayPackage.dependencies[service.package], `services/gateway/package.json lists ${service.package}`).toBe('workspace:*');
    expect(typeof (await loadServiceMount(service))).toBe('function');
  });

  it('a package without serviceMount is refused, naming it', async () => {
    await expect(loadServiceMount({ name: 'routing', package: '@storefront/routing', prefixes: [] })).rejects.toThrow(/@storefront\/routing exports no serviceMount/);
  });

  it('a package the gateway cannot import is refused, naming it and where it must be listed', async () => {
    await expect(loadServiceMount({ name: 'nowhere', package: '@storefront/nowhere-area', prefixes: [] })).rejects.toThrow(/cannot import @storefront\/nowhere-area for the nowhere service: .*services\/gateway\/package.json's dependencies/);
  });

  it('hands each service what the gateway shares: one database and blob store, https cookies from PUBLIC_URL, the staff token, the settings', () => {
    const db = {} as Database;
    const blobStore = {} as BlobStore;
    const config = gatewayConfigSchema.parse({ PUBLIC_URL: 'https://shop.example', STAFF_API_TOKEN: 's'.repeat(24), SIGN_IN_ATTEMPTS_PER_15_MIN: '7' });
    expect(mountDeps(config, db, blobStore)).toMatchObject({ db, blobStore, secureCookies: true, staffApiToken: 's'.repeat(24), settings: { SIGN_IN_ATTEMPTS_PER_15_MIN: 7 } });
    expect(mountDeps(gatewayConfigSchema.parse({}), db, blobStore)).toMatchObject({ secureCookies: false, staffApiToken: undefined });
  });

  it("the account takes its sign-in and sign-up limits from the gateway's settings", async () => {
    const account = SERVICES.find((s) => s.name === 'account')!;
    const config = gatewayConfigSchema.parse({ SIGN_IN_ATTEMPTS_PER_15_MIN: '7', SIGN_UP_ATTEMPTS_PER_HOUR: '1000' });
    const [plugin] = (await loadServiceMount(account))(mountDeps(config, {} as Database, {} as BlobStore));
    expect(plugin!.options.rateLimits).toEqual({ signIn: { max: 7, windowMs: 15 * 60_000 }, signUp: { max: 1000, windowMs: 60 * 60_000 } });
  });
});
