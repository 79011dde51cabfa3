import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingResponse } from '@storefront/contracts';
import type { DatabaseHandle } from '@storefront/db';
import { errorHandler, frameworkErrors } from '@storefront/server-kit';
import { createTestDatabase } from '@storefront/testing';
import catalogApp from '../../app';
import { seedBulkCatalog } from '../../bench/seed-bulk-catalog';

// Paging needs more products than a page holds: the benchmark's generator, at 130 products.
let handle: DatabaseHandle;
let app: FastifyInstance;
beforeAll(async () => {
  handle = await createTestDatabase();
  await seedBulkCatalog(handle.db, 130);
  app = Fastify({ logger: false, frameworkErrors });
  await app.register(errorHandler);
  await app.register(catalogApp, { prefix: '/api', db: handle.db });
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

async function page(query: string) {
  const res = await app.inject(`/api/products?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return listingResponse.parse(res.json());
}

describe('GET /api/products — paging', () => {
  it.each(['relevance', 'newest', 'price_asc', 'price_desc', 'best_selling'])('splits every product across pages exactly once (%s)', async (sort) => {
    const seen: number[] = [];
    for (let p = 1; p <= 6; p++) {
      const r = await page(`sort=${sort}&per_page=24&page=${p}`);
      expect(r.total).toBe(130);
      expect(r.products.length).toBe(p < 6 ? 24 : 10);
      seen.push(...r.products.map((c) => c.id));
    }
    expect(new Set(seen).size).toBe(130);
    expect((await page(`sort=${sort}&per_page=24&page=7`)).products).toEqual([]);
  });

  it('keeps facets and total identical across pages (served from the facet cache after page 1)', async () => {
    const a = await page('category=root-4&per_page=24&page=1');
    const b = await page('category=root-4&per_page=24&page=2&sort=price_desc');
    expect(b.facets).toEqual(a.facets);
    expect(b.total).toBe(a.total);
    expect(a.total).toBeGreaterThan(0);
  });

  it('orders by price within the store', async () => {
    const r = await page('sort=price_asc&per_page=96&store=ca');
    const amounts = r.products.map((p) => p.price.amount);
    expect(amounts).toEqual([...amounts].sort((x, y) => x - y));
    expect(r.products.every((p) => p.price.currency === 'CAD')).toBe(true);
  });
});
