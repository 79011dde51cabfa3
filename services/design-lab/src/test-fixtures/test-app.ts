import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { seedDemoCatalog, seedDemoMadeProducts, type DatabaseHandle } from '@storefront/db';
import { errorHandler, frameworkErrors, registerCsrf, zodValidation } from '@storefront/server-kit';
import { createTestDatabase, serveCsrfToken, signUpShopper, type TestBrowser, type TestShopper } from '@storefront/testing';
import { createDiskBlobStore, type BlobStore } from '@storefront/uploads';
import designLabApp, { type DesignLabOptions } from '../app';

export interface TestApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  /** the uploads' disk store, in a temporary folder of its own (removed by close) */
  blobStore: BlobStore;
  blobDir: string;
  /** a new user signed in from the browser, written as account's sign-up writes it (a sign-in event when it carries a guest cookie) */
  signUp(browser: TestBrowser, email: string, name?: string): Promise<TestShopper>;
  close(): Promise<void>;
}

/**
 * The design-lab plugin mounted the way the gateway mounts it, on a fresh database with a small
 * demo catalog (100 products: tees, hoodies, polos, a tank, hats, mugs and tumblers among them)
 * and the made products derived from it, as `setupDatabase` seeds them.
 */
export async function buildTestApp(opts: Omit<DesignLabOptions, 'db' | 'blobStore'> = {}): Promise<TestApp> {
  const handle = await createTestDatabase();
  const blobDir = await mkdtemp(join(tmpdir(), 'design-lab-blobs-'));
  const blobStore = createDiskBlobStore(blobDir);
  // 116 products: the first 100 that are not digital assets (3 of every 23 are), so every garment type the tests ask for is there
  await seedDemoCatalog(handle.db, { products: 116 });
  await seedDemoMadeProducts(handle.db);
  const app = Fastify({ logger: false, frameworkErrors });
  await app.register(errorHandler);
  await app.register(zodValidation);
  await registerCsrf(app, { cookieSecret: 'design-lab-tests-cookie-secret-at-least-32-chars', secureCookie: false });
  serveCsrfToken(app);
  await app.register(designLabApp, { db: handle.db, blobStore, ...opts });
  await app.ready();
  return {
    app,
    handle,
    blobStore,
    blobDir,
    signUp: (browser, email, name) => signUpShopper(browser, handle.db, email, name),
    async close() {
      await app.close();
      await handle.close();
      await rm(blobDir, { recursive: true, force: true });
    },
  };
}

export { TestBrowser, signInShopper, signOutShopper } from '@storefront/testing';
