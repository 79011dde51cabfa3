import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError, matchingResponse, popularResponse, productResponse, similarResponse, type ProductCard } from '@storefront/contracts';
import { popularProducts, type RecentSalesReader } from '../../domain/discovery/popular-products';
import { FIXTURE_PRODUCTS, fixtureProduct, type FixtureProduct } from '../../test-fixtures/catalog-fixture';
import type { TestApp } from '../../test-fixtures/test-app';
import { buildDiscoveryTestApp } from './discovery-test-app';

// Runs on PGlite, and on PostgreSQL with DATABASE_URL (a throwaway database either way).

/** A one-colour blank T-shirt for the ranking tests (the fixture's heavy cotton tee is Gildan at $5.00 / CA$6.50). */
function tee(slug: string, brand: string, us: number, ca: number, opts: { stock?: number; unitsSold?: number } = {}): FixtureProduct {
  return {
    ...fixtureProduct('gildan-heavy-cotton-tee'),
    slug,
    catalogNumber: slug.toUpperCase(),
    title: `Tee ${slug}`,
    brand,
    colors: [{ name: 'Black', hex: '#111111', family: 'black', stock: Array(4).fill(opts.stock ?? 5) }],
    us: us ? [[1, us]] : [],
    ca: ca ? [[1, ca]] : [],
    unitsSold: opts.unitsSold ?? 10,
  };
}

const EXTRA: FixtureProduct[] = [
  tee('same-brand-close', 'gildan', 600, 780), // both points
  tee('same-brand-far', 'gildan', 2000, 2600), // the brand's point
  tee('other-brand-close', 'bella-canvas', 450, 585), // the price's point
  tee('other-brand-far', 'bella-canvas', 5000, 6500), // none
  tee('same-brand-close-sold-out', 'gildan', 520, 676, { stock: 0, unitsSold: 9999 }), // both points, no stock: last
  tee('us-only-tee', 'house-brand', 5200, 0), // not sold in Canada
  // a category of its own with more products than a list holds (stickers are made to order: in stock)
  ...Array.from({ length: 14 }, (_, i): FixtureProduct => ({
    ...fixtureProduct('die-cut-vinyl-sticker'),
    slug: `sticker-${i}`,
    catalogNumber: `STK-${i}`,
    title: `Sticker ${i}`,
    unitsSold: i,
  })),
];

let t: TestApp;
beforeAll(async () => {
  t = await buildDiscoveryTestApp({ products: [...FIXTURE_PRODUCTS, ...EXTRA] });
});
afterAll(() => t?.close());

const idOf = (slug: string) => {
  const id = t.seeded.productIds[slug];
  if (id === undefined) throw new Error(`no product ${slug}`);
  return id;
};
const slugs = (cards: readonly ProductCard[]) => cards.map((c) => c.slug);

async function ok<T>(path: string, schema: { parse(v: unknown): T }): Promise<T> {
  const res = await t.app.inject(path);
  expect(res.statusCode, res.body).toBe(200);
  return schema.parse(res.json());
}

async function refused(path: string, status: number) {
  const res = await t.app.inject(path);
  expect(res.statusCode, res.body).toBe(status);
  return apiError.parse(res.json());
}

