import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@storefront/db';
import { errorHandler, frameworkErrors } from '@storefront/server-kit';
import { createDatabase, type DatabaseHandle } from '@storefront/db';
import { createTestDatabase } from '@storefront/testing';
import catalogApp from '../app';
import { seedBulkCatalog } from './seed-bulk-catalog';

/**
 * Times catalog reads on a large synthetic catalog and prints the figures (no assertions):
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test BENCH_PRODUCTS=100000 pnpm bench
 * Without DATABASE_URL it runs on PGlite (slower, single connection). BENCH_REUSE_URL points
 * at a database seeded earlier (seedBulkCatalog) to skip the ~1 minute of seeding.
 * Listings are timed cold (built by SQL: no response or facet cache, no listing index), from the
 * in-memory listing index (built per request, no caches), and warm (the response cache).
 */
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

const reuse = process.env.BENCH_REUSE_URL;
const handle: DatabaseHandle = reuse ? await createDatabase({ url: reuse }) : await createTestDatabase();
try {
  let t0 = performance.now();
  if (!reuse) await seedBulkCatalog(handle.db, PRODUCTS);
  const counts = rowsOf<Record<string, number>>(
    await handle.db.execute(sql`select (select count(*) from catalog.products)::int as products, (select count(*) from catalog.compositions)::int as compositions,
      (select count(*) from catalog.skus)::int as skus, (select count(*) from catalog.prices)::int as prices`),
  )[0];
  console.log(`seeded on ${handle.kind} in ${((performance.now() - t0) / 1000).toFixed(1)} s:`, counts);

  // cold: every answer built by SQL (no response cache, no facet cache, no listing index)
  const cold = Fastify({ logger: false, frameworkErrors });
  await cold.register(errorHandler);
  await cold.register(catalogApp, { prefix: '/api', db: handle.db, facetCacheMs: 0, responseCache: false, listingIndex: false });
  // index: built per request too, from the in-memory listing index once it has loaded
  let indexLoaded!: () => void;
  const loaded = new Promise<void>((resolve) => (indexLoaded = resolve));
  const loadLog = new Writable({
    write(chunk, _enc, done) {
      const line = JSON.parse(String(chunk)) as { msg?: string; ms?: number; rows?: number };
      if (line.msg === 'listing index loaded') {
        console.log(`listing index: ${line.rows} rows loaded in ${line.ms} ms`);
        indexLoaded();
      }
      done();
    },
  });
  const index = Fastify({ logger: { level: 'info', stream: loadLog }, frameworkErrors });
  await index.register(errorHandler);
  await index.register(catalogApp, { prefix: '/api', db: handle.db, facetCacheMs: 0, responseCache: false });
  await index.ready();
  await loaded;
  const warm = Fastify({ logger: false, frameworkErrors });
  await warm.register(errorHandler);
  await warm.register(catalogApp, { prefix: '/api', db: handle.db });

  const cases: Array<[string, string]> = [
    ['all products (relevance)', '/api/products'],
    ['all products, newest', '/api/products?sort=newest'],
    ['all products, price asc', '/api/products?sort=price_asc'],
    ['page 200 of all', '/api/products?page=200'],
    ['search "hoodie"', '/api/products?search=hoodie'],
    ['search typo "hoody"', '/api/products?search=hoody'],
    ['search typo "gildn"', '/api/products?search=gildn'],
    ['search "premium cotton tee" ca', '/api/products?search=premium%20cotton%20tee&store=ca'],
    ['category root (descendants)', '/api/products?category=root-4'],
    ['brand + colour + size', '/api/products?brand=brand-7&color=red&size=XL'],
    ['line_filter Blanks + price range', '/api/products?line_filter=Blanks&price_min=1000&price_max=2000&sort=price_asc'],
    ['cotton_range 80..100', '/api/products?cotton_range=80,100'],
    ['collection designs', '/api/products?collection=designs'],
    ['detail', '/api/products/product-4242'],
    ['inventory', '/api/products/product-4242/inv'],
    ['home', '/api/home'],
    ['menu', '/api/menu'],
  ];
  const time = async (app: typeof cold, url: string) => {
    const times: number[] = [];
    let total = '';
    for (let i = 0; i < RUNS; i++) {
      t0 = performance.now();
      const res = await app.inject(url);
      times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode} ${res.body}`);
      total = String(res.json().total ?? '');
    }
    times.sort((a, b) => a - b);
    return { median: times[Math.floor(times.length / 2)]!, total };
  };
  console.log(`\n${'case'.padEnd(36)} ${'cold ms'.padStart(9)} ${'index ms'.padStart(9)} ${'warm ms'.padStart(9)} ${'total'.padStart(8)}`);
  for (const [name, url] of cases) {
    const c = await time(cold, url);
    const listing = url.startsWith('/api/products?') || url === '/api/products';
    const i = listing ? await time(index, url) : undefined;
    const w = listing ? await time(warm, url) : undefined;
    if (i && i.total !== c.total) throw new Error(`${url}: the index's total ${i.total} is not SQL's ${c.total}`);
    const ms = (t: { median: number } | undefined) => (t ? t.median.toFixed(1) : '').padStart(9);
    console.log(`${name.padEnd(36)} ${ms(c)} ${ms(i)} ${ms(w)} ${c.total.padStart(8)}`);
  }
  await cold.close();
  await index.close();
  await warm.close();
} finally {
  await handle.close();
}
