import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { productCustomizationResponse } from '@storefront/contracts';
import { madeProducts, seedDemoMadeProducts, type Database } from '@storefront/db';
import { errorHandler, frameworkErrors } from '@storefront/server-kit';
import { createTestDatabase } from '@storefront/testing';
import catalogApp from '../../app';
import { FIXTURE_PRODUCTS, fixtureProduct, seedCatalog, type FixtureProduct, type SeededCatalog } from '../../test-fixtures/catalog-fixture';

// A blank the Canadian store does not sell: made, but the design lab cannot open it there.
const US_ONLY: FixtureProduct = {
  ...fixtureProduct('gildan-heavy-cotton-tee'),
  slug: 'us-only-tee',
  catalogNumber: 'US-ONLY',
  title: 'US Only Tee',
  ca: [],
  unitsSold: 5,
};

let app: FastifyInstance;
let db: Database;
let seeded: SeededCatalog;
let close: () => Promise<void>;

beforeAll(async () => {
  const handle = await createTestDatabase();
  db = handle.db;
  seeded = await seedCatalog(db, [...FIXTURE_PRODUCTS, US_ONLY]);
  // the demo's made products, as setup makes them: the blank tees and hoodie of the fixture
  await seedDemoMadeProducts(db);
  // by hand: a made product whose slug is not the catalog's, and one whose garment has no print areas
  await db.insert(madeProducts).values([
    { slug: 'steel-tumbler-made', catalogProductId: seeded.productIds['stainless-steel-tumbler']!, category: 'drinkware', garmentType: 'tumbler', sortOrder: 1 },
    { slug: 'printed-hoodie-made', catalogProductId: seeded.productIds['custom-printed-hoodie']!, category: 'hoodies-sweatshirts', garmentType: 'no_such_garment', sortOrder: 99 },
  ]);
  app = Fastify({ logger: false, frameworkErrors });
  await app.register(errorHandler);
  await app.register(catalogApp, { prefix: '/api', db });
  await app.ready();
  close = async () => {
    await app.close();
    await handle.close();
  };
});
afterAll(() => close?.());

const idOf = (slug: string) => seeded.productIds[slug]!;

async function cp(path: string) {
  const res = await app.inject(path);
  expect(res.statusCode, res.body).toBe(200);
  return productCustomizationResponse.parse(res.json());
}

describe('the product detail names its made product (the page links "Customize" from the first paint)', () => {
  it.each([
    ['gildan-heavy-cotton-tee', 'us'],
    ['stainless-steel-tumbler', 'us'],
    ['printed-hoodie-made', 'us'],
    ['dtf-gang-sheet', 'us'],
    ['gildan-heavy-blend-hoodie', 'ca'],
  ])('%s (%s) says what /cp says', async (slug, store) => {
    const catalogSlug = slug === 'printed-hoodie-made' ? 'custom-printed-hoodie' : slug;
    const detail = await app.inject(`/api/products/${catalogSlug}?store=${store}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const answer = await cp(`/api/products/${idOf(catalogSlug)}/cp?store=${store}`);
    expect(detail.json().product.made_slug).toBe(answer.design_lab ? answer.made_slug : null);
  });
});

describe('GET /api/products/:productId/cp', () => {
  it('opens a made blank in the design lab, with its made slug and garment type', async () => {
    expect(await cp(`/api/products/${idOf('gildan-heavy-cotton-tee')}/cp`)).toEqual({
      design_lab: true,
      made: true,
      printMode: 'tee',
      made_slug: 'gildan-heavy-cotton-tee',
    });
    expect(await cp(`/api/products/${idOf('gildan-heavy-blend-hoodie')}/cp?store=ca`)).toEqual({
      design_lab: true,
      made: true,
      printMode: 'hoodie',
      made_slug: 'gildan-heavy-blend-hoodie',
    });
  });

  it('answers the made product’s own slug, which need not be the catalog’s', async () => {
    expect(await cp(`/api/products/${idOf('stainless-steel-tumbler')}/cp`)).toEqual({
      design_lab: true,
      made: true,
      printMode: 'tumbler',
      made_slug: 'steel-tumbler-made',
    });
  });

  it.each(['dtf-gang-sheet', 'die-cut-vinyl-sticker', 'custom-printed-tee', 'spangle-star-transfer'])('answers %s as not customisable', async (slug) => {
    expect(await cp(`/api/products/${idOf(slug)}/cp`)).toEqual({ design_lab: false, made: false, printMode: null, made_slug: null });
  });

  it('keeps the design lab closed for a made product it cannot open: no print areas, or not sold in the store', async () => {
    expect(await cp(`/api/products/${idOf('custom-printed-hoodie')}/cp`)).toEqual({
      design_lab: false,
      made: true,
      printMode: 'no_such_garment',
      made_slug: 'printed-hoodie-made',
    });
    const usOnly = `/api/products/${idOf('us-only-tee')}/cp`;
    expect(await cp(usOnly)).toMatchObject({ design_lab: true, made: true, made_slug: 'us-only-tee' });
    expect(await cp(`${usOnly}?store=ca`)).toMatchObject({ design_lab: false, made: true, made_slug: 'us-only-tee' });
  });

  it('ignores keys other than the store, as the other product reads do', async () => {
    expect(await cp(`/api/products/${idOf('gildan-heavy-cotton-tee')}/cp?utm_source=mail&color=3`)).toMatchObject({ design_lab: true });
  });

  it('answers 404 with a message for an id no product has', async () => {
    const res = await app.inject('/api/products/2147483647/cp');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'No product with id 2147483647' });
  });

  it.each([
    ['abc', 'must be a product id (a whole number)'],
    ['-1', 'must be a product id (a whole number)'],
    ['1.5', 'must be a product id (a whole number)'],
    ['1e3', 'must be a product id (a whole number)'],
    ['0x10', 'must be a product id (a whole number)'],
    ['%201', 'must be a product id (a whole number)'],
    ['12345678901', 'must be a product id (a whole number)'],
    ['gildan-heavy-cotton-tee', 'must be a product id (a whole number)'],
    ['0', 'must be at least 1'],
    ['2147483648', 'must be at most 2147483647'],
  ])('answers 400 for the id %j', async (id, why) => {
    const res = await app.inject(`/api/products/${id}/cp`);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.code).toBe('invalid_request');
    expect(body.fieldErrors).toEqual({ productId: [why] });
    expect(JSON.stringify(body)).not.toMatch(/stack|select|catalog\./i);
  });

  it('answers 400 for a bad store', async () => {
    const res = await app.inject(`/api/products/${idOf('gildan-heavy-cotton-tee')}/cp?store=uk`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ store: ['must be one of us, ca'] });
  });

  it('leaves the slug routes beside it as they were', async () => {
    expect((await app.inject('/api/products/gildan-heavy-cotton-tee/inv')).statusCode).toBe(200);
    expect((await app.inject(`/api/products/${idOf('gildan-heavy-cotton-tee')}/inv`)).statusCode).toBe(404);
  });
});
