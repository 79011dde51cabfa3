import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TEST_CARDS } from '@storefront/contracts';
import { rowsOf } from '@storefront/db';
import { madeToOrderSku, stockedBlankSku, pickBlankSku, setStock, type PickedSku } from '../../test-fixtures/catalog-picks';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';
import { countOrders, intentStatus, newKey, pay, place, readyCheckout, stockOf } from './buy-flow.fixture';

let t: TestApp;
let tee: PickedSku;
let hoodie: PickedSku;
let scarce: PickedSku;
let emails = 0;
const email = () => `buyer${++emails}@example.com`;

beforeAll(async () => {
  t = await buildTestApp();
  tee = await stockedBlankSku(t.handle.db, 0, 1000);
  hoodie = await stockedBlankSku(t.handle.db, 1, 1000);
  scarce = await pickBlankSku(t.handle.db, 2);
  await t.handle.db.execute(sql`insert into cart.us_tax_rates (region, rate_ppm, tax_shipping) values ('NY', 88750, false)`);
});
afterAll(() => t?.close());

const browser = () => new TestBrowser(t.app);
const db = () => t.handle.db;
const one = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await db().execute(q))[0]!;

async function addCoupon(code: string, fields: { percentOff?: number; maxUses?: number | null; maxUsesPerCustomer?: number | null } = {}) {
  await db().execute(sql`insert into cart.coupons (code, kind, percent_off, max_uses, max_uses_per_customer)
    values (${code}, 'percent', ${fields.percentOff ?? 10}, ${fields.maxUses ?? null}, ${fields.maxUsesPerCustomer ?? null})`);
}
const timesUsed = async (code: string) => (await one<{ n: number }>(sql`select times_used as n from cart.coupons where code = ${code}`)).n;

async function guestReady(sku = tee.sku, quantity = 2) {
  const b = browser();
  await readyCheckout(b, sku, quantity, { email: email() });
  return b;
}

