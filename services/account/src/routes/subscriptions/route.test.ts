import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MONITORED_ITEMS, subscriptionResponse, type MonitoredItem } from '@storefront/contracts';
import { favorites, monitoredItems, skus } from '@storefront/db';
import { buildFavoritesTestApp, favoritesOf, uniqueEmail, unitPrice, type CatalogProduct } from '../../test-fixtures/favorites-fixture';
import { signUp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

let t: TestApp & { catalog: CatalogProduct[] };
/** a stocked tee (blank), its SKUs and which of them has units */
let tee: CatalogProduct;
let soldOut: { sku: string; size: string };
let stocked: { sku: string; size: string };
let transfer: CatalogProduct;

beforeAll(async () => {
  t = await buildFavoritesTestApp(80);
  tee = t.catalog.find((p) => p.kind === 'blank' && p.garment === 'tee')!;
  transfer = t.catalog.find((p) => p.garment === 'transfer')!;
  // Test set-up writes the catalog: every SKU of the tee sold out but one, of another size.
  const teeSkus = await t.handle.db.select({ id: skus.id, sku: skus.sku, size: skus.size }).from(skus).where(eq(skus.productId, tee.id)).orderBy(asc(skus.id));
  const first = teeSkus[0]!;
  const other = teeSkus.find((s) => s.size !== first.size)!;
  await t.handle.db.execute(sql`update catalog.inventory set on_hand = 0 where sku_id in (select id from catalog.skus where product_id = ${tee.id})`);
  await t.handle.db.execute(sql`delete from catalog.inventory where sku_id = ${other.id}`);
  await t.handle.db.execute(sql`insert into catalog.inventory (sku_id, warehouse_id, on_hand) select ${other.id}, id, 5 from catalog.warehouses where active order by id limit 1`);
  soldOut = first;
  stocked = other;
});
afterAll(() => t?.close());

const shopper = async (who: string) => {
  const b = new TestBrowser(t.app);
  const user = await signUp(b, uniqueEmail(who));
  return { b, user };
};
const favorite = async (b: TestBrowser, p: CatalogProduct) => {
  const res = await b.post('/api/users/favorites', { product: p.slug });
  expect(res.statusCode, res.body).toBe(201);
};
const subscribe = (b: TestBrowser, body: object) => b.post('/api/subscriptions', body);
const subscribed = async (b: TestBrowser, body: object, status = 201): Promise<MonitoredItem> => {
  const res = await subscribe(b, body);
  expect(res.statusCode, res.body).toBe(status);
  return subscriptionResponse.parse(res.json()).monitored_item;
};
const alertsOf = async (userId: string, productId?: number) =>
  (
    await t.handle.db
      .select({ n: count() })
      .from(monitoredItems)
      .where(and(eq(monitoredItems.userId, userId), productId === undefined ? undefined : eq(monitoredItems.productId, productId)))
  )[0]!.n;

describe('price-drop alerts', () => {
  it('keep the store’s unit price as the baseline, are listed as monitored items, and the same one twice is one', async () => {
    const { b } = await shopper('saver');
    await favorite(b, tee);
    const us = await subscribed(b, { product: tee.slug, kind: 'price_drop' });
    expect(us).toMatchObject({
      product: tee.slug,
      kind: 'price_drop',
      store: 'us',
      sku: null,
      size: null,
      baseline_price: { amount: await unitPrice(t.handle.db, tee.id, 'us'), currency: 'USD' },
      baseline_in_stock: null,
      last_notified_at: null,
    });
    expect(await subscribed(b, { product: tee.slug, kind: 'price_drop' }, 200)).toEqual(us);
    const ca = await subscribed(b, { product: tee.slug, kind: 'price_drop', store: 'ca' });
    expect(ca.baseline_price).toEqual({ amount: await unitPrice(t.handle.db, tee.id, 'ca'), currency: 'CAD' });

    const listed = await favoritesOf(b);
    expect(listed.monitored_items).toEqual([ca, us]);
    expect((await favoritesOf(b, `?product=${tee.slug}`)).monitored_items.map((m) => m.id)).toEqual([ca.id, us.id]);
    expect((await favoritesOf(b, `?product=${transfer.slug}`)).monitored_items).toEqual([]);
  });

  it('are refused (422) for a product the store does not sell; the favorite shows no price there', async () => {
    const { b } = await shopper('abroad');
    const usOnly = t.catalog.find((p) => p.kind === 'blank' && p.id !== tee.id)!;
    await t.handle.db.execute(sql`delete from catalog.prices where product_id = ${usOnly.id} and store = 'ca'`);
    await favorite(b, usOnly);
    expect((await favoritesOf(b, '?store=ca')).items.map((i) => [i.product, i.price])).toEqual([[usOnly.slug, null]]);
    for (const kind of ['price_drop', 'back_in_stock']) {
      const res = await subscribe(b, { product: usOnly.slug, kind, store: 'ca' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'not_sold_in_store' });
    }
    await subscribed(b, { product: usOnly.slug, kind: 'price_drop', store: 'us' });
  });
});

describe('back-in-stock alerts', () => {
  it('watch one SKU, one size in every colour, or the whole product, with its stock when subscribed', async () => {
    const { b } = await shopper('waiter');
    await favorite(b, tee);
    expect(await subscribed(b, { product: tee.slug, kind: 'back_in_stock', sku: soldOut.sku })).toMatchObject({
      sku: soldOut.sku,
      size: soldOut.size,
      baseline_in_stock: false,
      baseline_price: null,
    });
    // the catalog's spelling of the size is kept
    expect(await subscribed(b, { product: tee.slug, kind: 'back_in_stock', size: soldOut.size.toLowerCase() })).toMatchObject({ sku: null, size: soldOut.size, baseline_in_stock: false });
    expect(await subscribed(b, { product: tee.slug, kind: 'back_in_stock', size: stocked.size })).toMatchObject({ size: stocked.size, baseline_in_stock: true });
    expect(await subscribed(b, { product: tee.slug, kind: 'back_in_stock' })).toMatchObject({ sku: null, size: null, baseline_in_stock: true });
    expect((await favoritesOf(b)).monitored_items).toHaveLength(4);
  });

  it('refuse a SKU or size the product does not have (422 naming the field)', async () => {
    const { b, user } = await shopper('picky');
    await favorite(b, tee);
    const [elsewhere] = await t.handle.db.select({ sku: skus.sku }).from(skus).where(eq(skus.productId, transfer.id)).limit(1);
    for (const sku of ['NO-SUCH-SKU', elsewhere!.sku]) {
      const res = await subscribe(b, { product: tee.slug, kind: 'back_in_stock', sku });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ code: 'unknown_sku', message: 'That SKU is not one of this product’s.', fieldErrors: { sku: ['is not a SKU of this product'] } });
    }
    const size = await subscribe(b, { product: tee.slug, kind: 'back_in_stock', size: '9XL' });
    expect(size.statusCode).toBe(422);
    expect(size.json()).toMatchObject({ code: 'unknown_size', message: expect.stringContaining(soldOut.size), fieldErrors: { size: [expect.stringContaining(stocked.size)] } });
    expect(await alertsOf(user.id)).toBe(0);
  });

  it('are refused for made-to-order goods, which never run out; their price can still be watched', async () => {
    const { b } = await shopper('printer');
    await favorite(b, transfer);
    const res = await subscribe(b, { product: transfer.slug, kind: 'back_in_stock' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'never_out_of_stock' });
    await subscribed(b, { product: transfer.slug, kind: 'price_drop' });
  });
});

