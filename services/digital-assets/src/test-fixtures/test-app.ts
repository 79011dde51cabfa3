import Fastify, { type FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@storefront/db';
import { errorHandler, frameworkErrors, registerCsrf, zodValidation } from '@storefront/server-kit';
import { createTestDatabase, serveCsrfToken } from '@storefront/testing';
import digitalAssetsApp, { type DigitalAssetsOptions } from '../app';

export interface TestApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  close(): Promise<void>;
}

/** The digital-assets plugin mounted the way the gateway mounts it, on a fresh database. */
export async function buildTestApp(opts: Omit<DigitalAssetsOptions, 'db'> = {}): Promise<TestApp> {
  const handle = await createTestDatabase();
  const app = Fastify({ logger: false, frameworkErrors });
  await app.register(errorHandler);
  await app.register(zodValidation);
  await registerCsrf(app, { cookieSecret: 'digital-assets-tests-cookie-secret-at-least-32-chars', secureCookie: false });
  serveCsrfToken(app);
  await app.register(digitalAssetsApp, { db: handle.db, ...opts });
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

export { TestBrowser } from '@storefront/testing';
