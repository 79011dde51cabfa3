import Fastify, { type FastifyPluginAsync, type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { accountApp } from '@storefront/account';
import { cartApp } from '@storefront/cart';
import { catalogApp, catalogImagesApp } from '@storefront/catalog';
import type { Database } from '@storefront/db';
import { ACCOUNT_PREFIXES, CART_DELETE_PREFIX, CART_PREFIXES, CATALOG_PREFIXES, prefixCovers } from './service-prefixes';

/** Every route a service plugin registers, mounted the way the gateway mounts it (no database is touched). */
async function routesOf(plugin: FastifyPluginAsync<never>, opts: object): Promise<RouteOptions[]> {
  const routes: RouteOptions[] = [];
  const app = Fastify({ logger: false });
  app.addHook('onRoute', (route) => void routes.push(route));
  await app.register(plugin as FastifyPluginAsync<object>, opts);
  await app.ready();
  await app.close();
  return routes.filter((r) => r.method !== 'HEAD' && !(Array.isArray(r.method) && r.method.every((m) => m === 'HEAD')));
}

const db = {} as Database;
const methodsOf = (r: RouteOptions) => (Array.isArray(r.method) ? r.method : [r.method]);

describe('split mode: the proxy prefixes cover every service route', () => {
  it.each([
    ['catalog', catalogApp, { prefix: '/api', db }, CATALOG_PREFIXES],
    ['catalog images', catalogImagesApp, {}, CATALOG_PREFIXES],
    ['account', accountApp, { db, housekeepingIntervalMs: 0 }, ACCOUNT_PREFIXES],
  ] as const)('%s', async (_name, plugin, opts, prefixes) => {
    const routes = await routesOf(plugin as FastifyPluginAsync<never>, opts);
    expect(routes.length).toBeGreaterThan(0);
    const uncovered = routes.map((r) => r.url).filter((url) => !prefixes.some((p) => prefixCovers(p, url)));
    expect(uncovered).toEqual([]);
  });

  it('cart (DELETE /cart/… only goes to the cart service)', async () => {
    const routes = await routesOf(cartApp as FastifyPluginAsync<never>, { db });
    const uncovered = routes.filter(
      (r) => !CART_PREFIXES.some((p) => prefixCovers(p, r.url)) && !(methodsOf(r).every((m) => m === 'DELETE') && prefixCovers(CART_DELETE_PREFIX, r.url)),
    );
    expect(uncovered.map((r) => `${methodsOf(r).join(',')} ${r.url}`)).toEqual([]);
  });

  it('a prefix covers itself and what is under it, not look-alikes', () => {
    expect(prefixCovers('/api/v2/cart', '/api/v2/cart/upsell.json')).toBe(true);
    expect(prefixCovers('/api/v2/cart', '/api/v2/cart')).toBe(true);
    expect(prefixCovers('/api/v2/cart', '/api/v2/cart.json')).toBe(false);
    expect(prefixCovers('/api/v2/cart', '/api/v2/carts')).toBe(false);
  });
});
