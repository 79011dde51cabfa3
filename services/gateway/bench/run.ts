// `pnpm bench`: figures to compare as ratios within one run (never asserted in tests).
// HTTP: each endpoint beside a trivial route in the same process, on the demo catalog and on a
// 100,000-product catalog, plus the buy flow (add to cart; pay and place an order). Browser: gzip
// JS bytes and LCP for home, listing and product pages.
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createDatabase, setupDatabase } from '@storefront/db';
import type { ListingResponse } from '@storefront/contracts';
import { buildGateway } from '../src/app';
import { readGatewayConfig } from '../src/config';
import { WORKSPACE_ROOT } from '../src/workspace-paths';
import { benchSku, browserPass, measureAddToCart, measurePlaceOrder } from './measure-buy-flow';
import { measureHttp, type HttpFigures } from './measure-http';
import { measurePages } from './measure-pages';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SIZES = (process.env.BENCH_SIZES ?? '2400,100000').split(',').map(Number);

for (const size of SIZES) {
  const dataDir = path.join(WORKSPACE_ROOT, '.data', `bench-${size}`);
  console.log(`\n▸ Catalog of ${size.toLocaleString('en-US')} products (${process.env.DATABASE_URL ? 'PostgreSQL' : `PGlite ${dataDir}`})`);
  const handle = await createDatabase({ url: process.env.DATABASE_URL, dataDir });
  await setupDatabase(handle, { products: size, reset: Boolean(process.env.DATABASE_URL) });
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
  const endpoints = [
    { name: 'trivial (/healthz)', url: `${base}/healthz` },
    { name: 'listing (category)', url: `${base}/api/products?category=${encodeURIComponent(categoryOf(sample))}&per_page=48` },
    { name: 'listing (facets+sort)', url: `${base}/api/products?line=blanks&sort=price_asc&per_page=48&cotton_range=50,100` },
    { name: 'search (typo)', url: `${base}/api/products?search=hoody+blak&per_page=48` },
    { name: 'product detail', url: `${base}/api/products/${product.slug}` },
    { name: `delivery estimates (${badgeIds.length} ids)`, url: `${base}/api/products/delivery_estimates.json?composition_ids=${badgeIds.join(',')}` },
  ];
  const figures: HttpFigures[] = [];
  for (const e of endpoints) figures.push(await measureHttp(e.name, e.url, SECONDS));
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
      'p50 ms': f.p50,
      'p99 ms': f.p99,
      'req/s ÷ trivial': (f.rps / trivial.rps).toFixed(3),
      'mean ms': f.mean.toFixed(2),
      'mean latency × trivial': (f.mean / trivial.mean).toFixed(1),
    })),
  );

  if (size === SIZES[0]) {
    console.log('\n▸ Pages in Chromium (cold cache, 1280×900)');
    const pages = await measurePages([
      { name: 'home', url: `${base}/` },
      { name: 'listing', url: `${base}/${categoryOf(sample)}` },
      { name: 'product', url: `${base}${product.url}` },
    ]);
    console.table(pages.map((p) => ({ page: p.name, 'JS gzip KiB': (p.jsGzipBytes / 1024).toFixed(1), scripts: p.scripts, 'LCP ms': Math.round(p.lcpMs) })));
  }
  await app.close();
  await handle.close();
}

function categoryOf(listing: ListingResponse): string {
  return listing.facets.categories[0]?.value ?? 't-shirts';
}