describe('POST /api/v2/orders.json: placing the order', () => {
  it('places the order with coupon, store credit and tax in one go: stock, coupon, credit, cart, payment and events', async () => {
    const b = browser();
    const user = await t.signUp(b, email());
    await db().execute(sql`insert into cart.store_credits (user_id, currency, amount, reason) values (${user.id}, 'USD', 500, 'goodwill')`);
    await addCoupon('ORDER10', { percentOff: 10, maxUses: 5, maxUsesPerCustomer: 1 });
    await b.post('/api/cart/add', { sku: hoodie.sku, quantity: 1 });
    await readyCheckout(b, tee.sku, 3, { useStoreCredit: true });
    expect((await b.post('/api/v2/cart/apply_coupon_code.json', { coupon_code: 'order10', store: 'us' })).statusCode).toBe(200);
    const checkout = (await b.get('/api/v2/checkout.json?store=us')).json().checkout;
    expect(checkout.summary.discount.amount).toBeGreaterThan(0);
    expect(checkout.summary.tax.amount).toBeGreaterThan(0);
    expect(checkout.summary.store_credit.amount).toBe(500);
    const cartNumber = checkout.cart.order_number;
    const teeStock = await stockOf(db(), tee.skuId);
    const hoodieStock = await stockOf(db(), hoodie.skuId);

    const intent = await pay(b);
    expect(intent).toMatchObject({ status: 'requires_capture', amount: checkout.summary.total.amount });
    const res = await place(b, intent.id);
    expect(res.statusCode).toBe(201);
    const order = res.json().order;
    expect(order).toMatchObject({
      number: cartNumber,
      store: 'us',
      currency: 'USD',
      status: 'paid',
      email: user.email,
      ship_address: { city: 'New York', region: 'NY', country: 'US' },
      shipping_speed: { code: 'standard', name: 'Standard' },
      coupon_code: 'ORDER10',
      summary: checkout.summary,
      payment: { brand: 'visa', last4: '4242' },
    });
    // lines in cart order, as bought
    expect(order.lines.map((l: { sku: string; quantity: number }) => [l.sku, l.quantity])).toEqual([
      [hoodie.sku, 1],
      [tee.sku, 3],
    ]);
    expect(order.lines[1].line_total.amount).toBe(order.lines[1].unit_price.amount * 3);

    expect(await stockOf(db(), tee.skuId)).toBe(teeStock - 3);
    expect(await stockOf(db(), hoodie.skuId)).toBe(hoodieStock - 1);
    expect(await timesUsed('ORDER10')).toBe(1);
    expect(await one<{ n: number }>(sql`select count(*)::int as n from cart.coupon_redemptions where customer_key = ${`user:${user.id}`}`)).toEqual({ n: 1 });
    expect(await one<{ n: number }>(sql`select coalesce(sum(amount), 0)::int as n from cart.store_credits where user_id = ${user.id}`)).toEqual({ n: 0 });
    expect(await intentStatus(db(), intent.id)).toBe('succeeded');
    const events = rowsOf<{ from: string | null; to: string }>(
      await db().execute(sql`select e.from_status as "from", e.to_status as "to" from cart.order_events e join cart.orders o on o.id = e.order_id where o.number = ${cartNumber} order by e.id`),
    );
    expect(events).toEqual([
      { from: null, to: 'placed' },
      { from: 'placed', to: 'paid' },
    ]);
    // the cart is closed: the shopper starts afresh
    expect((await b.get('/api/v2/cart.json?store=us')).json().cart).toBeNull();
    expect((await b.get('/api/cart/quantity?store=us')).json().quantity).toBe(0);

    // the order page and the history
    expect((await b.get(`/api/v2/orders/${cartNumber}.json`)).json().order).toEqual(order);
    const history = (await b.get('/api/v2/orders.json')).json();
    expect(history).toMatchObject({ page: 1, total_pages: 1 });
    expect(history.orders).toEqual([
      { number: cartNumber, store: 'us', status: 'paid', placed_at: order.placed_at, items: 4, total: order.summary.total, images: order.lines.map((l: { image: unknown }) => l.image) },
    ]);
  });

  it('the same key again answers the same order (200) and writes nothing more', async () => {
    const b = await guestReady();
    const intent = await pay(b);
    const key = newKey();
    const first = await place(b, intent.id, key);
    expect(first.statusCode).toBe(201);
    const stock = await stockOf(db(), tee.skuId);
    const orders = await countOrders(db());
    const again = await place(b, intent.id, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().order).toEqual(first.json().order);
    expect(await stockOf(db(), tee.skuId)).toBe(stock);
    expect(await countOrders(db())).toBe(orders);
  });

  it('a key already used by another shopper is a 409 idempotency_key_reused, and their order is not shown', async () => {
    const a = await guestReady();
    const key = newKey();
    expect((await place(a, (await pay(a)).id, key)).statusCode).toBe(201);
    const b = await guestReady();
    const intent = await pay(b);
    const res = await place(b, intent.id, key);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('idempotency_key_reused');
    expect(res.body).not.toContain('order_number');
    // b's payment is still good for b's own order with a fresh key
    expect(await intentStatus(db(), intent.id)).toBe('requires_capture');
    expect((await place(b, intent.id)).statusCode).toBe(201);
  });

  it('a missing or malformed Idempotency-Key is a 400 and places nothing', async () => {
    const b = await guestReady();
    const intent = await pay(b);
    const missing = await b.post('/api/v2/orders.json', { store: 'us', payment_intent_id: intent.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'invalid_request', message: 'Idempotency-Key header is required.' });
    const malformed = await place(b, intent.id, 'short');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors['Idempotency-Key']).toEqual(['must be 8 to 100 letters, digits, - or _']);
    expect(await intentStatus(db(), intent.id)).toBe('requires_capture');
    expect((await b.get('/api/v2/cart.json?store=us')).json().cart).not.toBeNull();
  });

  it('the cart changed after the payment was authorised: 409 payment_mismatch, nothing written, the hold released', async () => {
    const b = await guestReady(tee.sku, 2);
    const intent = await pay(b);
    const line = (await b.get('/api/v2/cart.json?store=us')).json().cart.lines[0];
    await b.patch(`/api/v2/cart/line_items/${line.id}.json`, { quantity: 5 });
    const stock = await stockOf(db(), tee.skuId);
    const res = await place(b, intent.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'payment_mismatch', message: 'Your cart changed after payment was authorised. Please review your order and pay again.' });
    expect(await stockOf(db(), tee.skuId)).toBe(stock);
    expect(await intentStatus(db(), intent.id)).toBe('canceled');
    expect((await b.get('/api/v2/cart.json?store=us')).json().cart.lines[0].quantity).toBe(5);
    // paying again for the new total goes through
    const again = await pay(b);
    expect(again.id).not.toBe(intent.id);
    expect((await place(b, again.id)).statusCode).toBe(201);
  });

  it('out of stock: 409 with how many are left, nothing written (no order, stock, coupon use), the cart still open', async () => {
    await setStock(db(), scarce.skuId, 10);
    await addCoupon('SCARCE5', { percentOff: 5, maxUses: 10 });
    const b = await guestReady(scarce.sku, 3);
    await b.post('/api/v2/cart/apply_coupon_code.json', { coupon_code: 'SCARCE5', store: 'us' });
    const intent = await pay(b);
    await setStock(db(), scarce.skuId, 2);
    const orders = await countOrders(db());
    const res = await place(b, intent.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'out_of_stock', message: `Sorry, only 2 left of ${scarce.title}, ${scarce.colorName}, ${scarce.size}.` });
    expect(await stockOf(db(), scarce.skuId)).toBe(2);
    expect(await timesUsed('SCARCE5')).toBe(0);
    expect(await countOrders(db())).toBe(orders);
    expect(await intentStatus(db(), intent.id)).toBe('canceled');
    expect((await b.get('/api/v2/cart.json?store=us')).json().cart.total_items_qty).toBe(3);
  });

  it('places an order for a made-to-order transfer with nothing on hand, taking no stock', async () => {
    const transfer = await madeToOrderSku(db(), 0);
    const b = await guestReady(transfer.sku, 25);
    const res = await place(b, (await pay(b)).id);
    expect(res.statusCode).toBe(201);
    expect(await stockOf(db(), transfer.skuId)).toBe(0);
  });

  it('takes stock from several warehouses without leaving any below zero', async () => {
    await db().execute(sql`delete from catalog.inventory where sku_id = ${scarce.skuId}`);
    await db().execute(sql`insert into catalog.inventory (sku_id, warehouse_id, on_hand)
      select ${scarce.skuId}, id, 2 from catalog.warehouses where active order by id limit 2`);
    const b = await guestReady(scarce.sku, 3);
    expect((await place(b, (await pay(b)).id)).statusCode).toBe(201);
    const rows = rowsOf<{ on_hand: number }>(await db().execute(sql`select on_hand from catalog.inventory where sku_id = ${scarce.skuId} order by warehouse_id`));
    expect(rows.map((r) => r.on_hand)).toEqual([0, 1]);
  });

  it('a coupon used up since it was applied: 422 with its reason, nothing written', async () => {
    await addCoupon('LASTONE', { percentOff: 20, maxUses: 1 });
    const b = await guestReady();
    await b.post('/api/v2/cart/apply_coupon_code.json', { coupon_code: 'LASTONE', store: 'us' });
    const intent = await pay(b);
    await db().execute(sql`update cart.coupons set times_used = 1 where code = 'LASTONE'`);
    const stock = await stockOf(db(), tee.skuId);
    const res = await place(b, intent.id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 'coupon_used_up', message: 'This code has been used up.' });
    expect(await stockOf(db(), tee.skuId)).toBe(stock);
    expect(await intentStatus(db(), intent.id)).toBe('canceled');
  });

  it('refuses an intent that is not authorised (409), and an incomplete checkout (409)', async () => {
    const b = await guestReady();
    const declined = await pay(b, TEST_CARDS.declined);
    expect(declined.status).toBe('requires_payment_method');
    const res = await place(b, declined.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('payment_not_authorised');

    const c = browser();
    await c.post('/api/cart/add', { sku: tee.sku, quantity: 1 });
    const incomplete = await place(c, 'pi_nothing');
    expect(incomplete.statusCode).toBe(409);
    expect(incomplete.json()).toMatchObject({ code: 'checkout_incomplete' });
  });

  it('a second placement of an ordered cart (another key) says so', async () => {
    const b = await guestReady();
    const intent = await pay(b);
    const first = await place(b, intent.id);
    const second = await place(b, intent.id);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 'cart_already_ordered', message: `This cart was already ordered (order ${first.json().order.number}).` });
  });

  it('a payment authorised for another of the user’s carts: 409 payment_mismatch, and that payment is kept for its cart', async () => {
    const b = browser();
    await t.signUp(b, email());
    await readyCheckout(b, tee.sku, 1);
    const intent = await pay(b);
    // a new saved cart becomes the active one: the checkout is now that cart
    expect((await b.post('/api/v2/saved_carts.json', { saved_carts: { cart_name: 'Later' }, store: 'us' })).statusCode).toBe(201);
    await readyCheckout(b, hoodie.sku, 1);
    const res = await place(b, intent.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'payment_mismatch', message: 'This payment is for another cart.' });
    expect(await intentStatus(db(), intent.id)).toBe('requires_capture');
  });

  it('places a Canadian order in CAD', async () => {
    const b = browser();
    await readyCheckout(b, tee.sku, 1, { store: 'ca', email: email() });
    const intent = await pay(b, TEST_CARDS.success, 'ca');
    expect(intent.currency).toBe('CAD');
    const res = await place(b, intent.id, newKey(), 'ca');
    expect(res.statusCode).toBe(201);
    expect(res.json().order).toMatchObject({ store: 'ca', currency: 'CAD', summary: { total: { currency: 'CAD', amount: intent.amount } } });
    expect(res.json().order.summary.tax_lines.map((l: { name: string }) => l.name)).toEqual([expect.stringMatching(/^HST/)]);
  });
});

