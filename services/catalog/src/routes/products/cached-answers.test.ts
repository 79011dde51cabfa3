import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase, decrementStock, rowsOf, type Database, type DatabaseHandle } from '@storefront/db';
import { createTestDatabase } from '@storefront/testing';
import { errorHandler, frameworkErrors } from '@storefront/server-kit';
import catalogApp from '../../app';
import { seedCatalog, type SeededCatalog } from '../../test-fixtures/catalog-fixture';
import { silenceCatalogAnnouncements, untilHolding } from '../../test-fixtures/held-version';

const TEE = 'gildan-heavy-cotton-tee';
const LISTING = '/api/products?category=t-shirts&sort=price_asc';
const FACETS = '/api/products?line=blanks&cotton_range=50,100&sort=price_desc&per_page=24';

async function mount(db: Database, watchCatalogVersion?: boolean, catalogVersionCheckMs?: number): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, frameworkErrors });
  await app.register(errorHandler);
  await app.register(catalogApp, { prefix: '/api', db, ...(watchCatalogVersion === undefined ? {} : { watchCatalogVersion }), catalogVersionCheckMs });
  await app.ready();
  return app;
}

let handle: DatabaseHandle;
let seeded: SeededCatalog;
let a: FastifyInstance;
let b: FastifyInstance;
beforeAll(async () => {
  handle = await createTestDatabase();
  seeded = await seedCatalog(handle.db);
  // two instances over one database: on PGlite they must share the handle (one connection)
  [a, b] = [await mount(handle.db), await mount(handle.db)];
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await handle?.close();
});

const setUnitPrice = (db: Database, amount: number) =>
  db.execute(sql`update catalog.prices set amount = ${amount} where product_id = ${seeded.productIds[TEE]!} and store = 'us' and min_qty = 1`);

async function teePrices(app: FastifyInstance) {
  const detail = (await app.inject(`/api/products/${TEE}`)).json().product.price.amount as number;
  const card = (await app.inject(LISTING)).json().products.find((p: { slug: string }) => p.slug === TEE).price.amount as number;
  return { detail, card };
}

