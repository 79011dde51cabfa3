// `pnpm bench`: figures to compare as ratios within one run (never asserted in tests).
// HTTP: each endpoint beside a trivial route in the same process, on the demo catalog and on a
// 100,000-product catalog, plus the buy flow (add to cart; pay and place an order). Documents:
// time to first byte and to the whole server-rendered page. Browser: gzip JS bytes and LCP for
// home, listing and product pages, and Lighthouse's mobile configuration on each.
import path from 'node:path';
import { performance as perf } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { catalogApp } from '@storefront/catalog';
import { errorHandler, frameworkErrors } from '@storefront/server-kit';
import { createDatabase, setupDatabase } from '@storefront/db';
import { madeProductsResponse, type ListingResponse } from '@storefront/contracts';
import { buildGateway } from '../src/app';
import { readGatewayConfig } from '../src/config';
import { WORKSPACE_ROOT } from '../src/workspace-paths';
import { benchSku, browserPass, measureAddToCart, measurePlaceOrder } from './measure-buy-flow';
import { measureDocuments } from './measure-documents';
import { measureHttp, type HttpFigures } from './measure-http';
import { measureLighthouse } from './measure-lighthouse';
import { measurePages } from './measure-pages';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SIZES = (process.env.BENCH_SIZES ?? '2400,100000').split(',').map(Number);