describe('an order with nothing to pay (store credit covers it)', () => {
  async function coveredByCredit() {
    const b = browser();
    const user = await t.signUp(b, email());
    await db().execute(sql`insert into cart.store_credits (user_id, currency, amount, reason) values (${user.id}, 'USD', 100000, 'goodwill')`);
    await readyCheckout(b, tee.sku, 1, { useStoreCredit: true });
    const checkout = (await b.get('/api/v2/checkout.json?store=us')).json().checkout;
    expect(checkout.summary.total.amount).toBe(0);
    return { b, user, checkout };
  }

  it('is placed without a card: paid, no payment on it, credit spent, stock taken, and the key replays it', async () => {
    const { b, checkout } = await coveredByCredit();
    const noIntent = await b.post('/api/v2/checkout/payment_intents.json', { store: 'us' });
    expect(noIntent.statusCode).toBe(409);
    expect(noIntent.json()).toMatchObject({ code: 'nothing_to_pay' });
    const stock = await stockOf(db(), tee.skuId);
    const key = newKey();
    const placeFree = () => b.request({ method: 'POST', url: '/api/v2/orders.json', payload: { store: 'us' }, headers: { 'idempotency-key': key } });
    const res = await placeFree();
    expect(res.statusCode).toBe(201);
    const order = res.json().order;
    expect(order).toMatchObject({ status: 'paid', payment: null, summary: { total: { amount: 0 }, store_credit: checkout.summary.store_credit } });
    expect(await stockOf(db(), tee.skuId)).toBe(stock - 1);
    const spent = await one<{ n: number }>(sql`select coalesce(sum(amount), 0)::int as n from cart.store_credits where reason = ${`order ${order.number}`}`);
    expect(spent.n).toBe(-checkout.summary.store_credit.amount);
    const again = await placeFree();
    expect(again.statusCode).toBe(200);
    expect(again.json().order.number).toBe(order.number);
  });

  it('releases a card hold taken before the total fell to 0', async () => {
    const b = browser();
    const user = await t.signUp(b, email());
    await readyCheckout(b, tee.sku, 1);
    const intent = await pay(b);
    expect(intent.status).toBe('requires_capture');
    await db().execute(sql`insert into cart.store_credits (user_id, currency, amount, reason) values (${user.id}, 'USD', 100000, 'goodwill')`);
    expect((await b.put('/api/v2/checkout.json', { store: 'us', use_store_credit: true })).statusCode).toBe(200);
    const res = await b.request({ method: 'POST', url: '/api/v2/orders.json', payload: { store: 'us' }, headers: { 'idempotency-key': newKey() } });
    expect(res.statusCode).toBe(201);
    expect(await intentStatus(db(), intent.id)).toBe('canceled');
  });

  it('a total above 0 without a payment is a 409 payment_required, and nothing is written', async () => {
    const b = await guestReady();
    const orders = await countOrders(db());
    const res = await b.request({ method: 'POST', url: '/api/v2/orders.json', payload: { store: 'us' }, headers: { 'idempotency-key': newKey() } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'payment_required', message: 'This order needs a payment: please enter your card.' });
    expect(await countOrders(db())).toBe(orders);
  });
});