describe('GET /api/products/{id}/similar', () => {
  it('ranks the category: in stock first, then same brand and close price, nearest price; never the product itself', async () => {
    const { products } = await ok(`/api/products/${idOf('gildan-heavy-cotton-tee')}/similar?store=us`, similarResponse);
    expect(slugs(products)).toEqual([
      'same-brand-close', // Gildan, $6.00: both points
      'other-brand-close', // $4.50: a close price, $0.50 away
      'same-brand-far', // Gildan at $20.00: the brand, $15.00 away
      'bella-canvas-jersey-tee', // neither: $3.00 away
      'custom-printed-tee', // neither: $13.00 away
      'other-brand-far', // neither: $45.00 away
      'us-only-tee', // neither: $47.00 away
      'same-brand-close-sold-out', // both points and the best seller, but out of stock
    ]);
    expect(products.at(-1)?.in_stock).toBe(false);
    expect(products.slice(0, -1).every((p) => p.in_stock)).toBe(true);
  });

  it('prices the cards in the store and leaves out what the store does not sell', async () => {
    const us = await ok(`/api/products/${idOf('gildan-heavy-cotton-tee')}/similar?store=us`, similarResponse);
    const ca = await ok(`/api/products/${idOf('gildan-heavy-cotton-tee')}/similar?store=ca`, similarResponse);
    expect(slugs(ca.products)).toEqual(slugs(us.products).filter((s) => s !== 'us-only-tee'));
    const jersey = (cards: ProductCard[]) => cards.find((c) => c.slug === 'bella-canvas-jersey-tee');
    expect(jersey(us.products)).toMatchObject({ price: { amount: 800, currency: 'USD' }, url: '/bella-canvas-jersey-tee.html' });
    expect(jersey(ca.products)).toMatchObject({ price: { amount: 1000, currency: 'CAD' }, url: '/ca/bella-canvas-jersey-tee.html' });
  });

  it('answers the listing card of each product (the same card the listing shows)', async () => {
    const { products } = await ok(`/api/products/${idOf('gildan-heavy-cotton-tee')}/similar?store=us`, similarResponse);
    const listing = await ok('/api/products?category=t-shirts&per_page=48', { parse: (v: unknown) => v as { products: ProductCard[] } });
    for (const card of products) expect(card).toEqual(listing.products.find((p) => p.id === card.id));
  });

  it('holds at most 12 cards, and none for a product alone in its category', async () => {
    const stickers = await ok(`/api/products/${idOf('sticker-0')}/similar?store=us`, similarResponse);
    expect(stickers.products).toHaveLength(12);
    expect(slugs(stickers.products)).not.toContain('sticker-0');
    const spangle = await ok(`/api/products/${idOf('spangle-star-transfer')}/similar?store=us`, similarResponse);
    expect(spangle.products).toEqual([]);
  });

  it('follows the catalog: a new price is in the next answer', async () => {
    const path = `/api/products/${idOf('gildan-heavy-cotton-tee')}/similar?store=us`;
    const before = await t.app.inject(path);
    // cached at the catalog version: the same answer, and a 304 for its tag
    const again = await t.app.inject({ url: path, headers: { 'if-none-match': String(before.headers.etag) } });
    expect(again.statusCode).toBe(304);
    await t.db.execute(sql`update catalog.prices set amount = 20000 where product_id = ${idOf('same-brand-close')} and store = 'us' and min_qty = 1`);
    try {
      const { products } = await ok(path, similarResponse);
      expect(products.find((p) => p.slug === 'same-brand-close')?.price.amount).toBe(20000);
      // now far from $5.00: the brand's point alone, after the close-priced one
      expect(slugs(products).slice(0, 3)).toEqual(['other-brand-close', 'same-brand-far', 'same-brand-close']);
    } finally {
      await t.db.execute(sql`update catalog.prices set amount = 600 where product_id = ${idOf('same-brand-close')} and store = 'us' and min_qty = 1`);
    }
  });
});

