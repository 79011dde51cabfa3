import Fastify, { type FastifyInstance } from 'fastify';
import { seedDemoCatalog, seedDemoMadeProducts, type DatabaseHandle } from '@storefront/db';
import { errorHandler, frameworkErrors, registerCsrf, zodValidation } from '@storefront/server-kit';
import { createTestDatabase, serveCsrfToken, signUpShopper, type TestBrowser, type TestShopper } from '@storefront/testing';
import designLabApp, { type DesignLabOptions } from '../app';

export interface TestApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  /** a new user signed in from the browser, written as account's sign-up writes it (a sign-in event when it carries a guest cookie) */
  signUp(browser: TestBrowser, email: string, name?: string): Promise<TestShopper>;
  close(): Promise<void>;
}

/**
 * The design-lab plugin mounted the way the gateway mounts it, on a fresh database with a small
 * demo catalog (100 products: tees, hoodies, polos, a tank, hats, mugs and tumblers among them)
 * and the made products derived from it, as `setupDatabase` seeds them.
 */
export async function buildTestApp(opts: Omit<DesignLabOptions, 'db'> = {}): Promise<TestApp> {
  const handle = await createTestDatabase();
  await seedDemoCatalog(handle.db, { products: 100 });
  await seedDemoMadeProducts(handle.db);
  const app = Fastify({ logger: false, frameworkErrors });
  await app.register(errorHandler);
  await app.register(zodValidation);
  await registerCsrf(app, { cookieSecret: 'design-lab-tests-cookie-secret-at-least-32-chars', secureCookie: false });
  serveCsrfToken(app);
  await app.register(designLabApp, { db: handle.db, ...opts });
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
