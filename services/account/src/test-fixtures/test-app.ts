import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@storefront/db';
import { createTestDatabase, serveCsrfToken } from '@storefront/testing';
import { errorHandler, frameworkErrors, registerCsrf, zodValidation } from '@storefront/server-kit';
import accountApp, { type AccountOptions } from '../app';

export const TEST_COOKIE_SECRET = 'account-tests-cookie-secret-32-chars-min';

export interface TestApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  /** every log line the app wrote (JSON), for the "no secrets in logs" checks */
  logs: string[];
  close(): Promise<void>;
}

/** The account plugin mounted the way the gateway mounts it, on a fresh database. */
export async function buildTestApp(opts: Omit<AccountOptions, 'db'> = {}): Promise<TestApp> {
  const handle = await createTestDatabase();
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'trace', stream }, frameworkErrors });
  await app.register(errorHandler);
  await app.register(zodValidation);
  await registerCsrf(app, { cookieSecret: TEST_COOKIE_SECRET, secureCookie: false });
  serveCsrfToken(app);
  await app.register(accountApp, { prefix: '', db: handle.db, ...opts });
  await app.ready();
  return {
    app,
    handle,
    logs,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

export { TestBrowser, signUp, PASSWORD } from '@storefront/testing';
