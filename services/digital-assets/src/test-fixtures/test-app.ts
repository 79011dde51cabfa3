import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@storefront/db';
import { errorHandler, frameworkErrors, registerCsrf, zodValidation } from '@storefront/server-kit';
import { createTestDatabase, serveCsrfToken, signUpShopper, type TestBrowser, type TestShopper } from '@storefront/testing';
import { createDiskBlobStore, type BlobStore } from '@storefront/uploads';
import digitalAssetsApp, { type DigitalAssetsOptions } from '../app';

/** The tests' download-link secret (as the other services' tests name their cookie secret). */
export const TEST_DOWNLOAD_LINK_SECRET = 'digital-assets-tests-download-link-secret-32+';

/** A clock the tests move: the app reads `clock.now` through its `now` option. */
export interface TestClock {
  now: Date;
  advance(ms: number): void;
}

export interface TestApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  /** the service's disk store, in a temporary folder of its own (removed by close) */
  blobStore: BlobStore;
  blobDir: string;
  clock: TestClock;
  /** a new user signed in from the browser, written as account's sign-up writes it */
  signUp(browser: TestBrowser, email: string, name?: string): Promise<TestShopper>;
  close(): Promise<void>;
}

/** The digital-assets plugin mounted the way the gateway mounts it, on a fresh database and an empty blob store. */
export async function buildTestApp(opts: Omit<DigitalAssetsOptions, 'db' | 'blobStore' | 'downloadLinkSecret' | 'now'> = {}): Promise<TestApp> {
  const handle = await createTestDatabase();
  const blobDir = await mkdtemp(join(tmpdir(), 'digital-assets-blobs-'));
  const blobStore = createDiskBlobStore(blobDir);
  const clock: TestClock = {
    now: new Date(),
    advance(ms) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const app = Fastify({ logger: false, frameworkErrors });
  await app.register(errorHandler);
  await app.register(zodValidation);
  await registerCsrf(app, { cookieSecret: 'digital-assets-tests-cookie-secret-at-least-32-chars', secureCookie: false });
  serveCsrfToken(app);
  await app.register(digitalAssetsApp, { db: handle.db, blobStore, downloadLinkSecret: TEST_DOWNLOAD_LINK_SECRET, now: () => clock.now, ...opts });
  await app.ready();
  return {
    app,
    handle,
    blobStore,
    blobDir,
    clock,
    signUp: (browser, email, name) => signUpShopper(browser, handle.db, email, name),
    async close() {
      await app.close();
      await handle.close();
      await rm(blobDir, { recursive: true, force: true });
    },
  };
}

export { TestBrowser, signInShopper, signOutShopper, solidPng } from '@storefront/testing';
