import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { popularResponse } from '@storefront/contracts';
import { orders, recentUnitsSold } from '@storefront/db';
import { insertShopper, type TestShopper } from '@storefront/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { errorHandler, frameworkErrors } from '@storefront/server-kit';
import catalogApp from '../../app';
import { seedCatalog, type SeededCatalog } from '../../test-fixtures/catalog-fixture';
import { orderOf } from '../../test-fixtures/reviews-test-app';
import { createTestDatabase } from '@storefront/testing';
import type { DatabaseHandle } from '@storefront/db';

// Popular from real sales: the cart's paid orders of the last 30 and 90 days, read through
// cart's named read `recentUnitsSold`, rank before the catalog's best sellers.
describe('GET /api/products/popular ranks the store’s recent paid orders first', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let seeded: SeededCatalog;
  let buyer: TestShopper;
  let seq = 0;
  beforeAll(async () => {
    handle = await createTestDatabase();
    seeded = await seedCatalog(handle.db);
    buyer = await insertShopper(handle.db, 'popular-buyer@example.com');
    app = Fastify({ logger: false, frameworkErrors });
    await app.register(errorHandler);
    await app.register(catalogApp, { prefix: '/api', db: handle.db, listingIndex: false, watchCatalogVersion: false, responseCache: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  const order = async (slug: string, quantity: number, status: string, opts: { store?: 'us' | 'ca'; daysAgo?: number } = {}) => {
    const { number } = await orderOf(handle.db, seeded, buyer, [{ slug, quantity }], status, ++seq, opts.store ?? 'us');
    if (opts.daysAgo) await handle.db.update(orders).set({ placedAt: new Date(Date.now() - opts.daysAgo * 86_400_000) }).where(eq(orders.number, number));
  };
  const popular = async (store: 'us' | 'ca') => popularResponse.parse((await app.inject(`/api/products/popular?store=${store}&limit=6`)).json()).products.map((p) => p.slug);

  it('counts paid to delivered orders of the store in the window; unpaid, canceled, old and other-store orders do not move it', async () => {
    const before = await popular('us');
    // two products low in the catalog's own ranking
    const [a, b] = ['gildan-heavy-blend-hoodie', 'stainless-steel-tumbler'];
    await order(b, 2, 'paid', { daysAgo: 40 }); // 90-day window only
    await order(a, 3, 'delivered', { daysAgo: 2 });
    await order(b, 1, 'shipped', { daysAgo: 1 });
    await order('custom-printed-tee', 50, 'placed'); // never paid
    await order('custom-printed-tee', 50, 'canceled');
    await order('die-cut-vinyl-sticker', 50, 'paid', { daysAgo: 120 }); // out of the window
    await order('spangle-star-transfer', 50, 'paid', { store: 'ca' });

    const sold = await recentUnitsSold(handle.db, { store: 'us', since30: new Date(Date.now() - 30 * 86_400_000), since90: new Date(Date.now() - 90 * 86_400_000), limit: 10 });
    expect(sold.map((s) => [s.productId, s.units30, s.units90])).toEqual([
      [seeded.productIds[a], 3, 3],
      [seeded.productIds[b], 1, 3],
    ]);
    const after = await popular('us');
    expect(after.slice(0, 2)).toEqual([a, b]);
    // the rest is the catalog's best sellers, as before
    expect(after.slice(2)).toEqual(before.filter((s) => s !== a && s !== b).slice(0, 4));
    expect((await popular('ca'))[0]).toBe('spangle-star-transfer');
  });
});
