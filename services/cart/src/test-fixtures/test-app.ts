import Fastify, { type FastifyInstance } from 'fastify';
import { seedDemoCatalog, type DatabaseHandle } from '@storefront/db';
import { createTestDatabase, serveCsrfToken, signUpShopper, type TestBrowser, type TestShopper } from '@storefront/testing';
import { errorHandler, frameworkErrors, registerCsrf, zodValidation } from '@storefront/server-kit';
import cartApp, { type CartOptions } from '../app';

export const TEST_COOKIE_SECRET = 'cart-tests-cookie-secret-at-least-32-chars';

export interface TestApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  /** a new user signed in from the browser, written to the database as account's sign-up writes it */
  signUp(browser: TestBrowser, email: string, name?: string): Promise<TestShopper>;
  close(): Promise<void>;
}

/**
 * The cart plugin mounted the way the gateway mounts it, alone (a service's tests run only its own
 * code), on a fresh database (or the migrated one given) with a small demo catalog. Signed-in
 * shoppers are written to the database by @storefront/testing's fixture, not signed up through
 * account; what needs account's own routes is tested in services/gateway.
 */
export async function buildTestApp(opts: Omit<CartOptions, 'db'> = {}, database?: DatabaseHandle): Promise<TestApp> {
  const handle = database ?? (await createTestDatabase());
  await seedDemoCatalog(handle.db, { products: 60 });
  const app = Fastify({ logger: false, frameworkErrors });
  await app.register(errorHandler);
  await app.register(zodValidation);
  await registerCsrf(app, { cookieSecret: TEST_COOKIE_SECRET, secureCookie: false });
  serveCsrfToken(app);
  await app.register(cartApp, { prefix: '', db: handle.db, ...opts });
  await app.ready();
  return {
    app,
    handle,
    signUp: (browser, email, name) => signUpShopper(browser, handle.db, email, name),
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

export { TestBrowser, signInShopper, signOutShopper } from '@storefront/testing';