describe('subscriptions', () => {
  it('need the product among the shopper’s favorites (422) and a product that exists (404)', async () => {
    const { b } = await shopper('eager');
    const notFavorite = await subscribe(b, { product: tee.slug, kind: 'price_drop' });
    expect(notFavorite.statusCode).toBe(422);
    expect(notFavorite.json()).toEqual({ code: 'not_a_favorite', message: 'Add this product to your favorites before asking for alerts about it.' });
    const unknown = await subscribe(b, { product: 'no-such-product', kind: 'price_drop' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'product_not_found' });
  });

  it('unsubscribe removes the alert; removing the favorite, or the product leaving the catalog, removes its alerts', async () => {
    const { b, user } = await shopper('quitter');
    const doomed = t.catalog.find((p) => p.kind === 'blank' && p.id !== tee.id && p.garment === 'hoodie')!;
    await favorite(b, tee);
    await favorite(b, doomed);
    const drop = await subscribed(b, { product: tee.slug, kind: 'price_drop' });
    await subscribed(b, { product: tee.slug, kind: 'back_in_stock', sku: soldOut.sku });
    await subscribed(b, { product: doomed.slug, kind: 'price_drop' });

    const res = await b.delete(`/api/subscriptions/${drop.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await b.delete(`/api/subscriptions/${drop.id}`)).statusCode).toBe(404);
    expect((await favoritesOf(b, `?product=${tee.slug}`)).monitored_items.map((m) => m.kind)).toEqual(['back_in_stock']);

    expect((await b.delete(`/api/users/favorites/${tee.slug}`)).statusCode).toBe(200);
    expect(await alertsOf(user.id, tee.id)).toBe(0);

    // test set-up writes the catalog: the product is withdrawn
    await t.handle.db.execute(sql`delete from catalog.products where id = ${doomed.id}`);
    expect(await favoritesOf(b)).toEqual({ success: true, items: [], monitored_items: [] });
    expect(await alertsOf(user.id)).toBe(0);
    expect(await t.handle.db.select().from(favorites).where(eq(favorites.userId, user.id))).toEqual([]);
  });

  it('are the shopper’s own: another shopper neither sees nor removes them, nor watches without a favorite', async () => {
    const { b: alice } = await shopper('alice');
    const { b: bob } = await shopper('bob');
    await favorite(alice, tee);
    const hers = await subscribed(alice, { product: tee.slug, kind: 'price_drop' });

    expect((await favoritesOf(bob)).monitored_items).toEqual([]);
    const res = await bob.delete(`/api/subscriptions/${hers.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'No such alert among yours.' });
    expect((await subscribe(bob, { product: tee.slug, kind: 'price_drop' })).statusCode).toBe(422);
    expect((await favoritesOf(alice)).monitored_items).toEqual([hers]);
  });

  it(`at most ${MAX_MONITORED_ITEMS}: one more is refused with 422 naming the limit; one already kept still answers 200`, async () => {
    const { b, user } = await shopper('watcher');
    await favorite(b, tee);
    const kept = await subscribed(b, { product: tee.slug, kind: 'price_drop' });
    await t.handle.db.insert(monitoredItems).values(
      Array.from({ length: MAX_MONITORED_ITEMS - 1 }, (_, i) => ({ userId: user.id, productId: tee.id, kind: 'back_in_stock', store: 'us', size: `size-${i}`, baselineInStock: false })),
    );
    const over = await subscribe(b, { product: tee.slug, kind: 'back_in_stock' });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({
      code: 'too_many_monitored_items',
      message: `You can keep up to ${MAX_MONITORED_ITEMS} price and stock alerts. Unsubscribe from one before adding another.`,
    });
    expect(await subscribed(b, { product: tee.slug, kind: 'price_drop' }, 200)).toEqual(kept);
    expect(await alertsOf(user.id)).toBe(MAX_MONITORED_ITEMS);
  });

  it('refuse bad input with 400 naming the field, saving nothing', async () => {
    const { b, user } = await shopper('sloppy');
    await favorite(b, tee);
    const bodies: [object, string][] = [
      [{ product: tee.slug }, 'kind'],
      [{ product: tee.slug, kind: 'weekly' }, 'kind'],
      [{ product: tee.slug, kind: 7 }, 'kind'],
      [{ kind: 'price_drop' }, 'product'],
      [{ product: tee.slug, kind: 'price_drop', size: 'M' }, 'size'],
      [{ product: tee.slug, kind: 'price_drop', sku: soldOut.sku }, 'sku'],
      [{ product: tee.slug, kind: 'back_in_stock', sku: soldOut.sku, size: soldOut.size }, 'size'],
      [{ product: tee.slug, kind: 'back_in_stock', size: 'x'.repeat(41) }, 'size'],
      [{ product: tee.slug, kind: 'back_in_stock', store: 'mx' }, 'store'],
      [{ product: tee.slug, kind: 'back_in_stock', email: 'me@example.com' }, 'email'],
    ];
    for (const [body, field] of bodies) {
      const res = await subscribe(b, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ code: 'invalid_request', fieldErrors: { [field]: expect.any(Array) } });
    }
    const badId = await b.delete('/api/subscriptions/not-an-id');
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ fieldErrors: { id: ['must be a subscription id'] } });
    expect(await alertsOf(user.id)).toBe(0);
  });

  it('answer 401 to a guest and need the anti-forgery token', async () => {
    const guest = new TestBrowser(t.app);
    for (const res of [await subscribe(guest, { product: tee.slug, kind: 'price_drop' }), await guest.delete('/api/subscriptions/00000000-0000-4000-8000-000000000000')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'unauthorized', message: 'Sign in to get price and stock alerts.' });
    }
    const { b, user } = await shopper('forged');
    await favorite(b, tee);
    expect((await b.post('/api/subscriptions', { product: tee.slug, kind: 'price_drop' }, { csrf: false })).statusCode).toBe(403);
    expect(await alertsOf(user.id)).toBe(0);
    const kept = await subscribed(b, { product: tee.slug, kind: 'price_drop' });
    expect((await b.delete(`/api/subscriptions/${kept.id}`, { csrf: false })).statusCode).toBe(403);
    expect(await alertsOf(user.id)).toBe(1);
  });

  // PGlite has one connection, so a burst there runs one request at a time: only PostgreSQL races
  it.runIf(Boolean(process.env.DATABASE_URL))('the same alert asked for twenty times at once is one (PostgreSQL)', async () => {
    const { b, user } = await shopper('impatient');
    await favorite(b, tee);
    const answers = await Promise.all(Array.from({ length: 20 }, () => subscribe(b, { product: tee.slug, kind: 'back_in_stock', size: stocked.size })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([...Array.from({ length: 19 }, () => 200), 201]);
    expect(await alertsOf(user.id)).toBe(1);
  });
});
