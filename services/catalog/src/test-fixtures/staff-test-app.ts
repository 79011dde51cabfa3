import Fastify, { type FastifyInstance } from 'fastify';
import type { Role } from '@storefront/contracts';
import { userRoles, type Database, type DatabaseHandle } from '@storefront/db';
import { errorHandler, frameworkErrors, registerCsrf } from '@storefront/server-kit';
import { createTestDatabase, insertShopper, serveCsrfToken, signInShopper, TestBrowser, type TestShopper } from '@storefront/testing';
import catalogApp from '../app';
import { seedCatalog, type SeededCatalog } from './catalog-fixture';

export interface StaffTestApp {
  app: FastifyInstance;
  db: Database;
  handle: DatabaseHandle;
  seeded: SeededCatalog;
  /** a signed-in browser of a new user holding `role` (none: a shopper) */
  person(role?: Role): Promise<{ browser: TestBrowser; user: TestShopper; email: string }>;
  close(): Promise<void>;
}

let people = 0;

/**
 * The catalog as the gateway mounts it with anti-forgery on the root, on a fresh seeded database,
 * for the routes people with roles use (content pages, the brand CMS): reads answered from SQL
 * each time (no listing index, no response cache), so a write shows at the next read.
 */
export async function buildStaffTestApp(): Promise<StaffTestApp> {
  const handle = await createTestDatabase();
  const seeded = await seedCatalog(handle.db);
  const app = Fastify({ logger: false, frameworkErrors });
  await app.register(errorHandler);
  await registerCsrf(app, { cookieSecret: 'catalog-staff-tests-cookie-secret-at-least-32', secureCookie: false });
  serveCsrfToken(app);
  await app.register(catalogApp, { prefix: '/api', db: handle.db, listingIndex: false, watchCatalogVersion: false, responseCache: false });
  await app.ready();
  return {
    app,
    db: handle.db,
    handle,
    seeded,
    async person(role) {
      const email = `${role ?? 'shopper'}-${++people}-${Date.now().toString(36)}@example.com`;
      const browser = new TestBrowser(app);
      const user = await insertShopper(handle.db, email);
      if (role) await handle.db.insert(userRoles).values({ userId: user.id, role });
      await signInShopper(browser, handle.db, user);
      return { browser, user, email };
    },
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
