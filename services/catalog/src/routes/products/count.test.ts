import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingCountResponse, listingResponse } from '@storefront/contracts';
import { buildTestApp, type TestApp } from '../../test-fixtures/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('GET /api/products/count — the listing total alone', () => {
  it.each([
    '',
    'category=t-shirts',
    'category=apparel&color=Black&size=XL',
    'brand=gildan&store=ca',
    'search=tee&line=blanks',
    'price_min=400&price_max=900&sort=price_desc&page=2',
  ])('equals the listing total for "%s", with no cards', async (query) => {
    const listed = listingResponse.parse((await t.app.inject(`/api/products?${query}`)).json());
    const res = await t.app.inject(`/api/products/count?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ total: listed.total });
    expect(listingCountResponse.parse(res.json()).total).toBe(listed.total);
  });

  it('narrows as filters are added', async () => {
    const total = async (q: string) => listingCountResponse.parse((await t.app.inject(`/api/products/count?${q}`)).json()).total;
    expect(await total('category=apparel')).toBeGreaterThan(await total('category=apparel&color=Black'));
  });

  it('answers an unknown category with 404 and a typo with 400 naming the key, like the listing', async () => {
    const missing = await t.app.inject('/api/products/count?category=no-such-thing');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: expect.any(String), message: expect.stringContaining('no-such-thing') });
    const typo = await t.app.inject('/api/products/count?colr=Black');
    expect(typo.statusCode).toBe(400);
    expect(typo.body).toContain('colr');
  });
});
