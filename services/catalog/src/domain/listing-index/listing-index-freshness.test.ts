import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { listingQuery, listingResponse, type ListingQuery, type ListingResponse } from '@storefront/contracts';
import { rowsOf, type Database, type DatabaseHandle } from '@storefront/db';
import { errorHandler, frameworkErrors } from '@storefront/server-kit';
import { createTestDatabase } from '@storefront/testing';
import catalogApp from '../../app';
import { seedCatalog } from '../../test-fixtures/catalog-fixture';
import { readCatalogVersion } from '../catalog-version';
import { countProducts, listProducts, type ListingContext } from '../list-products';
import { ListingIndexHolder } from './listing-index-holder';
import { loadListingIndex } from './load-listing-index';

/** The index is only ever used at the version a request read; a write is seen by the very next listing. */
let handle: DatabaseHandle;
let db: Database;
let holder: ListingIndexHolder;
const silent = { info: () => {}, warn: () => {} };

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await seedCatalog(db);
  holder = new ListingIndexHolder(() => loadListingIndex(db), silent);
  holder.refresh();
  await holder.settled();
});
afterAll(async () => {
  await holder?.close();
  await handle?.close();
});

const parse = (query: Record<string, string>) => listingQuery.parse(query) as ListingQuery;
/** as the route does: the version read for the request, then the listing at it */
async function listing(query: Record<string, string>, source = holder as ListingContext['listingIndex']): Promise<ListingResponse> {
  const answer = await listProducts(db, parse(query), { imageBaseUrl: '', version: await readCatalogVersion(db), listingIndex: source });
  if (!answer.ok) throw new Error(answer.message);
  return answer.value;
}
const viaSql = async (query: Record<string, string>) => listing(query, undefined);
const setUnitPrice = (slug: string, store: string, amount: number) =>
  db.execute(sql`update catalog.prices set amount = ${amount} where store = ${store} and min_qty = 1
    and product_id = (select id from catalog.products where slug = ${slug})`);

describe('the listing index follows catalog writes', () => {
  it('a price change shows on the very next listing (SQL while the index reloads), then from the new index', async () => {
    const query = { sort: 'price_asc', per_page: '24' };
    let { hits, misses, loads } = holder.stats;
    const before = await listing(query);
    expect(holder.stats.hits).toBe(hits + 1);
    expect(before.products[0]?.slug).not.toBe('gildan-heavy-blend-hoodie');

    await setUnitPrice('gildan-heavy-blend-hoodie', 'us', 1);
    ({ hits, misses, loads } = holder.stats);
    const next = await listing(query);
    expect(holder.stats.misses).toBe(misses + 1); // the index is of the older version: not used
    expect(next.products[0]?.slug).toBe('gildan-heavy-blend-hoodie');
    expect(next.products[0]?.price.amount).toBe(1);
    expect(next.facets.price.min).toBe(1);

    await holder.settled();
    expect(holder.stats.loads).toBe(loads + 1);
    const fromIndex = await listing(query);
    expect(holder.stats.hits).toBe(hits + 1);
    expect(fromIndex).toEqual(next);
    expect(fromIndex).toEqual(await viaSql(query));
    // the other store's price was not written: it keeps the product where it was
    const ca = await listing({ ...query, store: 'ca' });
    expect(ca.products[0]?.price.amount).not.toBe(1);
    expect(ca).toEqual(await viaSql({ ...query, store: 'ca' }));
  });

  it("a card's stock and text follow writes too: a sold-out product and a renamed one show on the next listing and from the new index", async () => {
    const query = { per_page: '96' };
    const before = await listing(query);
    // a blank: stock is what it ships from (made-to-order goods are never out of stock)
    const card = before.products.find((p) => p.in_stock && p.kind === 'blank' && p.slug !== 'gildan-heavy-blend-hoodie');
    if (!card) throw new Error('the fixture needs a blank in stock');
    await db.execute(sql`update catalog.inventory set on_hand = 0 where sku_id in (select id from catalog.skus where product_id = ${card.id})`);
    await db.execute(sql`update catalog.products set title = 'Renamed by the test' where id = ${card.id}`);
    const cardOf = (answer: ListingResponse) => answer.products.find((p) => p.id === card.id);
    expect(cardOf(await listing(query))).toMatchObject({ in_stock: false, title: 'Renamed by the test' });
    await holder.settled();
    const { hits } = holder.stats;
    const fromIndex = await listing(query);
    expect(holder.stats.hits).toBe(hits + 1);
    expect(cardOf(fromIndex)).toMatchObject({ in_stock: false, title: 'Renamed by the test' });
    expect(fromIndex).toEqual(await viaSql(query));
  });

  it('a price filter follows the new price at once', async () => {
    await setUnitPrice('gildan-heavy-blend-hoodie', 'us', 99_999);
    const expensive = await listing({ price_min: '99999' });
    expect(expensive.products.map((p) => p.slug)).toEqual(['gildan-heavy-blend-hoodie']);
    expect(expensive.total).toBe(1);
    await holder.settled();
    const { hits } = holder.stats;
    expect(await listing({ price_min: '99999' })).toEqual(expensive);
    expect(holder.stats.hits).toBe(hits + 1);
  });
});

