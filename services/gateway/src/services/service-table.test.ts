import Fastify, { type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '@storefront/db';
import type { BlobStore } from '@storefront/uploads';
import { gatewayConfigSchema } from '../config';
import { prefixCovers, SERVICES, type ServicePlugin } from './service-table';

/** Every route a service plugin registers, mounted the way the gateway mounts it (no database is touched). */
async function routesOf({ plugin, options }: ServicePlugin): Promise<RouteOptions[]> {
  const routes: RouteOptions[] = [];
  const app = Fastify({ logger: false });
  app.addHook('onRoute', (route) => void routes.push(route));
  await app.register(plugin, { ...options({ db: {} as Database, config: gatewayConfigSchema.parse({}), blobStore: {} as BlobStore }), housekeepingIntervalMs: 0, signInSweepIntervalMs: 0, reconcileEveryMs: 0 });
  await app.ready();
  await app.close();
  return routes.filter((r) => methodsOf(r).some((m) => m !== 'HEAD'));
}

const methodsOf = (r: RouteOptions) => (Array.isArray(r.method) ? r.method : [r.method]);

describe('split mode: the proxy prefixes of the service table cover every route its services register', () => {
  it.each(SERVICES.map((s) => [s.name, s] as const))('%s', async (_name, service) => {
    const routes = (await Promise.all(service.plugins.map(routesOf))).flat();
    expect(routes.length).toBeGreaterThan(0);
    const covered = (r: RouteOptions) =>
      service.prefixes.some((p) => prefixCovers(p, r.url)) ||
      (service.methodPrefixes ?? []).some((mp) => prefixCovers(mp.prefix, r.url) && methodsOf(r).every((m) => mp.methods.includes(m)));
    expect(routes.filter((r) => !covered(r)).map((r) => `${methodsOf(r).join(',')} ${r.url}`)).toEqual([]);
  });

  it('no two services claim one path, and every service has its own URL setting', () => {
    const claims = SERVICES.flatMap((s) => [...s.prefixes, ...(s.methodPrefixes ?? []).map((m) => m.prefix)].map((p) => [p, s.name] as const));
    const owners = new Map<string, string>();
    for (const [p, name] of claims) {
      expect(owners.get(p) ?? name, p).toBe(name);
      owners.set(p, name);
    }
    expect(new Set(SERVICES.map((s) => s.urlVariable)).size).toBe(SERVICES.length);
  });

  it('a prefix covers itself and what is under it, not look-alikes', () => {
    expect(prefixCovers('/api/v2/cart', '/api/v2/cart/upsell.json')).toBe(true);
    expect(prefixCovers('/api/v2/cart', '/api/v2/cart')).toBe(true);
    expect(prefixCovers('/api/v2/cart', '/api/v2/cart.json')).toBe(false);
    expect(prefixCovers('/api/v2/cart', '/api/v2/carts')).toBe(false);
  });
});
