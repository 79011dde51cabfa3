import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FOLLOWED_BRANDS } from '@storefront/contracts';
import { brands, followedBrands } from '@storefront/db';
import { buildTestApp, signUp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

let t: TestApp;
let slugs: string[];
beforeAll(async () => {
  t = await buildTestApp({ housekeepingIntervalMs: 0 });
  const rows = Array.from({ length: MAX_FOLLOWED_BRANDS + 2 }, (_, i) => ({ slug: `brand-${i}`, name: `Brand ${i}` }));
  slugs = (await t.handle.db.insert(brands).values(rows).onConflictDoNothing().returning({ slug: brands.slug })).map((r) => r.slug);
});
afterAll(() => t?.close());

const shopper = async (who: string) => {
  const b = new TestBrowser(t.app);
  await signUp(b, `${who}-${Math.random().toString(36).slice(2)}@example.com`);
  return b;
};
const PATH = '/api/users/followed_brands';

describe('followed brands', () => {
  it('follows (201, then 200 with the same date), lists newest first with names, and unfollows', async () => {
    const b = await shopper('fan');
    const first = await b.put(`${PATH}/${slugs[0]}`, {});
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().brand).toMatchObject({ slug: slugs[0], name: 'Brand 0' });
    const again = await b.put(`${PATH}/${slugs[0]}`, {});
    expect(again.statusCode).toBe(200);
    expect(again.json().brand.followed_at).toBe(first.json().brand.followed_at);
    await b.put(`${PATH}/${slugs[1]}`, {});
    expect((await b.get(PATH)).json().brands.map((x: { slug: string }) => x.slug)).toEqual([slugs[1], slugs[0]]);

    expect((await b.delete(`${PATH}/${slugs[1]}`)).statusCode).toBe(200);
    expect((await b.delete(`${PATH}/${slugs[1]}`)).statusCode).toBe(200);
    expect((await b.get(PATH)).json().brands.map((x: { slug: string }) => x.slug)).toEqual([slugs[0]]);
  });

  it('is each shopper’s own, and needs a signed-in shopper and the anti-forgery token', async () => {
    const a = await shopper('a');
    const other = await shopper('b');
    await a.put(`${PATH}/${slugs[2]}`, {});
    expect((await other.get(PATH)).json().brands).toEqual([]);
    const guest = new TestBrowser(t.app);
    expect((await guest.get(PATH)).statusCode).toBe(401);
    expect((await guest.put(`${PATH}/${slugs[2]}`, {})).statusCode).toBe(401);
    expect((await a.put(`${PATH}/${slugs[3]}`, {}, { csrf: false })).statusCode).toBe(403);
  });

  it('refuses an unknown brand (404), a malformed slug (400) and one follow past the limit (422), writing nothing', async () => {
    const b = await shopper('many');
    const unknown = await b.put(`${PATH}/no-such-brand`, {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no brand "no-such-brand" in the catalog.');
    expect((await b.delete(`${PATH}/no-such-brand`)).statusCode).toBe(404);
    const bad = await b.put(`${PATH}/${encodeURIComponent('<b>')}`, {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ slug: ['must be a brand slug like gildan'] });

    for (const slug of slugs.slice(0, MAX_FOLLOWED_BRANDS)) expect((await b.put(`${PATH}/${slug}`, {})).statusCode).toBe(201);
    const over = await b.put(`${PATH}/${slugs[MAX_FOLLOWED_BRANDS]}`, {});
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(`You can follow up to ${MAX_FOLLOWED_BRANDS} brands. Unfollow one before following another.`);
    expect((await b.get(PATH)).json().brands).toHaveLength(MAX_FOLLOWED_BRANDS);
  });

  it('goes with the brand when it leaves the catalog', async () => {
    const b = await shopper('gone');
    const [brand] = await t.handle.db.insert(brands).values({ slug: 'short-lived', name: 'Short Lived' }).returning();
    await b.put(`${PATH}/short-lived`, {});
    const { eq } = await import('drizzle-orm');
    await t.handle.db.delete(brands).where(eq(brands.id, brand!.id));
    expect((await b.get(PATH)).json().brands.find((x: { slug: string }) => x.slug === 'short-lived')).toBeUndefined();
    expect((await t.handle.db.select().from(followedBrands).where(eq(followedBrands.brandId, brand!.id)))).toEqual([]);
  });
});