describe('GET /api/products/{id}/matching', () => {
  it('lists the same garment in each of its colours, in gallery order, priced in the store', async () => {
    const id = idOf('gildan-heavy-cotton-tee');
    const colours = t.seeded.compositionIds['gildan-heavy-cotton-tee']!;
    for (const [store, amount, currency, prefix] of [
      ['us', 500, 'USD', ''],
      ['ca', 650, 'CAD', '/ca'],
    ] as const) {
      const answer = await ok(`/api/products/${id}/matching?store=${store}`, matchingResponse);
      expect(answer.same_design).toEqual([]);
      expect(
        answer.same_garment.map((c) => ({ id: c.id, url: c.url, colors: c.colors, in_stock: c.in_stock, composition_id: c.composition_id, price: c.price })),
      ).toEqual([
        { id, url: `${prefix}/gildan-heavy-cotton-tee.html?color=${colours[0]}`, colors: [{ name: 'Black', hex: '#1f2937' }], in_stock: true, composition_id: colours[0], price: { amount, currency } },
        { id, url: `${prefix}/gildan-heavy-cotton-tee.html?color=${colours[1]}`, colors: [{ name: 'White', hex: '#ffffff' }], in_stock: true, composition_id: colours[1], price: { amount, currency } },
        // no units on hand in any open warehouse
        { id, url: `${prefix}/gildan-heavy-cotton-tee.html?color=${colours[2]}`, colors: [{ name: 'Cherry Red', hex: '#c81e1e' }], in_stock: false, composition_id: colours[2], price: { amount, currency } },
      ]);
      // each card pictures its own colour
      expect(new Set(answer.same_garment.map((c) => c.image.src)).size).toBe(3);
      expect(answer.same_garment[0]?.image.src).toContain('1f2937');
    }
  });

  it('has no other colour for a product of one colour', async () => {
    expect(await ok(`/api/products/${idOf('custom-printed-tee')}/matching?store=us`, matchingResponse)).toEqual({ same_garment: [], same_design: [] });
  });

  it('opens the product page on the colour a card names', async () => {
    const { same_garment } = await ok(`/api/products/${idOf('gildan-heavy-blend-hoodie')}/matching?store=us`, matchingResponse);
    const detail = await ok('/api/products/gildan-heavy-blend-hoodie?store=us', productResponse);
    expect(same_garment.map((c) => c.composition_id)).toEqual(detail.product.compositions.map((c) => c.id));
  });
});

describe('GET /api/products/popular', () => {
  it('is the store’s best sellers, in stock first', async () => {
    const { products } = await ok('/api/products/popular?store=us&limit=24', popularResponse);
    expect(slugs(products).slice(0, 4)).toEqual(['dtf-gang-sheet', 'bella-canvas-jersey-tee', 'die-cut-vinyl-sticker', 'gildan-heavy-cotton-tee']);
    // 27 of the 29 products have stock: the two without (one the best seller of all, 9999 units) are not among the first 24
    expect(products).toHaveLength(24);
    expect(products.every((p) => p.in_stock)).toBe(true);
    // in stock first, not in stock only: past the products in stock come the others, best seller first
    const all = await popularProducts(t.db, { store: 'us', limit: 40 }, { imageBaseUrl: '', now: () => new Date() });
    expect(all.products).toHaveLength(29);
    expect(slugs(all.products).slice(-2)).toEqual(['same-brand-close-sold-out', 'custom-printed-hoodie']);
    expect(all.products.slice(0, -2).every((p) => p.in_stock)).toBe(true);
  });

  it('gives 12 by default, `limit` of them when asked, priced in the store', async () => {
    expect((await ok('/api/products/popular?store=us', popularResponse)).products).toHaveLength(12);
    const ca = await ok('/api/products/popular?store=ca&limit=3', popularResponse);
    expect(ca.products.map((p) => [p.slug, p.price])).toEqual([
      ['dtf-gang-sheet', { amount: 1500, currency: 'CAD' }],
      ['bella-canvas-jersey-tee', { amount: 1000, currency: 'CAD' }],
      ['die-cut-vinyl-sticker', { amount: 400, currency: 'CAD' }],
    ]);
    const all = await ok('/api/products/popular?store=ca&limit=24', popularResponse);
    expect(slugs(all.products)).not.toContain('us-only-tee');
  });

  it('is its own route: /api/products/{slug} still answers products', async () => {
    const popular = await t.app.inject('/api/products/popular?store=us');
    expect(popular.statusCode).toBe(200);
    expect(popularResponse.safeParse(popular.json()).success).toBe(true);
    expect((await ok('/api/products/gildan-heavy-cotton-tee?store=us', productResponse)).product.slug).toBe('gildan-heavy-cotton-tee');
    expect((await refused('/api/products/popular-tee?store=us', 404)).message).toContain('popular-tee');
    expect((await ok('/api/products/count?store=us', { parse: (v: unknown) => v as { total: number } })).total).toBeGreaterThan(0);
  });

  it('ranks by recent sales when a reader of the orders is given, the catalog’s best sellers after', async () => {
    const now = new Date('2026-03-31T12:00:00Z');
    const asked: Parameters<RecentSalesReader>[0][] = [];
    const recentSales: RecentSalesReader = async (q) => {
      asked.push(q);
      return [
        { productId: idOf('stainless-steel-tumbler'), units30: 40, units90: 40 },
        { productId: idOf('us-only-tee'), units30: 30, units90: 35 },
        { productId: idOf('custom-printed-hoodie'), units30: 20, units90: 90 }, // no stock: after every product in stock
        { productId: idOf('spangle-star-transfer'), units30: 0, units90: 12 },
      ];
    };
    const ctx = { imageBaseUrl: '', now: () => now, recentSales };
    const us = await popularProducts(t.db, { store: 'us', limit: 5 }, ctx);
    expect(slugs(us.products)).toEqual(['stainless-steel-tumbler', 'us-only-tee', 'spangle-star-transfer', 'dtf-gang-sheet', 'bella-canvas-jersey-tee']);
    expect(asked[0]).toEqual({ store: 'us', since30: new Date('2026-03-01T12:00:00Z'), since90: new Date('2025-12-31T12:00:00Z'), limit: 60 });
    // a product the store does not sell drops out
    const ca = await popularProducts(t.db, { store: 'ca', limit: 3 }, ctx);
    expect(slugs(ca.products)).toEqual(['stainless-steel-tumbler', 'spangle-star-transfer', 'dtf-gang-sheet']);
    // out of stock: after every product in stock, still before the catalog's sold-out best seller
    const all = await popularProducts(t.db, { store: 'us', limit: 40 }, ctx);
    expect(slugs(all.products).slice(-2)).toEqual(['custom-printed-hoodie', 'same-brand-close-sold-out']);
  });
});

