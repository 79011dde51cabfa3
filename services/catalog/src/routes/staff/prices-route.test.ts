import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productResponse } from '@storefront/contracts';
import { silenceCatalogAnnouncements, untilHolding } from '../../test-fixtures/held-version';
import { buildTestApp, type TestApp } from '../../test-fixtures/test-app';

const TOKEN = 'staff-token-for-catalog-tests-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };
const SLUG = 'gildan-heavy-cotton-tee';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ staffApiToken: TOKEN });
});
afterAll(() => t?.close());

const put = (body: unknown, headers: Record<string, string> = auth, slug = SLUG) =>
  t.app.inject({ method: 'PUT', url: `/api/staff/products/${slug}/prices`, headers, payload: body as object });
const unitPrice = async (store: 'us' | 'ca') => productResponse.parse((await t.app.inject(`/api/products/${SLUG}?store=${store}`)).json()).product.price;

describe('PUT /api/staff/products/:slug/prices', () => {
  it('replaces the store’s unit price and tiers, and the next product answer has them (the cached one is not reused)', async () => {
    const before = await unitPrice('us');
    const res = await put({ store: 'us', tiers: [{ min_qty: 1, amount: before.amount - 100 }, { min_qty: 24, amount: before.amount - 200 }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ product: SLUG, store: 'us', tiers: [{ min_qty: 1, amount: before.amount - 100 }, { min_qty: 24, amount: before.amount - 200 }] });
    expect(await unitPrice('us')).toEqual({ amount: before.amount - 100, currency: 'USD' });
    const detail = productResponse.parse((await t.app.inject(`/api/products/${SLUG}?store=us`)).json()).product;
    expect(detail.price_tiers.map((p) => p.min_qty)).toEqual([1, 24]);
  });

  it('leaves the other store alone', async () => {
    const ca = await unitPrice('ca');
    expect((await put({ store: 'us', tiers: [{ min_qty: 1, amount: 999 }] })).statusCode).toBe(200);
    expect(await unitPrice('ca')).toEqual(ca);
  });

  it('is staff only: no token 401, a wrong one 401, and without a configured token the route does not exist', async () => {
    const body = { store: 'us', tiers: [{ min_qty: 1, amount: 500 }] };
    expect((await put(body, {})).statusCode).toBe(401);
    expect((await put(body, { authorization: 'Bearer nope' })).statusCode).toBe(401);
    const closed = await buildTestApp();
    try {
      const res = await closed.app.inject({ method: 'PUT', url: `/api/staff/products/${SLUG}/prices`, headers: auth, payload: body });
      expect(res.statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });

  it('refuses tiers that are not a price list, naming what is wrong, and changes nothing', async () => {
    const before = await unitPrice('us');
    const cases: [unknown, string][] = [
      [{ store: 'us', tiers: [] }, 'tiers'],
      [{ store: 'us', tiers: [{ min_qty: 12, amount: 500 }] }, 'tiers.0.min_qty'],
      [{ store: 'us', tiers: [{ min_qty: 1, amount: 500 }, { min_qty: 1, amount: 400 }] }, 'tiers.1.min_qty'],
      [{ store: 'us', tiers: [{ min_qty: 1, amount: 500 }, { min_qty: 12, amount: 600 }] }, 'tiers.1.amount'],
      [{ store: 'us', tiers: [{ min_qty: 1, amount: 0 }] }, 'tiers.0.amount'],
      [{ store: 'eu', tiers: [{ min_qty: 1, amount: 500 }] }, 'store'],
    ];
    for (const [body, field] of cases) {
      const res = await put(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().fieldErrors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await unitPrice('us')).toEqual(before);
  });

  it('an unknown product is a 404', async () => {
    const res = await put({ store: 'us', tiers: [{ min_qty: 1, amount: 500 }] }, auth, 'no-such-product');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/no-such-product/);
  });
});

// As the service mounts it on PostgreSQL: the version held from announcements, checked rarely
describe.skipIf(!process.env.DATABASE_URL)('a staff write on an instance holding the catalog version (PostgreSQL)', () => {
  it('the next read on the same instance has the new price, even before (or without) its announcement', async () => {
    const held = await buildTestApp({ staffApiToken: TOKEN, watchCatalogVersion: true, catalogVersionCheckMs: 600_000 });
    try {
      const url = `/api/products/${SLUG}?store=us`;
      await untilHolding(held.app, held.db, url);
      const before = productResponse.parse((await held.app.inject(url)).json()).product.price.amount;
      const restore = await silenceCatalogAnnouncements(held.db);
      try {
        const res = await held.app.inject({ method: 'PUT', url: `/api/staff/products/${SLUG}/prices`, headers: auth, payload: { store: 'us', tiers: [{ min_qty: 1, amount: before + 55 }] } });
        expect(res.statusCode, res.body).toBe(200);
        expect(productResponse.parse((await held.app.inject(url)).json()).product.price.amount).toBe(before + 55);
      } finally {
        await restore();
      }
    } finally {
      await held.close();
    }
  });
});
