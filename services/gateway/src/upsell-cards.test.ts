import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { upsellResponse, type ListingResponse, type ProductCard } from '@storefront/contracts';
import { seedDemoCatalog, type DatabaseHandle } from '@storefront/db';
import { createTestDatabase } from '@storefront/testing';
import { buildGateway } from './app';
import { gatewayConfigSchema } from './config';

/**
 * The cart's upsell answers the catalog listing's own cards (ARCHITECTURE, cart: "the cart page's
 * cards equal the listing's"). Two services answer, so the check lives here, where both are
 * mounted; the cart's own tests check its cards against the catalog rows.
 */
let handle: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemoCatalog(handle.db, { products: 60 });
  const config = gatewayConfigSchema.parse({ COOKIE_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://shop.example' });
  app = await buildGateway({ config, db: handle.db, logger: false });
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const listingCards = async (store: 'us' | 'ca') => {
  const res = await app.inject(`/api/products?store=${store}&per_page=96`);
  expect(res.statusCode).toBe(200);
  return new Map((res.json() as ListingResponse).products.map((p) => [p.id, p]));
};

describe('GET /api/v2/cart/upsell.json, composed with the catalog', () => {
  it("answers the catalog listing's own cards, priced in the store (USD, and CAD in Canada)", async () => {
    const [base] = (await listingCards('us')).values();
    for (const store of ['us', 'ca'] as const) {
      const res = await app.inject(`/api/v2/cart/upsell.json?catalog_number=${base!.catalog_number}&store=${store}`);
      expect(res.statusCode, res.body).toBe(200);
      const products: ProductCard[] = upsellResponse.parse(res.json()).products;
      const listed = await listingCards(store);
      expect(products.length).toBeGreaterThan(0);
      for (const p of products) expect(p).toEqual(listed.get(p.id));
      expect(new Set(products.map((p) => p.price.currency))).toEqual(new Set([store === 'us' ? 'USD' : 'CAD']));
    }
  });

  it('offers images the catalog serves', async () => {
    const [base] = (await listingCards('us')).values();
    const [card] = upsellResponse.parse((await app.inject(`/api/v2/cart/upsell.json?catalog_number=${base!.catalog_number}`)).json()).products;
    const image = await app.inject(card!.image.src);
    expect(image.statusCode, card!.image.src).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
  });
});