describe('loading at one version', () => {
  it('a write committed while the rows are read makes the load read again: the index holds the write and its version', async () => {
    let calls = 0;
    // the second statement of a load is its first read of rows: commit a price change just before it
    const racing = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop !== 'execute') return Reflect.get(target, prop, receiver);
        return async (query: Parameters<Database['execute']>[0]) => {
          if (++calls === 2) await setUnitPrice('custom-printed-tee', 'us', 3);
          return target.execute(query);
        };
      },
    });
    const { index } = await loadListingIndex(racing);
    expect(calls).toBeGreaterThan(8); // read twice
    expect(index.version).toBe(await readCatalogVersion(db));
    const [tee] = rowsOf<{ id: number }>(await db.execute(sql`select id from catalog.products where slug = 'custom-printed-tee'`));
    const us = index.stores.us;
    expect(us.amount[us.productId.indexOf(tee!.id)]).toBe(3);
  });
});

describe('searches never use the index', () => {
  it('a search term answers from SQL without asking the index; a listing without one asks it', async () => {
    await holder.settled();
    const spy = { at: vi.fn((version: number) => holder.at(version)) };
    const version = await readCatalogVersion(db);
    const q = parse({ search: 'hoodie', sort: 'price_asc' });
    const searched = await listProducts(db, q, { imageBaseUrl: '', version, listingIndex: spy });
    const counted = await countProducts(db, q, { imageBaseUrl: '', version, listingIndex: spy });
    expect(spy.at).not.toHaveBeenCalled();
    expect(searched).toEqual(await listProducts(db, q, { imageBaseUrl: '' }));
    expect(counted).toEqual(await countProducts(db, q, { imageBaseUrl: '' }));
    expect(searched.ok && searched.value.total).toBeGreaterThan(0);

    await listProducts(db, parse({ sort: 'price_asc' }), { imageBaseUrl: '', version, listingIndex: spy });
    expect(spy.at).toHaveBeenCalledWith(version);
  });
});

describe('catalogApp wiring', () => {
  it('loads the index in the background at start-up and again after a write, logging each load', async () => {
    const lines: Array<{ msg?: string; rows?: number; version?: number }> = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream }, frameworkErrors });
    await app.register(errorHandler);
    await app.register(catalogApp, { prefix: '/api', db, responseCache: false, listingIndexIntervalMs: 0 });
    await app.ready();
    const loaded = () => lines.filter((l) => l.msg === 'listing index loaded');
    const get = async () => listingResponse.parse((await app.inject('/api/products?sort=price_asc')).json());
    try {
      await vi.waitFor(() => expect(loaded()).toHaveLength(1), { timeout: 20_000 });
      expect(loaded()[0]?.rows).toBeGreaterThan(0);

      await setUnitPrice('bella-canvas-jersey-tee', 'us', 2);
      const next = await get();
      expect(next.products[0]?.slug).toBe('bella-canvas-jersey-tee');
      expect(next.products[0]?.price.amount).toBe(2);
      await vi.waitFor(() => expect(loaded()).toHaveLength(2), { timeout: 20_000 });
      expect(loaded()[1]?.version).toBe(await readCatalogVersion(db));
      expect(await get()).toEqual(next);
    } finally {
      await app.close();
    }
  });

  it('listingIndex: false never loads one', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream }, frameworkErrors });
    await app.register(errorHandler);
    await app.register(catalogApp, { prefix: '/api', db, responseCache: false, listingIndex: false });
    await app.ready();
    expect((await app.inject('/api/products')).statusCode).toBe(200);
    await app.close();
    expect(lines.filter((l) => l.includes('listing index'))).toEqual([]);
  });
});

describe('loads are spaced out', () => {
  it('a version seen within the interval after a load waits (SQL answers meanwhile); one load follows once it passes', async () => {
    vi.useFakeTimers();
    try {
      let version = 1;
      let loads = 0;
      const fake = new ListingIndexHolder(
        async () => {
          loads++;
          // only the version is read here: the holder hands the index on untouched
          return { index: { version } as unknown as Awaited<ReturnType<typeof loadListingIndex>>['index'], readMs: 0, buildMs: 0 };
        },
        silent,
        30_000,
      );
      fake.refresh();
      await fake.settled();
      expect(fake.at(1)).toBeDefined();
      // three writes in quick succession: no index for them, and no load yet
      for (const v of [2, 3, 4]) {
        version = v;
        expect(fake.at(v)).toBeUndefined();
        await fake.settled();
      }
      expect(loads).toBe(1);
      await vi.advanceTimersByTimeAsync(30_000);
      await fake.settled();
      expect(loads).toBe(2);
      expect(fake.at(4)).toBeDefined();
      await fake.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
