import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SAVED_CART_NAME_MAX, type SavedCart } from '@storefront/contracts';
import { rowsOf } from '@storefront/db';
import { MAX_SAVED_CARTS } from '../../domain/saved-carts/create-saved-cart';
import { stockedBlankSku, pickBlankSku, type PickedSku } from '../../test-fixtures/catalog-picks';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

let t: TestApp;
let tee: PickedSku;
let other: PickedSku;
let emails = 0;
const email = () => `saved${++emails}@example.com`;

beforeAll(async () => {
  t = await buildTestApp();
  tee = await stockedBlankSku(t.handle.db, 0, 500);
  other = await stockedBlankSku(t.handle.db, 1, 500);
});
afterAll(() => t?.close());

const browser = () => new TestBrowser(t.app);
async function signedIn() {
  const b = browser();
  const user = await t.signUp(b, email());
  return Object.assign(b, { userId: user.id });
}
const list = async (b: TestBrowser, store = 'us') => {
  const res = await b.get(`/api/v2/saved_carts.json?store=${store}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { carts: SavedCart[]; activeCart: SavedCart | null };
};
const names = (carts: SavedCart[]) => carts.map((c) => c.cart_name);
const create = (b: TestBrowser, cart_name = '', store?: string) => b.post('/api/v2/saved_carts.json', { saved_carts: { cart_name }, ...(store ? { store } : {}) });
const rename = (b: TestBrowser, id: string, cart_name: string) => b.put(`/api/v2/saved_carts/${id}.json`, { saved_carts: { cart_name } });
const switchTo = (b: TestBrowser, id: string, number: string) => b.put(`/api/v2/saved_carts/${id}/switch.json`, { number });
const activeNumber = async (b: TestBrowser) => (await b.get('/api/v2/cart.json')).json().cart?.order_number as string | undefined;
const warehouseIds = async () =>
  rowsOf<{ id: number }>(await t.handle.db.execute(sql`select id from catalog.warehouses where active order by id`)).map((w) => w.id);

describe('guests', () => {
  it('get 422 sign_in_required on every saved-carts call, with or without a guest cart', async () => {
    const withCart = browser();
    await withCart.post('/api/cart/add', { sku: tee.sku, quantity: 1 });
    const cartId = rowsOf<{ id: string; number: string }>(await t.handle.db.execute(sql`select id, number from cart.carts order by created_at desc limit 1`))[0]!;
    for (const b of [browser(), withCart]) {
      const answers = [
        await b.get('/api/v2/saved_carts.json'),
        await b.get('/api/v2/saved_carts/active.json'),
        await create(b, 'Mine'),
        await rename(b, cartId.id, 'Mine'),
        await switchTo(b, cartId.id, cartId.number),
      ];
      for (const res of answers) {
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({ code: 'sign_in_required', message: 'Sign in to use saved carts.' });
      }
    }
    expect((await withCart.get('/api/cart/quantity')).json().quantity).toBe(1);
  });
});

describe('GET /api/v2/saved_carts.json and active.json', () => {
  it('answer an empty list and a null active cart before the first add', async () => {
    const b = await signedIn();
    expect(await list(b)).toEqual({ carts: [], activeCart: null });
    expect((await b.get('/api/v2/saved_carts/active.json')).json()).toEqual({ activeCart: null });
  });

  it('show the cart add-to-cart created as "Cart 1", active, with its units and number', async () => {
    const b = await signedIn();
    const added = (await b.post('/api/cart/add', { sku: tee.sku, quantity: 2 })).json();
    await b.post('/api/cart/add', { sku: other.sku, quantity: 3 });
    const { carts, activeCart } = await list(b);
    expect(carts).toEqual([
      {
        id: expect.any(String),
        number: added.order_number,
        cart_name: 'Cart 1',
        active: true,
        items: 5,
        same_day_eligible: true,
        store: 'us',
        updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    expect(activeCart).toEqual(carts[0]);
    const active = await b.get('/api/v2/saved_carts/active.json?cb=1');
    expect(active.headers['cache-control']).toBe('no-store');
    expect(active.json()).toEqual({ activeCart: carts[0] });
  });

  it('are per store, and a store other than us/ca is a 400', async () => {
    const b = await signedIn();
    await b.post('/api/cart/add', { sku: tee.sku, quantity: 1, store: 'ca' });
    expect((await list(b, 'us')).carts).toEqual([]);
    expect((await list(b, 'ca')).carts.map((c) => [c.store, c.items])).toEqual([['ca', 1]]);
    const bad = await b.get('/api/v2/saved_carts.json?store=uk');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid_request');
  });

  it('list the most recently changed cart first', async () => {
    const b = await signedIn();
    await b.post('/api/cart/add', { sku: tee.sku, quantity: 1 });
    const second = (await create(b, 'Second')).json();
    expect(names((await list(b)).carts)).toEqual(['Second', 'Cart 1']);
    const first = (await list(b)).carts[1]!;
    await switchTo(b, first.id, first.number);
    // switching alone does not reorder; adding to the cart does
    expect(names((await list(b)).carts)).toEqual(['Second', 'Cart 1']);
    await b.post('/api/cart/add', { sku: other.sku, quantity: 1 });
    expect(names((await list(b)).carts)).toEqual(['Cart 1', 'Second']);
    expect(second.number).toMatch(/^R\d{9}$/);
  });
});

describe('same_day_eligible', () => {
  it('is true only when one active warehouse has every line, and false for an empty cart', async () => {
    const [first, second] = await warehouseIds();
    const a = await pickBlankSku(t.handle.db, 10);
    const c = await pickBlankSku(t.handle.db, 11);
    const stock = async (skuId: number, warehouse: number, units: number) =>
      t.handle.db.execute(sql`insert into catalog.inventory (sku_id, warehouse_id, on_hand) values (${skuId}, ${warehouse}, ${units})`);
    await t.handle.db.execute(sql`delete from catalog.inventory where sku_id in (${a.skuId}, ${c.skuId})`);
    await stock(a.skuId, first!, 5);
    await stock(c.skuId, second!, 5);

    const b = await signedIn();
    await create(b, 'Empty');
    expect((await list(b)).activeCart).toMatchObject({ items: 0, same_day_eligible: false });
    await b.post('/api/cart/add', { sku: a.sku, quantity: 2 });
    await b.post('/api/cart/add', { sku: c.sku, quantity: 2 });
    // each line is on hand somewhere, but not both in one place
    expect((await list(b)).activeCart).toMatchObject({ items: 4, same_day_eligible: false });
    await stock(c.skuId, first!, 1);
    // one place, but not enough of c there
    expect((await list(b)).activeCart!.same_day_eligible).toBe(false);
    await t.handle.db.execute(sql`update catalog.inventory set on_hand = 2 where sku_id = ${c.skuId} and warehouse_id = ${first!}`);
    expect((await list(b)).activeCart!.same_day_eligible).toBe(true);
    await t.handle.db.execute(sql`update catalog.warehouses set active = false where id = ${first!}`);
    try {
      expect((await list(b)).activeCart!.same_day_eligible).toBe(false);
    } finally {
      await t.handle.db.execute(sql`update catalog.warehouses set active = true where id = ${first!}`);
    }
  });
});

describe('POST /api/v2/saved_carts.json', () => {
  it('creates an empty active cart, first in the list, and the previous one stays open, inactive', async () => {
    const b = await signedIn();
    const before = (await b.post('/api/cart/add', { sku: tee.sku, quantity: 2 })).json().order_number;
    const res = await create(b);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.number).toMatch(/^R\d{9}$/);
    expect(body.cart).toMatchObject({ number: body.number, cart_name: 'Cart 2', active: true, items: 0, same_day_eligible: false });
    expect(body.carts.map((c: SavedCart) => [c.cart_name, c.active, c.items])).toEqual([
      ['Cart 2', true, 0],
      ['Cart 1', false, 2],
    ]);
    // adds now go to the new cart
    expect(await activeNumber(b)).toBe(body.number);
    expect((await b.post('/api/cart/add', { sku: other.sku, quantity: 1 })).json()).toEqual({ total_items_qty: 1, order_number: body.number });
    expect((await b.get('/api/cart/quantity')).json().quantity).toBe(1);
    expect((await list(b)).carts.find((c) => c.number === before)).toMatchObject({ active: false, items: 2 });
  });

  it('names: a given name is trimmed; blank ones get "Cart N" that no open cart of the user has', async () => {
    const b = await signedIn();
    expect((await create(b, '  Gifts  ')).json().cart.cart_name).toBe('Gifts');
    expect((await create(b, '   ')).json().cart.cart_name).toBe('Cart 2');
    const cart2 = (await list(b)).carts[0]!;
    await rename(b, cart2.id, 'cart 3');
    // 2 open carts → "Cart 3", taken (whatever the capitals) → "Cart 4"
    expect((await create(b)).json().cart.cart_name).toBe('Cart 4');
    // the store's own numbering: a first Canadian cart is Cart 1
    expect((await create(b, '', 'ca')).json().cart).toMatchObject({ cart_name: 'Cart 1', store: 'ca' });
  });

  it('refuses a name over the limit, an unknown field and a bad store with a 400, creating nothing', async () => {
    const b = await signedIn();
    const long = await create(b, 'x'.repeat(SAVED_CART_NAME_MAX + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors).toHaveProperty(['saved_carts.cart_name']);
    expect((await b.post('/api/v2/saved_carts.json', { saved_carts: { cart_name: 'a', color: 'red' } })).statusCode).toBe(400);
    expect((await b.post('/api/v2/saved_carts.json', { saved_carts: { cart_name: 'a' }, store: 'uk' })).statusCode).toBe(400);
    expect((await b.post('/api/v2/saved_carts.json', {})).statusCode).toBe(400);
    expect((await list(b)).carts).toEqual([]);
  });

  it(`keeps a user to ${MAX_SAVED_CARTS} open carts per store (422), other stores unaffected`, async () => {
    const b = await signedIn();
    await b.post('/api/cart/add', { sku: tee.sku, quantity: 1 });
    await t.handle.db.execute(sql`
      insert into cart.carts (number, store, user_id, name, active)
      select 'T' || ${b.userId.slice(0, 8)} || lpad(g::text, 4, '0'), 'us', ${b.userId}::uuid, 'Old ' || g, false
      from generate_series(1, ${MAX_SAVED_CARTS - 2}) g`);
    expect((await create(b, 'Last one')).statusCode).toBe(201);
    const refused = await create(b, 'One too many');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ code: 'saved_cart_limit', message: expect.stringContaining(`at most ${MAX_SAVED_CARTS} carts`) });
    const after = await list(b);
    expect(after.carts).toHaveLength(MAX_SAVED_CARTS);
    expect(after.activeCart!.cart_name).toBe('Last one');
    expect((await create(b, 'Canada', 'ca')).statusCode).toBe(201);
  });

  it('needs the anti-forgery token (403, nothing created)', async () => {
    const b = await signedIn();
    const res = await b.post('/api/v2/saved_carts.json', { saved_carts: { cart_name: '' } }, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect((await list(b)).carts).toEqual([]);
  });
});

describe('PUT /api/v2/saved_carts/{id}.json (rename)', () => {
  it('renames the cart and answers it', async () => {
    const b = await signedIn();
    const { cart } = (await create(b, 'Old')).json();
    const res = await rename(b, cart.id, '  Team shirts ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cart: { ...cart, cart_name: 'Team shirts' } });
    expect(names((await list(b)).carts)).toEqual(['Team shirts']);
  });

  it('refuses a blank or too-long name (400), an unknown or malformed id (404), leaving the name', async () => {
    const b = await signedIn();
    const { cart } = (await create(b, 'Keep')).json();
    const blank = await rename(b, cart.id, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors).toHaveProperty(['saved_carts.cart_name']);
    expect((await rename(b, cart.id, 'y'.repeat(SAVED_CART_NAME_MAX + 1))).statusCode).toBe(400);
    expect((await b.put(`/api/v2/saved_carts/${cart.id}.json`, { cart_name: 'flat' })).statusCode).toBe(400);
    const unknown = await rename(b, '00000000-0000-4000-8000-000000000000', 'X');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'not_found', message: 'No such saved cart.' });
    expect((await rename(b, 'not-a-cart', 'X')).statusCode).toBe(404);
    expect((await rename(b, "1' or '1'='1", 'X')).statusCode).toBe(404);
    expect(names((await list(b)).carts)).toEqual(['Keep']);
  });

  it("answers 404 for another user's cart and leaves it alone", async () => {
    const alice = await signedIn();
    const { cart } = (await create(alice, 'Alice')).json();
    const bob = await signedIn();
    expect((await rename(bob, cart.id, 'Bob was here')).statusCode).toBe(404);
    expect(names((await list(alice)).carts)).toEqual(['Alice']);
  });

  it('needs the anti-forgery token (403)', async () => {
    const b = await signedIn();
    const { cart } = (await create(b, 'Safe')).json();
    const res = await b.request({ method: 'PUT', url: `/api/v2/saved_carts/${cart.id}.json`, payload: { saved_carts: { cart_name: 'Forged' } }, csrf: false });
    expect(res.statusCode).toBe(403);
    expect(names((await list(b)).carts)).toEqual(['Safe']);
  });
});

describe('PUT /api/v2/saved_carts/{id}/switch.json', () => {
  it('makes the cart active (and the previous one inactive); adds then go to it', async () => {
    const b = await signedIn();
    const first = (await b.post('/api/cart/add', { sku: tee.sku, quantity: 2 })).json().order_number;
    await create(b, 'Second');
    const target = (await list(b)).carts.find((c) => c.number === first)!;
    const res = await switchTo(b, target.id, first);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.activeCart).toMatchObject({ number: first, cart_name: 'Cart 1', active: true, items: 2 });
    expect(body.carts.map((c: SavedCart) => [c.cart_name, c.active])).toEqual([
      ['Second', false],
      ['Cart 1', true],
    ]);
    expect(await activeNumber(b)).toBe(first);
    expect((await b.post('/api/cart/add', { sku: tee.sku, quantity: 1 })).json()).toEqual({ total_items_qty: 3, order_number: first });
    // switching to the cart that is already active changes nothing
    const again = await switchTo(b, target.id, first);
    expect(again.statusCode).toBe(200);
    expect(again.json().activeCart.number).toBe(first);
  });

  it('refuses a number that is not the cart’s, an unknown or malformed id (404) and a missing number (400), switching nothing', async () => {
    const b = await signedIn();
    await b.post('/api/cart/add', { sku: tee.sku, quantity: 1 });
    const { cart: second } = (await create(b, 'Second')).json();
    const first = (await list(b)).carts.find((c) => c.cart_name === 'Cart 1')!;
    const wrong = await switchTo(b, first.id, second.number);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().code).toBe('not_found');
    expect((await switchTo(b, '00000000-0000-4000-8000-000000000000', first.number)).statusCode).toBe(404);
    expect((await switchTo(b, 'abc', first.number)).statusCode).toBe(404);
    expect((await b.put(`/api/v2/saved_carts/${first.id}/switch.json`, {})).statusCode).toBe(400);
    expect((await b.put(`/api/v2/saved_carts/${first.id}/switch.json`, { number: first.number, extra: 1 })).statusCode).toBe(400);
    expect((await list(b)).activeCart!.id).toBe(second.id);
  });

  it("answers 404 for another user's cart, even with its right number, and switches nothing", async () => {
    const alice = await signedIn();
    await alice.post('/api/cart/add', { sku: tee.sku, quantity: 1 });
    await create(alice, 'Newer');
    const aliceFirst = (await list(alice)).carts.find((c) => !c.active)!;
    const bob = await signedIn();
    await bob.post('/api/cart/add', { sku: other.sku, quantity: 1 });
    const res = await switchTo(bob, aliceFirst.id, aliceFirst.number);
    expect(res.statusCode).toBe(404);
    expect((await list(alice)).activeCart!.cart_name).toBe('Newer');
    expect((await list(bob)).carts.map((c) => c.cart_name)).toEqual(['Cart 1']);
  });

  it('does not switch to a closed cart (404)', async () => {
    const b = await signedIn();
    await b.post('/api/cart/add', { sku: tee.sku, quantity: 1 });
    await create(b, 'Newer');
    const old = (await list(b)).carts.find((c) => !c.active)!;
    await t.handle.db.execute(sql`update cart.carts set status = 'closed' where id = ${old.id}`);
    expect((await switchTo(b, old.id, old.number)).statusCode).toBe(404);
    expect((await list(b)).activeCart!.cart_name).toBe('Newer');
  });

  it('needs the anti-forgery token (403)', async () => {
    const b = await signedIn();
    await b.post('/api/cart/add', { sku: tee.sku, quantity: 1 });
    await create(b, 'Newer');
    const old = (await list(b)).carts.find((c) => !c.active)!;
    const res = await b.request({ method: 'PUT', url: `/api/v2/saved_carts/${old.id}/switch.json`, payload: { number: old.number }, csrf: false });
    expect(res.statusCode).toBe(403);
    expect((await list(b)).activeCart!.cart_name).toBe('Newer');
  });
});

describe('concurrency (PostgreSQL only)', () => {
  it('switches and creates racing each other leave exactly one active cart, and every call answers', async (ctx) => {
    if (t.handle.kind !== 'postgres') ctx.skip('PGlite has one connection: concurrent requests would run one at a time and test nothing');
    const b = await signedIn();
    await b.post('/api/cart/add', { sku: tee.sku, quantity: 1 });
    for (const name of ['B', 'C', 'D']) await create(b, name);
    const carts = (await list(b)).carts;
    const results = await Promise.all([
      ...carts.flatMap((c) => [switchTo(b, c.id, c.number), switchTo(b, c.id, c.number)]),
      create(b, 'E'),
      create(b, 'F'),
      b.post('/api/cart/add', { sku: other.sku, quantity: 1 }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([...Array(9).fill(200), 201, 201].sort());
    const after = await list(b);
    expect(after.carts).toHaveLength(6);
    expect(after.carts.filter((c) => c.active)).toHaveLength(1);
    expect(after.carts.reduce((n, c) => n + c.items, 0)).toBe(2);
  });
});