for (const size of SIZES) {
  const dataDir = path.join(WORKSPACE_ROOT, '.data', `bench-${size}`);
  console.log(`\n▸ Catalog of ${size.toLocaleString('en-US')} products (${process.env.DATABASE_URL ? 'PostgreSQL' : `PGlite ${dataDir}`})`);
  const handle = await createDatabase({ url: process.env.DATABASE_URL, dataDir });
  // BENCH_RESEED=0 keeps a PostgreSQL catalog seeded by an earlier run (of the same size)
  await setupDatabase(handle, { products: size, reset: Boolean(process.env.DATABASE_URL) && process.env.BENCH_RESEED !== '0' });
  // served on a port chosen at listen time: pages keep 127.0.0.1:<port> in their absolute URLs
  const app = await buildGateway({ config: readGatewayConfig({ PUBLIC_HOSTS: '127.0.0.1', ...process.env, LOG_LEVEL: 'silent' }), db: handle.db, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const sample = (await (await fetch(`${base}/api/products?sort=best_selling&per_page=24`)).json()) as ListingResponse;
  const product = sample.products[0];
  if (!product) throw new Error('bench: the catalog is empty');
  // a listing page's delivery badges: one estimate call for its 48 cards (§4, §9)
  const page48 = (await (await fetch(`${base}/api/products?sort=best_selling&per_page=48`)).json()) as ListingResponse;
  const badgeIds = page48.products.flatMap((p) => (p.composition_id === undefined ? [] : [p.composition_id]));
  // the catalog reads, measured warm (the gateway's response cache primed) and uncached below
  const catalogReads = [
    { name: 'listing (category)', path: `/api/products?category=${encodeURIComponent(categoryOf(sample))}&per_page=48` },
    { name: 'listing (facets+sort)', path: '/api/products?line=blanks&sort=price_asc&per_page=48&cotton_range=50,100' },
    { name: 'search (typo)', path: '/api/products?search=hoody+blak&per_page=48' },
    { name: 'product detail', path: `/api/products/${product.slug}` },
  ];
  for (const r of catalogReads) await fetch(`${base}${r.path}`);
  // the catalog's listing index loads in the background at start-up (seconds at 100,000 products, in
  // this process): measuring during it would charge its work to whichever endpoint came first
  await quietEventLoop();
  const endpoints = [
    { name: 'trivial (/healthz)', url: `${base}/healthz` },
    ...catalogReads.map((r) => ({ name: `${r.name}, warm`, url: `${base}${r.path}` })),
    { name: `delivery estimates (${badgeIds.length} ids)`, url: `${base}/api/products/delivery_estimates.json?composition_ids=${badgeIds.join(',')}` },
  ];
  const figures: HttpFigures[] = [];
  for (const e of endpoints) figures.push(await measureHttp(e.name, e.url, SECONDS));
  // uncached: the catalog alone (no response or facet cache) on the same database and process,
  // so every request builds its answer; ratios are to the gateway's trivial route above. Twice:
  // SQL alone, then with the in-memory listing index loaded (search stays SQL either way)
  for (const mode of ['SQL', 'index'] as const) {
    const { app: uncached, indexLoaded } = await uncachedCatalog(handle.db, mode === 'index');
    // requests autocannon abandons at the end of a window still run their queries: count them out
    // before the next window, or they would be measured against it (PGlite has one connection)
    let running = 0;
    uncached.addHook('onRequest', async () => void running++);
    uncached.addHook('onSend', async () => void running--);
    const settle = async () => {
      for (let waited = 0; running > 0 && waited < 120_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    };
    await uncached.listen({ port: 0, host: '127.0.0.1' });
    await indexLoaded;
    const uncachedBase = `http://127.0.0.1:${(uncached.server.address() as AddressInfo).port}`;
    const reads = mode === 'SQL' ? catalogReads : catalogReads.filter((r) => !r.name.startsWith('search'));
    for (const r of reads) {
      // slow answers get a longer window and timeout, so a figure is a measurement rather than an error
      figures.push(await measureHttp(`${r.name}, uncached (${mode})`, `${uncachedBase}${r.path}`, Math.max(SECONDS, 10), 60));
      await settle();
    }
    await uncached.close();
  }
  // the buy flow: POSTs with the anti-forgery pair, as a browser sends them
  const pass = await browserPass(base);
  const item = await benchSku(base, sample.products.map((p) => p.slug));
  figures.push(await measureAddToCart(base, pass, item.sku, SECONDS));
  figures.push(await measurePlaceOrder(base, pass, item, SECONDS));
  const trivial = figures[0]!;
  console.table(
    figures.map((f) => ({
      endpoint: f.name,
      'req/s': Math.round(f.rps),
      '÷ trivial': (f.rps / trivial.rps).toFixed(3),
      'p50 ms': f.p50,
      'p99 ms': f.p99,
    })),
  );

  const pageUrls = [
    { name: 'home', url: `${base}/` },
    { name: 'listing', url: `${base}/${categoryOf(sample)}` },
    { name: 'product', url: `${base}${product.url}` },
    // the design lab (issue 11): its start list and the editor on a made product
    { name: 'design lab start', url: `${base}/design-lab/start` },
    { name: 'design lab editor', url: `${base}/design-lab?product=${encodeURIComponent(await firstMadeProduct(app))}` },
    // issue 12: transfers from your artwork (the upload page) and lettering
    { name: 'DTF transfers', url: `${base}/design-lab/transfers` },
    { name: 'lettering', url: `${base}/design-lab/letters` },
  ];
  console.log('\n▸ Documents, one at a time, caches warm (server-rendered when the remotes are built)');
  console.table(
    (await measureDocuments(pageUrls)).map((d) => ({
      page: d.name,
      'TTFB p50 ms': d.ttfbP50.toFixed(1),
      'TTFB p99 ms': d.ttfbP99.toFixed(1),
      'whole p50 ms': d.totalP50.toFixed(1),
      'HTML KiB': (d.bytes / 1024).toFixed(1),
    })),
  );

  // BENCH_PAGES=0 skips the browser part (it needs the remotes built)
  if (size === SIZES[0] && process.env.BENCH_PAGES !== '0') {
    console.log('\n▸ Pages in Chromium (cold cache, 1280×900)');
    const pages = await measurePages(pageUrls);
    console.table(pages.map((p) => ({ page: p.name, 'JS gzip KiB': (p.jsGzipBytes / 1024).toFixed(1), scripts: p.scripts, 'LCP ms': Math.round(p.lcpMs) })));
    console.log('\n▸ Lighthouse, mobile configuration (simulated slow 4G, 4× CPU slowdown; medians of BENCH_LIGHTHOUSE_RUNS runs, default 3)');
    const lighthouse = await measureLighthouse(pageUrls);
    if (typeof lighthouse === 'string') console.log(`  Lighthouse ${lighthouse}`);
    else
      console.table(
        lighthouse.map((l) =>
          l.failed ? { page: l.name, performance: `failed: ${l.failed}` } : {
                page: l.name,
                performance: l.score,
                'LCP ms': Math.round(l.lcpMs),
                'TBT ms': Math.round(l.tbtMs),
                'TBT range': `${Math.round(l.tbtRangeMs[0])}–${Math.round(l.tbtRangeMs[1])}`,
                CLS: l.cls.toFixed(3),
                runs: l.runs,
              },
        ),
      );
  }
  await app.close();
  await handle.close();
}

/** Waits until the event loop has been at most 5% busy for two seconds in a row (at most a minute), and says how long that took. */
async function quietEventLoop(): Promise<void> {
  const started = performance.now();
  let quiet = 0;
  while (quiet < 4 && performance.now() - started < 60_000) {
    const before = perf.eventLoopUtilization();
    await new Promise((resolve) => setTimeout(resolve, 500));
    quiet = perf.eventLoopUtilization(before).utilization < 0.05 ? quiet + 1 : 0;
  }
  console.log(`(waited ${((performance.now() - started) / 1000).toFixed(1)} s for the process to settle: the listing index loads in the background)`);
}

function categoryOf(listing: ListingResponse): string {
  return listing.facets.categories[0]?.value ?? 't-shirts';
}

/** The first made product of the design lab's start list (the editor opens on it). */
async function firstMadeProduct(app: FastifyInstance): Promise<string> {
  const body = madeProductsResponse.parse((await app.inject({ method: 'GET', url: '/api/made/products?store=us' })).json());
  const slug = body.categories.flatMap((c) => c.products)[0]?.slug;
  if (!slug) throw new Error('bench: the design lab lists no made products');
  return slug;
}

/**
 * The catalog service alone with no answer caches; with `index`, resolves once its listing index
 * has loaded (read off its log), so the figures are the index's and not SQL's while it loads.
 */
async function uncachedCatalog(db: Parameters<typeof catalogApp>[1]['db'], index: boolean): Promise<{ app: FastifyInstance; indexLoaded: Promise<void> }> {
  let loaded: () => void = () => {};
  const indexLoaded = index ? new Promise<void>((resolve) => (loaded = resolve)) : Promise.resolve();
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      if (String(chunk).includes('listing index loaded')) loaded();
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, frameworkErrors, disableRequestLogging: true });
  await app.register(errorHandler);
  await app.register(catalogApp, { prefix: '/api', db, responseCache: false, facetCacheMs: 0, listingIndex: index });
  return { app, indexLoaded };
}
