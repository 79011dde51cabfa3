import Fastify, { type FastifyInstance } from 'fastify';
import { accountApp } from '@storefront/account';
import { seedDemoCatalog, type DatabaseHandle } from '@storefront/db';
import { createTestDatabase, serveCsrfToken } from '@storefront/testing';
import { errorHandler, frameworkErrors, registerCsrf, zodValidation } from '@storefront/server-kit';
import cartApp, { type CartOptions } from '../app';

export const TEST_COOKIE_SECRET = 'cart-tests-cookie-secret-at-least-32-chars';

export interface TestApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * The cart plugin mounted the way the gateway mounts it (beside account, for signed-in
 * shoppers), on a fresh database (or the migrated one given) with a small demo catalog.
 */
export async function buildTestApp(opts: Omit<CartOptions, 'db'> = {}, database?: DatabaseHandle): Promise<TestApp> {
  const handle = database ?? (await createTestDatabase());
  await seedDemoCatalog(handle.db, { products: 60 });
  const app = Fastify({ logger: false, frameworkErrors });
  await app.register(errorHandler);
  await app.register(zodValidation);
  await registerCsrf(app, { cookieSecret: TEST_COOKIE_SECRET, secureCookie: false });
  serveCsrfToken(app);
  await app.register(accountApp, { prefix: '', db: handle.db, rateLimits: { signUp: { max: 1000, windowMs: 60_000 } } });
  await app.register(cartApp, { prefix: '', db: handle.db, ...opts });
  await app.ready();
  return {
    app,
    handle,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

export { TestBrowser, signUp } from '@storefront/testing';
