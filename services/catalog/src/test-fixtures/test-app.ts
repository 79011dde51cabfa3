import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '@storefront/db';
import { createTestDatabase } from '@storefront/testing';
import { errorHandler, frameworkErrors } from '@storefront/server-kit';
import catalogApp, { catalogImagesApp } from '../app';
import { seedCatalog, type SeededCatalog } from './catalog-fixture';

export interface TestApp {
  app: FastifyInstance;
  /** the database the app reads (unwrapped) */
  db: Database;
  seeded: SeededCatalog;
  close(): Promise<void>;
}

/**
 * The catalog mounted the way the gateway mounts it, on a fresh seeded database, except that on
 * PostgreSQL the catalog version is read per request unless `watchCatalogVersion` (the mount's
 * choice): tests that write then read at once need not wait for the announcement.
 */
export async function buildTestApp(
  opts: { publicBaseUrl?: string; wrapDb?: (db: Database) => Database; staffApiToken?: string; watchCatalogVersion?: boolean; catalogVersionCheckMs?: number } = {},
): Promise<TestApp> {
  const handle = await createTestDatabase();
  const seeded = await seedCatalog(handle.db);
  const app = Fastify({ logger: false, frameworkErrors });
  await app.register(errorHandler);
  await app.register(catalogApp, {
    prefix: '/api',
    db: opts.wrapDb ? opts.wrapDb(handle.db) : handle.db,
    publicBaseUrl: opts.publicBaseUrl,
    staffApiToken: opts.staffApiToken,
    watchCatalogVersion: opts.watchCatalogVersion,
    catalogVersionCheckMs: opts.catalogVersionCheckMs,
  });
  await app.register(catalogImagesApp, { db: handle.db });
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
