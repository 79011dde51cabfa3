import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { dtfPricingResponse } from '@storefront/contracts';
import { errorHandler, frameworkErrors } from '@storefront/server-kit';
import { createTestDatabase } from '@storefront/testing';
import { priceDtfTransfer } from '@storefront/transfers';
import catalogApp from '../../app';
import { FIXTURE_PRODUCTS, seedCatalog } from '../../test-fixtures/catalog-fixture';

let app: FastifyInstance;
let close: () => Promise<void>;
const transfer = FIXTURE_PRODUCTS.find((p) => p.line === 'transfers')!;
const blank = FIXTURE_PRODUCTS.find((p) => p.line === 'blanks')!;

beforeAll(async () => {
  const handle = await createTestDatabase();
  await seedCatalog(handle.db, FIXTURE_PRODUCTS);
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

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /api/products/{product}/dtf_pricing', () => {
  it('prices a printed size by area with its quantity tiers, as the transfers price function does, in the store asked for', async () => {
    const res = await get(`/api/products/${transfer.slug}/dtf_pricing?width_in=8&height_in=10&quantity=30&pre_cut=true`);
    expect(res.statusCode, res.body).toBe(200);
    const body = dtfPricingResponse.parse(res.json());
    const expected = priceDtfTransfer({ store: 'us', widthIn: 8, heightIn: 10, quantity: 30, preCut: true });
    if (!expected.ok) throw new Error(expected.problem.message);
    expect(body).toMatchObject({ product: transfer.slug, area_sq_in: 80, quantity: 30, pre_cut: true, unit_price: expected.value.unitPrice, total: expected.value.total });
    const amounts = body.tiers.map((t) => t.unit_price.amount);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    expect(body.tiers[0]!.min_quantity).toBe(1);
    const ca = (await get(`/api/products/${transfer.slug}/dtf_pricing?width_in=8&height_in=10&store=ca`)).json();
    expect(ca.unit_price.currency).toBe('CAD');
  });

  it('a size the press cannot print is a 422 naming the range; bad input a 400; a product of another line a 404', async () => {
    const big = await get(`/api/products/${transfer.slug}/dtf_pricing?width_in=30&height_in=30`);
    expect(big.statusCode).toBe(422);
    expect(big.json().message).toMatch(/22/);
    expect((await get(`/api/products/${transfer.slug}/dtf_pricing?width_in=abc&height_in=3`)).statusCode).toBe(400);
    expect((await get(`/api/products/${transfer.slug}/dtf_pricing?height_in=3`)).statusCode).toBe(400);
    expect((await get(`/api/products/${transfer.slug}/dtf_pricing?width_in=3&height_in=3&quantity=0`)).statusCode).toBe(400);
    expect((await get(`/api/products/${blank.slug}/dtf_pricing?width_in=3&height_in=3`)).statusCode).toBe(404);
    expect((await get('/api/products/no-such-thing/dtf_pricing?width_in=3&height_in=3')).statusCode).toBe(404);
    expect((await get('/api/products/Bad%20Slug/dtf_pricing?width_in=3&height_in=3')).statusCode).toBe(400);
  });
});
