import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { crafterProfiles, seedDemoCatalog, userRoles, type DatabaseHandle } from '@storefront/db';
import { errorHandler, frameworkErrors, registerCsrf, zodValidation } from '@storefront/server-kit';
import { createTestDatabase, serveCsrfToken, signUpShopper, startSmtpInbox, TestBrowser, type SmtpInbox, type TestShopper } from '@storefront/testing';
import { createDiskBlobStore, type BlobStore } from '@storefront/uploads';
import crafterApp, { type CrafterOptions } from '../app';

export const TEST_ORIGIN = 'https://shop.test';

/** A clock the tests move: the app reads `clock.now` through its `now` option. */
export interface TestClock {
  now: Date;
  advance(ms: number): void;
}

export interface TestApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  blobStore: BlobStore;
  clock: TestClock;
  /** every route the crafter plugin registered (method and URL pattern), for tests that walk them all */
  routes: { method: string; url: string }[];
  /** a real SMTP server the app mails through */
  inbox: SmtpInbox;
  /** a new signed-in shopper in a fresh browser */
  shopper(email: string, name?: string): Promise<{ browser: TestBrowser; user: TestShopper }>;
  /** a new signed-in crafter of that country (the role and the business, as account's approval writes them) */
  crafter(email: string, business?: { country?: 'US' | 'CA'; province?: string; businessName?: string }): Promise<{ browser: TestBrowser; user: TestShopper }>;
  close(): Promise<void>;
}

/** The crafter plugin mounted the way the gateway mounts it, on a fresh database, an empty blob store and a local SMTP server. */
export async function buildTestApp(opts: Omit<CrafterOptions, 'db' | 'blobStore' | 'now' | 'mail'> = {}): Promise<TestApp> {
  const handle = await createTestDatabase();
  // catalog lines are priced from the store's own catalog
  await seedDemoCatalog(handle.db, { products: 30 });
  const blobDir = await mkdtemp(join(tmpdir(), 'crafter-blobs-'));
  const blobStore = createDiskBlobStore(blobDir);
  const inbox = await startSmtpInbox();
  const clock: TestClock = {
    now: new Date(),
    advance(ms) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const app = Fastify({ logger: false, frameworkErrors });
  await app.register(errorHandler);
  await app.register(zodValidation);
  await registerCsrf(app, { cookieSecret: 'crafter-tests-cookie-secret-at-least-32-chars', secureCookie: false });
  serveCsrfToken(app);
  const routes: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });
  await app.register(crafterApp, {
    db: handle.db,
    blobStore,
    now: () => clock.now,
    mail: { smtpUrl: inbox.url, outboxDir: blobDir, from: 'Storefront <quotes@shop.test>', publicOrigin: TEST_ORIGIN },
    // the settling timer stays off unless a test turns it on: tests settle by calling the check
    settleEveryMs: 0,
    ...opts,
  });
  await app.ready();
  const shopper = async (email: string, name?: string) => {
    const browser = new TestBrowser(app);
    return { browser, user: await signUpShopper(browser, handle.db, email, name) };
  };
  return {
    app,
    handle,
    blobStore,
    clock,
    routes,
    inbox,
    shopper,
    async crafter(email, business = {}) {
      const signedIn = await shopper(email);
      const country = business.country ?? 'US';
      // TEST SET-UP ONLY: account's rows, as its crafter approval writes them (services never write another's schema)
      await handle.db.insert(userRoles).values({ userId: signedIn.user.id, role: 'crafter' });
      await handle.db.insert(crafterProfiles).values({
        userId: signedIn.user.id,
        businessName: business.businessName ?? `Prints by ${email.split('@')[0]}`,
        country,
        province: country === 'CA' ? (business.province ?? 'ON') : null,
      });
      return signedIn;
    },
    async close() {
      await app.close();
      await inbox.stop();
      await handle.close();
      await rm(blobDir, { recursive: true, force: true });
    },
  };
}

export { TestBrowser } from '@storefront/testing';
