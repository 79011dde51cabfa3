import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { carts, orderLines, orders, type Database } from '@storefront/db';
import { errorHandler, frameworkErrors, registerCsrf } from '@storefront/server-kit';
import { createTestDatabase, insertShopper, serveCsrfToken, signInShopper, TestBrowser, type TestShopper } from '@storefront/testing';
import { createDiskBlobStore, type UploadLimits } from '@storefront/uploads';
import reviewsApp from '../reviews-app';
import { seedCatalog, type SeededCatalog } from './catalog-fixture';

export interface ReviewsTestApp {
  app: FastifyInstance;
  db: Database;
  seeded: SeededCatalog;
  /** a signed-in browser of a new shopper */
  shopper(email: string, name?: string): Promise<{ browser: TestBrowser; user: TestShopper }>;
  /** an order of the user's, in `status`, of these lines (product slug, colour, size); returns the line ids */
  order(user: TestShopper, lines: OrderLineSpec[], status?: string): Promise<{ number: string; lineIds: string[] }>;
  close(): Promise<void>;
}

export interface OrderLineSpec {
  slug: string;
  color?: string;
  size?: string;
  dtfPrint?: Record<string, unknown>;
  madeDesign?: Record<string, unknown>;
  /** units on the line (default 1) */
  quantity?: number;
}

export const CAPTCHA_TEST_SECRET = 'reviews-tests-captcha-secret-0123456789';

/**
 * The reviews plugin as the gateway mounts it (anti-forgery on the root), on a fresh seeded
 * catalog, with photos in a temporary disk store and a small proof of work.
 */
export async function buildReviewsTestApp(opts: { uploadLimits?: Partial<UploadLimits>; captchaMaxNumber?: number } = {}): Promise<ReviewsTestApp> {
  const handle = await createTestDatabase();
  const seeded = await seedCatalog(handle.db);
  const dir = mkdtempSync(path.join(tmpdir(), 'reviews-blobs-'));
  const app = Fastify({ logger: false, frameworkErrors });
  await app.register(errorHandler);
  await registerCsrf(app, { cookieSecret: 'reviews-tests-cookie-secret-at-least-32-chars', secureCookie: false });
  serveCsrfToken(app);
  await app.register(reviewsApp, {
    prefix: '/api',
    db: handle.db,
    blobStore: createDiskBlobStore(dir),
    captchaSecret: CAPTCHA_TEST_SECRET,
    captchaMaxNumber: opts.captchaMaxNumber ?? 500,
    uploadLimits: opts.uploadLimits,
  });
  await app.ready();
  let orderSeq = 0;
  return {
    app,
    db: handle.db,
    seeded,
    async shopper(email, name) {
      const browser = new TestBrowser(app);
      const user = await insertShopper(handle.db, email, name);
      await signInShopper(browser, handle.db, user);
      return { browser, user };
    },
    async order(user, lines, status = 'delivered') {
      return orderOf(handle.db, seeded, user, lines, status, ++orderSeq);
    },
    async close() {
      await app.close();
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * TEST SET-UP ONLY: writes the cart's rows (a closed cart, its order and lines) as placement
 * leaves them, so the reviews' verified-purchase rule reads a real order. No catalog code writes
 * these in production; the browser test buys through the cart itself.
 */
export async function orderOf(db: Database, seeded: SeededCatalog, user: TestShopper, lines: OrderLineSpec[], status: string, seq: number, store: 'us' | 'ca' = 'us') {
  const number = `R9${String(Date.now() % 1e7).padStart(7, '0')}${seq}`;
  const [cart] = await db.insert(carts).values({ number, store, userId: user.id, status: 'closed' }).returning({ id: carts.id });
  const address = { name: user.name, line1: '1 Main St', line2: '', city: 'Austin', region: 'TX', postal_code: '78701', country: 'US', phone: '5125550100' };
  const [order] = await db
    .insert(orders)
    .values({
      number,
      cartId: cart!.id,
      idempotencyKey: `test-${number}`,
      store,
      currency: store === 'ca' ? 'CAD' : 'USD',
      userId: user.id,
      email: user.email,
      shipAddress: address as never,
      shippingSpeed: 'standard',
      subtotal: 1000,
      shipping: 0,
      tax: 0,
      taxLines: [],
      total: 1000,
      status,
    })
    .returning({ id: orders.id });
  const rows = await db
    .insert(orderLines)
    .values(
      lines.map((l, i) => ({
        orderId: order!.id,
        sku: `${l.slug}-${i}`,
        productId: seeded.productIds[l.slug]!,
        compositionId: seeded.compositionIds[l.slug]![0]!,
        productSlug: l.slug,
        title: l.slug,
        colorName: l.color ?? 'Black',
        size: l.size ?? 'L',
        image: { src: `/images/${l.slug}.png`, srcset: '', type: 'image/png', width: 600, height: 600, alt: l.slug },
        quantity: l.quantity ?? 1,
        unitPrice: 1000,
        lineTotal: 1000 * (l.quantity ?? 1),
        dtfPrint: l.dtfPrint ?? null,
        madeDesign: l.madeDesign ?? null,
      })),
    )
    .returning({ id: orderLines.id });
  return { number, lineIds: rows.map((r) => r.id) };
}
