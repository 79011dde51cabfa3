import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAVORITE_NOTE_MAX, favoriteResponse, MAX_FAVORITES } from '@storefront/contracts';
import { favorites } from '@storefront/db';
import { buildFavoritesTestApp, favoritesOf, uniqueEmail, unitPrice, type CatalogProduct } from '../../test-fixtures/favorites-fixture';
import { signUp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

let t: TestApp & { catalog: CatalogProduct[] };
beforeAll(async () => {
  // enough products to fill one shopper's favorites and try one more
  t = await buildFavoritesTestApp(MAX_FAVORITES + 15);
});
afterAll(() => t?.close());

const product = (i: number) => t.catalog[i]!;
const add = (b: TestBrowser, body: object) => b.post('/api/users/favorites', body);
const shopper = async (who: string) => {
  const b = new TestBrowser(t.app);
  const user = await signUp(b, uniqueEmail(who));
  return { b, user };
};
const heldBy = async (userId: string) => (await t.handle.db.select({ n: count() }).from(favorites).where(eq(favorites.userId, userId)))[0]!.n;

describe('favorites', () => {
  it('adds with the product’s card priced in the store, lists newest first, updates the note and removes', async () => {
    const { b } = await shopper('fan');
    const [a, c] = [product(0), product(1)];

    const first = await add(b, { product: a.slug, note: '  for the team  ' });
    expect(first.statusCode).toBe(201);
    const itemA = favoriteResponse.parse(first.json()).item;
    expect(itemA).toMatchObject({
      product: a.slug,
      name: a.title,
      business_line: a.businessLine,
      kind: a.kind,
      url: `/${a.slug}.html`,
      price: { amount: await unitPrice(t.handle.db, a.id, 'us'), currency: 'USD' },
      note: 'for the team',
    });
    expect(itemA.image.src).toMatch(/^\/images\/garments\/.+\.jpg$/);
    expect(Date.parse(itemA.created_at)).not.toBeNaN();

    const second = await add(b, { product: c.slug, store: 'ca' });
    expect(second.statusCode).toBe(201);
    expect(favoriteResponse.parse(second.json()).item).toMatchObject({ product: c.slug, note: null, price: { amount: await unitPrice(t.handle.db, c.id, 'ca'), currency: 'CAD' } });

    expect((await favoritesOf(b)).items.map((i) => [i.product, i.note])).toEqual([
      [c.slug, null],
      [a.slug, 'for the team'],
    ]);
    const inCanada = await favoritesOf(b, '?store=ca');
    expect(inCanada.items.map((i) => i.price)).toEqual([
      { amount: await unitPrice(t.handle.db, c.id, 'ca'), currency: 'CAD' },
      { amount: await unitPrice(t.handle.db, a.id, 'ca'), currency: 'CAD' },
    ]);
    expect(inCanada.items[0]!.url).toBe(`/ca/${c.slug}.html`);

    const noted = await b.patch(`/api/users/favorites/${a.slug}`, { note: 'size L for Sam' });
    expect(noted.statusCode).toBe(200);
    expect(favoriteResponse.parse(noted.json()).item).toMatchObject({ id: itemA.id, note: 'size L for Sam' });
    const cleared = await b.patch(`/api/users/favorites/${a.slug}`, { note: '' });
    expect(favoriteResponse.parse(cleared.json()).item.note).toBeNull();

    const removed = await b.delete(`/api/users/favorites/${a.slug}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true });
    expect((await favoritesOf(b)).items.map((i) => i.product)).toEqual([c.slug]);
    const again = await b.delete(`/api/users/favorites/${a.slug}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ code: 'not_found', message: 'That product is not among your favorites.' });
  });

  it('adding a favorite again changes nothing and answers it (200)', async () => {
    const { b, user } = await shopper('twice');
    const p = product(2);
    const made = favoriteResponse.parse((await add(b, { product: p.slug, note: 'first' })).json()).item;
    const again = await add(b, { product: p.slug, note: 'second' });
    expect(again.statusCode).toBe(200);
    expect(favoriteResponse.parse(again.json()).item).toEqual(made);
    expect(await heldBy(user.id)).toBe(1);
  });

  it('answers whether one product is a favorite when asked by slug', async () => {
    const { b } = await shopper('checker');
    const [liked, other] = [product(3), product(4)];
    await add(b, { product: liked.slug });
    expect((await favoritesOf(b, `?product=${liked.slug}`)).items.map((i) => i.product)).toEqual([liked.slug]);
    expect(await favoritesOf(b, `?product=${other.slug}`)).toEqual({ success: true, items: [], monitored_items: [] });
    // an unknown product is nobody's favorite
    expect(await favoritesOf(b, '?product=no-such-product')).toEqual({ success: true, items: [], monitored_items: [] });
  });

  it('an unknown product is a 404 naming it, and nothing is saved', async () => {
    const { b, user } = await shopper('lost');
    const res = await add(b, { product: 'no-such-product' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'product_not_found', message: 'There is no product "no-such-product" in the catalog.' });
    expect((await b.patch('/api/users/favorites/no-such-product', { note: 'x' })).statusCode).toBe(404);
    expect((await b.delete('/api/users/favorites/no-such-product')).statusCode).toBe(404);
    expect(await heldBy(user.id)).toBe(0);
  });

  it('refuses bad input with 400 and a message naming the field, saving nothing', async () => {
    const { b, user } = await shopper('typo');
    const p = product(5);
    const bodies: [object, string][] = [
      [{}, 'product'],
      [{ product: 42 }, 'product'],
      [{ product: 'Not A Slug!' }, 'product'],
      [{ product: p.slug, note: 'x'.repeat(FAVORITE_NOTE_MAX + 1) }, 'note'],
      [{ product: p.slug, note: 7 }, 'note'],
      [{ product: p.slug, store: 'uk' }, 'store'],
      [{ product: p.slug, color: 'red' }, 'color'],
    ];
    for (const [body, field] of bodies) {
      const res = await add(b, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ code: 'invalid_request', message: expect.stringContaining(field) });
    }
    const broken = await b.request({ method: 'POST', url: '/api/users/favorites', payload: '{"product":', headers: { 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
    expect(await heldBy(user.id)).toBe(0);

    // the longest note is kept whole
    const longest = 'n'.repeat(FAVORITE_NOTE_MAX);
    expect(favoriteResponse.parse((await add(b, { product: p.slug, note: longest })).json()).item.note).toBe(longest);
    for (const body of [{}, { note: 'x'.repeat(FAVORITE_NOTE_MAX + 1) }, { note: ['a'] }, { note: 'ok', extra: 1 }]) {
      const res = await b.patch(`/api/users/favorites/${p.slug}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await b.patch('/api/users/favorites/BAD%20SLUG', { note: 'x' })).statusCode).toBe(400);
    expect((await b.get('/api/users/favorites?store=uk')).statusCode).toBe(400);
    expect((await b.get('/api/users/favorites?product=Bad!')).statusCode).toBe(400);
    expect((await favoritesOf(b)).items.map((i) => i.note)).toEqual([longest]);
  });

  it('answers 401 to a guest and to a signed-out shopper, before looking at the body', async () => {
    const guest = new TestBrowser(t.app);
    const { b: gone } = await shopper('leaver');
    expect((await gone.post('/api/v2/sign_out.json')).statusCode).toBe(204);
    for (const b of [guest, gone]) {
      for (const res of [
        await b.get('/api/users/favorites'),
        await add(b, { nonsense: true }),
        await b.patch(`/api/users/favorites/${product(0).slug}`, { note: 'x' }),
        await b.delete(`/api/users/favorites/${product(0).slug}`),
      ]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ code: 'unauthorized', message: 'Sign in to keep favorites.' });
      }
    }
  });

  it('needs the anti-forgery token to add, change or remove', async () => {
    const { b, user } = await shopper('forged');
    const p = product(6);
    expect((await b.post('/api/users/favorites', { product: p.slug }, { csrf: false })).statusCode).toBe(403);
    expect(await heldBy(user.id)).toBe(0);
    await add(b, { product: p.slug, note: 'kept' });
    expect((await b.patch(`/api/users/favorites/${p.slug}`, { note: 'forged' }, { csrf: false })).statusCode).toBe(403);
    expect((await b.delete(`/api/users/favorites/${p.slug}`, { csrf: false })).statusCode).toBe(403);
    expect((await favoritesOf(b)).items.map((i) => i.note)).toEqual(['kept']);
  });
});

describe('set to my library (§7)', () => {
  it('save true keeps it, false takes it out, either twice is no change; unknown products, guests, bad bodies and missing tokens are refused', async () => {
    const { b, user } = await shopper('switch');
    const p = product(7);
    const set = (save: unknown, slug = p.slug, csrf = true) => b.put(`/api/users/library/${slug}`, { save }, { csrf });
    for (const save of [true, true]) {
      const res = await set(save);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
    }
    expect((await favoritesOf(b)).items.map((i) => i.product)).toEqual([p.slug]);
    for (const save of [false, false]) expect((await set(save)).statusCode).toBe(200);
    expect(await heldBy(user.id)).toBe(0);

    expect((await set(true, 'no-such-product')).statusCode).toBe(404);
    expect((await set(false, 'no-such-product')).statusCode).toBe(404);
    const bad = await set('yes');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('save');
    expect((await set(true, p.slug, false)).statusCode).toBe(403);
    expect((await new TestBrowser(t.app).put(`/api/users/library/${p.slug}`, { save: true })).statusCode).toBe(401);
    expect(await heldBy(user.id)).toBe(0);
  });
});

describe('favorites across shoppers', () => {
  it('hides another shopper’s favorites: not listed, and changing or removing them is a 404', async () => {
    const { b: alice } = await shopper('alice');
    const { b: bob } = await shopper('bob');
    const p = product(7);
    await add(alice, { product: p.slug, note: 'alice’s' });

    expect((await favoritesOf(bob)).items).toEqual([]);
    expect((await favoritesOf(bob, `?product=${p.slug}`)).items).toEqual([]);
    const patched = await bob.patch(`/api/users/favorites/${p.slug}`, { note: 'bob was here' });
    expect(patched.statusCode).toBe(404);
    expect(patched.json()).toEqual({ code: 'not_found', message: 'That product is not among your favorites.' });
    expect((await bob.delete(`/api/users/favorites/${p.slug}`)).statusCode).toBe(404);

    // bob's own favorite of the same product is his own row
    expect((await add(bob, { product: p.slug, note: 'bob’s' })).statusCode).toBe(201);
    expect((await bob.delete(`/api/users/favorites/${p.slug}`)).statusCode).toBe(200);
    expect((await favoritesOf(alice)).items.map((i) => [i.product, i.note])).toEqual([[p.slug, 'alice’s']]);
  });
});

describe(`at most ${MAX_FAVORITES} favorites`, () => {
  /** Fills the shopper's favorites with the first `n` products, straight into the table. */
  const fill = (userId: string, n: number) => t.handle.db.insert(favorites).values(t.catalog.slice(0, n).map((p) => ({ userId, productId: p.id })));

  it(`the ${MAX_FAVORITES + 1}st is refused with 422 naming the limit; one already kept still answers 200`, async () => {
    const { b, user } = await shopper('collector');
    await fill(user.id, MAX_FAVORITES - 1);
    expect((await add(b, { product: product(MAX_FAVORITES - 1).slug })).statusCode).toBe(201);
    const over = await add(b, { product: product(MAX_FAVORITES).slug });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({ code: 'too_many_favorites', message: `You can keep up to ${MAX_FAVORITES} favorites. Remove one before adding another.` });
    expect((await add(b, { product: product(0).slug })).statusCode).toBe(200);
    expect((await favoritesOf(b)).items).toHaveLength(MAX_FAVORITES);
    // room again after a removal
    expect((await b.delete(`/api/users/favorites/${product(0).slug}`)).statusCode).toBe(200);
    expect((await add(b, { product: product(MAX_FAVORITES).slug })).statusCode).toBe(201);
  });

  // PGlite has one connection, so a burst there runs one request at a time: only PostgreSQL races
  describe.skipIf(!process.env.DATABASE_URL)('under a concurrent burst (PostgreSQL)', () => {
    it('adds racing for the last three places fill exactly those', async () => {
      const { b, user } = await shopper('racer');
      await fill(user.id, MAX_FAVORITES - 3);
      await b.csrfToken();
      const answers = await Promise.all(t.catalog.slice(MAX_FAVORITES - 3, MAX_FAVORITES + 7).map((p) => add(b, { product: p.slug })));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 422, 422, 422, 422, 422, 422, 422]);
      expect(await heldBy(user.id)).toBe(MAX_FAVORITES);
    });

    it('the same product added ten times at once is one favorite', async () => {
      const { b, user } = await shopper('doubler');
      await b.csrfToken();
      const p = product(8);
      const answers = await Promise.all(Array.from({ length: 10 }, () => add(b, { product: p.slug })));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
      expect(new Set(answers.map((r) => favoriteResponse.parse(r.json()).item.id)).size).toBe(1);
      const rows = await t.handle.db.select().from(favorites).where(and(eq(favorites.userId, user.id), eq(favorites.productId, p.id)));
      expect(rows).toHaveLength(1);
    });
  });
});