describe('bad input is a 400 or 404 naming the problem, never a 500', () => {
  const teeId = () => idOf('gildan-heavy-cotton-tee');

  it.each(['similar', 'matching'])('%s: a malformed id is a 400', async (list) => {
    for (const id of ['abc', '0', '-1', '1e3', '99999999999', '2147483648', '%20', '1.5']) {
      const error = await refused(`/api/products/${id}/${list}?store=us`, 400);
      expect(error.fieldErrors?.productId, id).toBeDefined();
    }
  });

  it.each(['similar', 'matching'])('%s: the store is required and must be us or ca', async (list) => {
    expect((await refused(`/api/products/${teeId()}/${list}`, 400)).message).toBe('Invalid query: store must be one of us, ca');
    expect((await refused(`/api/products/${teeId()}/${list}?store=uk`, 400)).fieldErrors).toEqual({ store: ['must be one of us, ca'] });
  });

  it.each(['similar', 'matching'])('%s: an unknown product is a 404, and so is one the store does not sell', async (list) => {
    expect(await refused(`/api/products/2147483647/${list}?store=us`, 404)).toEqual({ code: 'not_found', message: 'No product with id 2147483647' });
    expect(await refused(`/api/products/${idOf('us-only-tee')}/${list}?store=ca`, 404)).toEqual({
      code: 'not_found',
      message: `No product with id ${idOf('us-only-tee')} in the ca store`,
    });
    // the 404 is not kept: once sold there, it answers
    await t.db.execute(sql`insert into catalog.prices (product_id, store, min_qty, amount) values (${idOf('us-only-tee')}, 'ca', 1, 6800)`);
    try {
      await ok(`/api/products/${idOf('us-only-tee')}/${list}?store=ca`, { parse: (v: unknown) => v });
    } finally {
      await t.db.execute(sql`delete from catalog.prices where product_id = ${idOf('us-only-tee')} and store = 'ca'`);
    }
  });

  it('popular: store and limit are checked', async () => {
    expect((await refused('/api/products/popular', 400)).message).toBe('Invalid query: store must be one of us, ca');
    for (const limit of ['0', '25', 'abc', '2.5', '-3']) {
      expect((await refused(`/api/products/popular?store=us&limit=${limit}`, 400)).fieldErrors?.limit, limit).toBeDefined();
    }
  });

  it('ignores keys it does not know (tracking), as the other product reads do', async () => {
    await ok(`/api/products/${teeId()}/similar?store=us&utm_source=mail`, similarResponse);
    await ok('/api/products/popular?store=us&gclid=x', popularResponse);
  });
});
