import Fastify from 'fastify';
import type { Database } from '@storefront/db';
import { createTestDatabase } from '@storefront/testing';
import { errorHandler, frameworkErrors, zodValidation } from '@storefront/server-kit';
import catalogApp from '../../app';
import { CatalogVersionGate, readCatalogVersion } from '../../domain/catalog-version';
import { FacetCache } from '../../domain/facet-cache';
import { seedCatalog, type FixtureProduct } from '../../test-fixtures/catalog-fixture';
import type { TestApp } from '../../test-fixtures/test-app';
import { ResponseCache } from '../response-cache';
import type { RouteContext } from '../route-context';
import { discoveryRoutes, type DiscoveryRouteOptions } from './route';

export interface DiscoveryTestOptions extends DiscoveryRouteOptions {
  now?: () => Date;
  /** the catalog seeded (default: the fixture's products) */
  products?: FixtureProduct[];
}

/**
 * The catalog as the gateway mounts it (test-fixtures/test-app.ts) with the discovery routes
 * beside it under /api, in the same router as `/api/products/:slug`, so a route collision shows.
 * While app.ts does not register `discoveryRoutes` they are registered here the way app.ts does
 * (the kit's error handler and zod compilers, a context whose catalog version is read per request);
 * once it does, the catalog's own are used (and `options` must then be given through app.ts).
 */
export async function buildDiscoveryTestApp(options: DiscoveryTestOptions = {}): Promise<TestApp> {
  const handle = await createTestDatabase();
  const seeded = await seedCatalog(handle.db, options.products);
  const app = Fastify({ logger: false, frameworkErrors });
  await app.register(errorHandler);
  await app.register(catalogApp, { prefix: '/api', db: handle.db, ...(options.now ? { now: options.now } : {}) });
  if (!app.hasRoute({ method: 'GET', url: '/api/products/popular' })) {
    const { now, products: _products, ...routeOptions } = options;
    await app.register(
      async (scope) => {
        await scope.register(errorHandler, { notFound: false });
        await scope.register(zodValidation);
        discoveryRoutes(scope, discoveryContext(handle.db, now ?? (() => new Date())), routeOptions);
      },
      { prefix: '/api' },
    );
  }
  await app.ready();
  return {
    app,
    db: handle.db,
    seeded,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

function discoveryContext(db: Database, now: () => Date): RouteContext {
  const gate = new CatalogVersionGate(() => readCatalogVersion(db));
  return {
    db,
    imageBaseUrl: '',
    facetCache: new FacetCache(0),
    listingIndex: undefined,
    caching: { versions: { current: () => gate.current(), check: async () => false }, responses: new ResponseCache() },
    now,
  };
}
