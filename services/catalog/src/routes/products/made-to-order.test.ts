import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { productResponse } from '@storefront/contracts';
import { errorHandler, frameworkErrors } from '@storefront/server-kit';
import { createTestDatabase } from '@storefront/testing';
import catalogApp from '../../app';
import { FIXTURE_PRODUCTS, seedCatalog, type FixtureProduct } from '../../test-fixtures/catalog-fixture';

// Made-to-order goods with what would read as "sold out" and "only 2 left" were they stocked.
const EXTRA: FixtureProduct[] = [
  {
    slug: 'custom-dtf-transfer-by-size',
    catalogNumber: 'DTF-SIZE',
    title: 'Custom DTF Transfer by Size',
    kind: 'transfer',
    line: 'transfers',
    brand: 'house-brand',
    category: 'dtf-transfers',
    garment: 'transfer',
    sizes: ['22x12'],
    colors: [{ name: 'Full Color', hex: '#7c3aed', family: 'multi', stock: [0] }],
    us: [[1, 349], [10, 314]],
    ca: [[1, 449], [10, 404]],
    materials: {},
    unitsSold: 10,
    createdAt: '2024-10-10T00:00:00Z',
  },
  {
    slug: 'custom-kiss-cut-sticker',
    catalogNumber: 'STK-KC',
    title: 'Custom Kiss Cut Sticker',
    kind: 'sticker',
    line: 'stickers',
    brand: 'house-brand',
    category: 'stickers',
    garment: 'sticker',
    sizes: ['3in'],
    colors: [{ name: 'Glossy White', hex: '#ffffff', family: 'white', stock: [2] }],
    us: [[1, 250]],
    ca: [[1, 325]],
    materials: { vinyl: 100 },
    unitsSold: 10,
    createdAt: '2024-10-11T00:00:00Z',
  },
];

let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  const handle = await createTestDatabase();
  await seedCatalog(handle.db, [...FIXTURE_PRODUCTS, ...EXTRA]);
  app = Fastify({ logger: false, frameworkErrors });
  await app.register(errorHandler);
  await app.register(catalogApp, { prefix: '/api', db: handle.db });
  await app.ready();
  close = async () => {
    await app.close();
    await handle.close();
  };
});
afterAll(() => close?.());

async function detail(slug: string) {
  const res = await app.inject(`/api/products/${slug}`);
  expect(res.statusCode, res.body).toBe(200);
  return productResponse.parse(res.json()).product;
}

describe('made-to-order products', () => {
  it('are in stock and marked made to order with no units on hand', async () => {
    const p = await detail('custom-dtf-transfer-by-size');
    expect(p.made_to_order).toBe(true);
    expect(p.availability).toBe('in_stock');
    // the units on hand are still told, but do not limit ordering
    expect(p.compositions[0]!.sizes).toEqual([{ sku: 'DTF-SIZE-FULLCOLOR-22x12', size: '22x12', stock: 0 }]);
    expect(p.size_chart).toBeNull();
  });

  it('never read as low stock either', async () => {
    const p = await detail('custom-kiss-cut-sticker');
    expect(p.made_to_order).toBe(true);
    expect(p.availability).toBe('in_stock');
  });

  it('list as in stock on their cards with nothing on hand, and may be featured on the home page', async () => {
    const res = await app.inject('/api/products?search=custom%20dtf%20transfer%20by%20size');
    expect(res.statusCode, res.body).toBe(200);
    const card = (res.json() as { products: { slug: string; in_stock: boolean }[] }).products.find((p) => p.slug === 'custom-dtf-transfer-by-size');
    expect(card?.in_stock).toBe(true);
    const home = await app.inject('/api/home?store=us');
    expect(home.statusCode, home.body).toBe(200);
    const featured = (home.json() as { featured: { slug: string; in_stock: boolean }[] }).featured;
    expect(featured.every((p) => p.in_stock)).toBe(true);
    // stocked goods with nothing on hand are still left out of the featured list
    expect(featured.map((p) => p.slug)).not.toContain('custom-printed-hoodie');
  });

  it('leave stocked goods beside them counted as before', async () => {
    const tee = await detail('gildan-heavy-cotton-tee');
    expect(tee.made_to_order).toBe(false);
    expect(tee.compositions[2]!.sizes.map((s) => s.stock)).toEqual([0, 0, 0, 0]);
    // a custom-printed garment is printed on a stocked blank: its stock still limits it
    const hoodie = await detail('custom-printed-hoodie');
    expect(hoodie.made_to_order).toBe(false);
    expect(hoodie.availability).toBe('out_of_stock');
    expect((await detail('stainless-steel-tumbler')).availability).toBe('low_stock');
  });
});