describe('orders: access', () => {
  it('another shopper’s intent cannot place an order (404), and their cart is untouched', async () => {
    const owner = await guestReady();
    const intent = await pay(owner);
    const thief = await guestReady();
    const res = await place(thief, intent.id);
    expect(res.statusCode).toBe(404);
    expect(await intentStatus(db(), intent.id)).toBe('requires_capture');
    expect((await place(owner, intent.id)).statusCode).toBe(201);
  });

  it('a guest sees their order through the cart cookie; other guests and users get a 404; the history is for signed-in users only (401)', async () => {
    const guest = await guestReady();
    const number = (await place(guest, (await pay(guest)).id)).json().order.number;
    expect((await guest.get(`/api/v2/orders/${number}.json`)).statusCode).toBe(200);
    expect((await browser().get(`/api/v2/orders/${number}.json`)).statusCode).toBe(404);
    expect((await (await guestReady()).get(`/api/v2/orders/${number}.json`)).statusCode).toBe(404);
    const user = browser();
    await t.signUp(user, email());
    expect((await user.get(`/api/v2/orders/${number}.json`)).statusCode).toBe(404);
    expect((await user.get('/api/v2/orders.json')).json()).toEqual({ orders: [], page: 1, total_pages: 1 });

    const history = await guest.get('/api/v2/orders.json');
    expect(history.statusCode).toBe(401);
    expect(history.json().code).toBe('sign_in_required');
  });

  it('orders placed as a guest join the account when that browser signs up', async () => {
    const guest = await guestReady();
    const number = (await place(guest, (await pay(guest)).id)).json().order.number;
    await t.signUp(guest, email());
    const history = await guest.get('/api/v2/orders.json');
    expect(history.statusCode).toBe(200);
    expect(history.json().orders.map((o: { number: string }) => o.number)).toEqual([number]);
    expect((await guest.get(`/api/v2/orders/${number}.json`)).statusCode).toBe(200);
  });

  it('another user’s order is a 404', async () => {
    const a = browser();
    await t.signUp(a, email());
    await readyCheckout(a, tee.sku, 1);
    const number = (await place(a, (await pay(a)).id)).json().order.number;
    const b = browser();
    await t.signUp(b, email());
    expect((await b.get(`/api/v2/orders/${number}.json`)).statusCode).toBe(404);
    expect((await b.get('/api/v2/orders.json')).json().orders).toEqual([]);
    expect((await a.get('/api/v2/orders.json')).json().orders.map((o: { number: string }) => o.number)).toEqual([number]);
  });

  it('placing without the anti-forgery token is refused (403)', async () => {
    const b = await guestReady();
    const intent = await pay(b);
    const res = await b.request({
      method: 'POST',
      url: '/api/v2/orders.json',
      payload: { store: 'us', payment_intent_id: intent.id },
      headers: { 'idempotency-key': newKey() },
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
    expect(await intentStatus(db(), intent.id)).toBe('requires_capture');
  });
});

describe('GET /api/v2/orders.json paging', () => {
  it('lists newest first, 20 a page, both stores', async () => {
    const b = browser();
    const user = await t.signUp(b, email());
    const numbers: string[] = [];
    for (let i = 0; i < 22; i++) {
      const store = i % 2 === 0 ? 'us' : 'ca';
      await readyCheckout(b, tee.sku, 1, { store });
      const res = await place(b, (await pay(b, TEST_CARDS.success, store)).id, newKey(), store);
      numbers.push(res.json().order.number);
    }
    expect(user.id).toBeTruthy();
    const first = (await b.get('/api/v2/orders.json')).json();
    expect(first).toMatchObject({ page: 1, total_pages: 2 });
    expect(first.orders).toHaveLength(20);
    expect(first.orders.map((o: { number: string }) => o.number)).toEqual(numbers.slice(2).reverse());
    expect(new Set(first.orders.map((o: { store: string }) => o.store))).toEqual(new Set(['us', 'ca']));
    const second = (await b.get('/api/v2/orders.json?page=2')).json();
    expect(second.orders.map((o: { number: string }) => o.number)).toEqual(numbers.slice(0, 2).reverse());
    expect((await b.get('/api/v2/orders.json?page=0')).statusCode).toBe(400);
  });
});