describe('catalog answers: ETag and 304', () => {
  it.each([
    ['listing', LISTING],
    ['listing with facet filters', FACETS],
    ['count', '/api/products/count?line=blanks'],
    ['product detail', `/api/products/${TEE}`],
    ['stock', `/api/products/${TEE}/inv`],
  ])('%s: a public, revalidated answer with an ETag; If-None-Match answers 304 with no body', async (_name, url) => {
    const first = await a.inject(url);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await a.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // the same answer on another instance carries the same tag, so a CDN revalidates anywhere
    expect((await b.inject({ url, headers: { 'if-none-match': `"other", ${etag}` } })).statusCode).toBe(304);
    expect((await a.inject({ url, headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200);
  });

  it('equivalent queries share an answer; different ones do not', async () => {
    const x = await a.inject('/api/products?category=t-shirts&sort=price_asc&page=1');
    const y = await a.inject('/api/products?page=1&sort=price_asc&category=t-shirts');
    expect(y.headers.etag).toBe(x.headers.etag);
    expect((await a.inject('/api/products?category=t-shirts&sort=price_asc&store=ca')).headers.etag).not.toBe(x.headers.etag);
  });

  it('a 404 or a 400 is never a cached public answer', async () => {
    const missing = await a.inject('/api/products?category=no-such-category');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect((await a.inject('/api/products?page=0')).statusCode).toBe(400);
    expect((await a.inject('/api/products/no-such-product')).statusCode).toBe(404);
  });
});

describe('catalog writes retire cached answers at once', () => {
  it('a price change shows on the next request, on both instances, with a new ETag', async () => {
    const before = await teePrices(a);
    await teePrices(b);
    const oldTag = (await a.inject(`/api/products/${TEE}`)).headers.etag as string;

    await setUnitPrice(handle.db, before.detail + 123);

    expect(await teePrices(a)).toEqual({ detail: before.detail + 123, card: before.detail + 123 });
    expect(await teePrices(b)).toEqual({ detail: before.detail + 123, card: before.detail + 123 });
    const res = await a.inject({ url: `/api/products/${TEE}`, headers: { 'if-none-match': oldTag } });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).not.toBe(oldTag);
    await setUnitPrice(handle.db, before.detail);
  });

  it("a stock change (the cart's decrementStock) shows on the next request", async () => {
    const inv = async () => (await a.inject(`/api/products/${TEE}/inv`)).json().inventory.find((s: { sku: string }) => s.sku === 'G500-BLACK-S').stock as number;
    const before = await inv();
    await handle.db.transaction(async (tx) => {
      const out = await decrementStock(tx as unknown as Database, [{ sku: 'G500-BLACK-S', quantity: 2 }]);
      expect(out.ok).toBe(true);
    });
    expect(await inv()).toBe(before - 2);
    const detail = (await b.inject(`/api/products/${TEE}`)).json().product;
    expect(detail.compositions[0].sizes[0]).toEqual({ sku: 'G500-BLACK-S', size: 'S', stock: before - 2 });
  });

  it('sold out everywhere: the card and the detail say so at once', async () => {
    const card = async () => (await a.inject(LISTING)).json().products.find((p: { slug: string }) => p.slug === TEE).in_stock as boolean;
    expect(await card()).toBe(true);
    await handle.db.execute(sql`update catalog.inventory set on_hand = 0 where sku_id in (select id from catalog.skus where product_id = ${seeded.productIds[TEE]!})`);
    expect(await card()).toBe(false);
    expect((await b.inject(`/api/products/${TEE}`)).json().product.availability).toBe('out_of_stock');
  });

  it('facet counts and the price range follow a write', async () => {
    const priceMax = async () => (await a.inject('/api/products?line=blanks')).json().facets.price.max as number;
    const max = await priceMax();
    await setUnitPrice(handle.db, max + 1000);
    expect(await priceMax()).toBe(max + 1000);
  });

  it('never a stale price: each of many writes is seen by the next read on either instance, even with reads in flight', async () => {
    for (let i = 1; i <= 15; i++) {
      const app = i % 2 ? a : b;
      // a read started before the write may answer either price, but must not be kept for later readers
      const inFlight = Promise.all([app.inject(`/api/products/${TEE}`), app.inject(LISTING)]);
      await setUnitPrice(handle.db, 1000 + i);
      await inFlight;
      expect(await teePrices(a)).toEqual({ detail: 1000 + i, card: 1000 + i });
      expect(await teePrices(b)).toEqual({ detail: 1000 + i, card: 1000 + i });
    }
  });
});

// On PGlite the write's announcement reaches the listener with the commit: the version is held in
// memory and a cached answer costs no statement. On PostgreSQL every request reads it.
describe.skipIf(Boolean(process.env.DATABASE_URL))('the catalog version held in memory (PGlite)', () => {
  it('cached answers are served with no database statement, and the next write is still seen at once', async () => {
    await teePrices(a);
    await teePrices(b);
    const execute = vi.spyOn(handle.db, 'execute');
    const select = vi.spyOn(handle.db, 'select');
    try {
      await teePrices(a);
      await teePrices(b);
      expect(execute).not.toHaveBeenCalled();
      expect(select).not.toHaveBeenCalled();
    } finally {
      execute.mockRestore();
      select.mockRestore();
    }
    const { detail } = await teePrices(a);
    await setUnitPrice(handle.db, detail + 7);
    expect(await teePrices(a)).toEqual({ detail: detail + 7, card: detail + 7 });
    expect(await teePrices(b)).toEqual({ detail: detail + 7, card: detail + 7 });
  });

  it('with watching off, each request reads the version', async () => {
    const off = await mount(handle.db, false);
    try {
      await teePrices(off);
      const execute = vi.spyOn(handle.db, 'execute');
      await teePrices(off);
      expect(execute).toHaveBeenCalled();
      execute.mockRestore();
    } finally {
      await off.close();
    }
  });
});

/** A second connection pool to the test's own PostgreSQL database, as another process would open. */
async function connectAgain(db: Database): Promise<DatabaseHandle> {
  const [row] = rowsOf<{ name: string }>(await db.execute(sql`select current_database() as name`));
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${row!.name}`;
  return createDatabase({ url: url.toString() });
}

// Two processes' worth of instances: separate connection pools over one PostgreSQL database.
describe.skipIf(!process.env.DATABASE_URL)('two instances with their own connections (PostgreSQL)', () => {
  let other: DatabaseHandle;
  let c: FastifyInstance;
  beforeAll(async () => {
    other = await connectAgain(handle.db);
    c = await mount(other.db);
  });
  afterAll(async () => {
    await c?.close();
    await other?.close();
  });

  it('a price written through one connection pool is served by the other instance at once', async () => {
    for (let i = 1; i <= 5; i++) {
      await teePrices(a);
      await teePrices(c);
      await setUnitPrice(i % 2 ? handle.db : other.db, 2000 + i);
      expect(await teePrices(c)).toEqual({ detail: 2000 + i, card: 2000 + i });
      expect(await teePrices(a)).toEqual({ detail: 2000 + i, card: 2000 + i });
    }
  });
});

// As the service mounts it (mount.ts): on PostgreSQL too the version is held from announcements.
describe.skipIf(!process.env.DATABASE_URL)('the catalog version held from announcements (PostgreSQL, as mounted)', () => {
  let other: DatabaseHandle;
  let held: FastifyInstance;
  beforeAll(async () => {
    other = await connectAgain(handle.db);
    held = await mount(other.db, true, 100);
  });
  afterAll(async () => {
    await held?.close();
    await other?.close();
  });

  it("cached answers cost no statement, and another pool's write is served once its announcement arrives", async () => {
    await untilHolding(held, other.db, `/api/products/${TEE}`);
    await untilHolding(held, other.db, LISTING);
    const { detail } = await teePrices(held);
    await setUnitPrice(handle.db, detail + 11);
    await vi.waitFor(async () => expect(await teePrices(held)).toEqual({ detail: detail + 11, card: detail + 11 }), { timeout: 5_000, interval: 5 });
  });

  it('a write whose announcement never comes is served after the next check', async () => {
    await untilHolding(held, other.db, `/api/products/${TEE}`);
    const { detail } = await teePrices(held);
    const restore = await silenceCatalogAnnouncements(handle.db);
    try {
      await setUnitPrice(handle.db, detail + 321);
      // the strict instances read the version per request: at once
      expect(await teePrices(a)).toEqual({ detail: detail + 321, card: detail + 321 });
      await vi.waitFor(async () => expect(await teePrices(held)).toEqual({ detail: detail + 321, card: detail + 321 }), { timeout: 5_000, interval: 20 });
    } finally {
      await restore();
    }
  });
});
