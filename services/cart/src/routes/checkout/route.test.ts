import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeCredits, usTaxRates } from '@storefront/db';
import { insertSavedAddress } from '@storefront/testing';
import { insertCoupon } from '../../domain/coupons/coupon-test-data';
import { FREE_STANDARD_SHIPPING_FROM, SHIPPING_RATES } from '../../domain/checkout/shipping-speeds';
import { stockedBlankSku, tiersOf, type PickedSku } from '../../test-fixtures/catalog-picks';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

let t: TestApp;
let tee: PickedSku;
let unitUs: number;
let unitCa: number;
let users = 0;

beforeAll(async () => {
  t = await buildTestApp();
  tee = await stockedBlankSku(t.handle.db, 0, 500);
  unitUs = (await tiersOf(t.handle.db, tee.productId, 'us'))[0]!.amount;
  unitCa = (await tiersOf(t.handle.db, tee.productId, 'ca'))[0]!.amount;
  // a state with sales tax that does not tax shipping, and one that does
  await t.handle.db.insert(usTaxRates).values([
    { region: 'NY', ratePpm: 88_750, taxShipping: false },
    { region: 'TX', ratePpm: 62_500, taxShipping: true },
  ]);
});
afterAll(() => t?.close());

const NY = { name: 'Ada Lovelace', line1: '350 5th Ave', city: 'New York', region: 'NY', postal_code: '10118', country: 'US' };
const OR = { ...NY, city: 'Portland', region: 'OR', postal_code: '97201' };
const TX = { ...NY, city: 'Austin', region: 'TX', postal_code: '78701' };
const ON = { name: 'Ada Lovelace', line1: '290 Bremner Blvd', city: 'Toronto', region: 'ON', postal_code: 'm5v3l9', country: 'CA' };
const QC = { ...ON, city: 'Montréal', region: 'QC', postal_code: 'H2Y 1C6' };
const usd = (amount: number) => ({ amount, currency: 'USD' });
const cad = (amount: number) => ({ amount, currency: 'CAD' });
const half = (base: number, ppm: number) => Math.floor((base * ppm + 500_000) / 1_000_000);

async function guestWith(qty: number, store: 'us' | 'ca' = 'us'): Promise<TestBrowser> {
  const b = new TestBrowser(t.app);
  expect((await b.post('/api/cart/add', { sku: tee.sku, quantity: qty, store })).statusCode).toBe(200);
  return b;
}
async function userWith(qty: number, store: 'us' | 'ca' = 'us') {
  const b = new TestBrowser(t.app);
  const user = await t.signUp(b, `checkout${++users}@example.com`);
  if (qty > 0) expect((await b.post('/api/cart/add', { sku: tee.sku, quantity: qty, store })).statusCode).toBe(200);
  return { b, user };
}
const checkoutOf = (b: TestBrowser, store = 'us') => b.get(`/api/v2/checkout.json?store=${store}`);
const update = (b: TestBrowser, body: Record<string, unknown>) => b.put('/api/v2/checkout.json', body);

describe('GET /api/v2/checkout.json', () => {
  it('is a 404 without a cart, or with an empty one', async () => {
    expect((await checkoutOf(new TestBrowser(t.app))).statusCode).toBe(404);
    const b = await guestWith(1);
    expect((await checkoutOf(b, 'ca')).statusCode).toBe(404);
    const cart = (await b.get('/api/v2/cart.json')).json().cart;
    await b.delete(`/cart/${cart.order_number}/line_items/${cart.lines[0].id}`);
    const res = await checkoutOf(b);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'Your cart is empty.' });
  });

  it("shows a guest's checkout: what is missing, the store's speeds, no tax and no store credit yet", async () => {
    const b = await guestWith(2);
    const res = await checkoutOf(b);
    expect(res.statusCode).toBe(200);
    const c = res.json().checkout;
    expect(c).toMatchObject({ email: null, ship_address: null, shipping_speed: null, use_store_credit: false, store_credit_balance: null });
    expect(c.missing).toEqual(['email', 'ship_address', 'shipping_speed']);
    expect(c.shipping_speeds.map((s: { code: string; price: unknown }) => [s.code, s.price])).toEqual(SHIPPING_RATES.us.map((r) => [r.code, usd(r.price)]));
    expect(c.summary).toEqual({
      subtotal: usd(unitUs * 2),
      discount: usd(0),
      shipping: usd(0),
      tax: usd(0),
      tax_lines: [],
      store_credit: usd(0),
      total: usd(unitUs * 2),
    });
    expect(c.cart.order_number).toMatch(/^R\d{9}$/);
  });
});

describe('PUT /api/v2/checkout.json (guest)', () => {
  it('takes email, address and speed; a state without a rate is not taxed', async () => {
    const b = await guestWith(1);
    const res = await update(b, { email: ' Ada@Example.com ', ship_address: OR, shipping_speed: 'expedited' });
    expect(res.statusCode).toBe(200);
    const c = res.json().checkout;
    const shipping = SHIPPING_RATES.us[1]!.price;
    expect(c).toMatchObject({ email: 'ada@example.com', ship_address: { ...OR, line2: null, phone: null }, shipping_speed: 'expedited', missing: [] });
    expect(c.summary).toMatchObject({ shipping: usd(shipping), tax: usd(0), tax_lines: [], total: usd(unitUs + shipping) });
    // kept: the next GET shows the same
    expect((await checkoutOf(b)).json().checkout).toEqual(c);
  });

  it('taxes New York goods after the coupon, not shipping; Texas taxes shipping too', async () => {
    const coupon = await insertCoupon(t.handle.db, { percentOff: 10 });
    const b = await guestWith(3);
    await b.post('/api/v2/cart/apply_coupon_code.json', { coupon_code: coupon.code });
    const subtotal = unitUs * 3;
    const discount = Math.floor((subtotal * 10 + 50) / 100);
    const shipping = subtotal - discount >= FREE_STANDARD_SHIPPING_FROM.us ? 0 : SHIPPING_RATES.us[0]!.price;

    const ny = (await update(b, { email: 'ny@example.com', ship_address: NY, shipping_speed: 'standard' })).json().checkout;
    const nyTax = half(subtotal - discount, 88_750);
    expect(ny.summary).toEqual({
      subtotal: usd(subtotal),
      discount: usd(discount),
      shipping: usd(shipping),
      tax: usd(nyTax),
      tax_lines: [{ name: 'NY sales tax 8.875%', rate_ppm: 88_750, amount: usd(nyTax) }],
      store_credit: usd(0),
      total: usd(subtotal - discount + shipping + nyTax),
    });
    expect(ny.cart.coupon.discount).toEqual(usd(discount));

    const tx = (await update(b, { ship_address: TX, shipping_speed: 'overnight' })).json().checkout;
    const overnight = SHIPPING_RATES.us[2]!.price;
    const txTax = half(subtotal - discount + overnight, 62_500);
    expect(tx.summary.tax_lines).toEqual([{ name: 'TX sales tax 6.25%', rate_ppm: 62_500, amount: usd(txTax) }]);
    expect(tx.summary.total).toEqual(usd(subtotal - discount + overnight + txTax));
  });

  it('ships standard free from the threshold, counted after the coupon', async () => {
    const b = await guestWith(60);
    const free = (await update(b, { shipping_speed: 'standard' })).json().checkout;
    const subtotal = free.summary.subtotal.amount;
    expect(subtotal).toBeGreaterThanOrEqual(FREE_STANDARD_SHIPPING_FROM.us);
    expect(free.shipping_speeds.map((s: { price: { amount: number } }) => s.price.amount)).toEqual([0, SHIPPING_RATES.us[1]!.price, SHIPPING_RATES.us[2]!.price]);
    expect(free.summary.shipping).toEqual(usd(0));
    // a coupon that brings the goods one cent under the threshold makes standard shipping paid again
    const coupon = await insertCoupon(t.handle.db, { kind: 'fixed', percentOff: null, amountOff: subtotal - FREE_STANDARD_SHIPPING_FROM.us + 1, currency: 'USD' });
    await b.post('/api/v2/cart/apply_coupon_code.json', { coupon_code: coupon.code });
    const paid = (await checkoutOf(b)).json().checkout;
    expect(paid.summary.shipping).toEqual(usd(SHIPPING_RATES.us[0]!.price));
    expect(paid.summary.total).toEqual(usd(FREE_STANDARD_SHIPPING_FROM.us - 1 + SHIPPING_RATES.us[0]!.price));
  });

  it('refuses a malformed address with 422 and field errors, and changes nothing (even the fields given with it)', async () => {
    const b = await guestWith(1);
    await update(b, { email: 'first@example.com', ship_address: NY });
    const before = (await checkoutOf(b)).json().checkout;
    const res = await update(b, { email: 'second@example.com', ship_address: { ...NY, region: 'ZZ', postal_code: '1234', city: '' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'invalid_address',
      message: 'Please correct the address.',
      fieldErrors: {
        'ship_address.city': ['is required'],
        'ship_address.region': ['must be a US state code such as NY or DC'],
        'ship_address.postal_code': ['must be a ZIP code like 12345 or 12345-6789'],
      },
    });
    expect((await checkoutOf(b)).json().checkout).toEqual(before);
  });

  it("refuses an address outside the store's country with 422 wrong_country", async () => {
    const b = await guestWith(1);
    const res = await update(b, { ship_address: ON });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'wrong_country', fieldErrors: { 'ship_address.country': [expect.stringMatching(/US addresses only/)] } });
    expect((await checkoutOf(b)).json().checkout.ship_address).toBeNull();
    const ca = await guestWith(1, 'ca');
    expect((await update(ca, { store: 'ca', ship_address: NY })).json().code).toBe('wrong_country');
  });

  it('answers 400 for an unknown speed, an unknown field, a bad email, both address kinds, or an address that is not an object', async () => {
    const b = await guestWith(1);
    const bodies = [
      { shipping_speed: 'teleport' },
      { gift_wrap: true },
      { email: 'not-an-email' },
      { ship_address: NY, address_id: '00000000-0000-4000-8000-000000000000' },
      { ship_address: 'NY' },
      { ship_address: { ...NY, is_default: true } },
      { store: 'uk' },
    ];
    for (const body of bodies) {
      const res = await update(b, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('invalid_request');
    }
    expect((await checkoutOf(b)).json().checkout.missing).toEqual(['email', 'ship_address', 'shipping_speed']);
  });

  it('answers 401 to a guest asking for store credit or a saved address', async () => {
    const b = await guestWith(1);
    for (const body of [{ use_store_credit: true }, { address_id: '00000000-0000-4000-8000-000000000000' }]) {
      const res = await update(b, body);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('sign_in_required');
    }
  });

  it('is a 404 without a cart, and needs the anti-forgery token', async () => {
    expect((await update(new TestBrowser(t.app), { email: 'a@example.com' })).statusCode).toBe(404);
    const b = await guestWith(1);
    const res = await b.request({ method: 'PUT', url: '/api/v2/checkout.json', payload: { email: 'a@example.com' }, csrf: false });
    expect(res.statusCode).toBe(403);
    expect((await checkoutOf(b)).json().checkout.email).toBeNull();
  });
});

describe('the Canadian store', () => {
  it('charges HST in Ontario on goods and shipping, in CAD', async () => {
    const b = await guestWith(2, 'ca');
    const c = (await update(b, { store: 'ca', email: 'on@example.com', ship_address: ON, shipping_speed: 'expedited' })).json().checkout;
    const subtotal = unitCa * 2;
    const shipping = SHIPPING_RATES.ca[1]!.price;
    const hst = half(subtotal + shipping, 130_000);
    expect(c.ship_address.postal_code).toBe('M5V 3L9');
    expect(c.summary).toEqual({
      subtotal: cad(subtotal),
      discount: cad(0),
      shipping: cad(shipping),
      tax: cad(hst),
      tax_lines: [{ name: 'HST 13%', rate_ppm: 130_000, amount: cad(hst) }],
      store_credit: cad(0),
      total: cad(subtotal + shipping + hst),
    });
  });

  it('charges GST and QST in Québec', async () => {
    const b = await guestWith(1, 'ca');
    const c = (await update(b, { store: 'ca', ship_address: QC, shipping_speed: 'standard' })).json().checkout;
    const base = unitCa + c.summary.shipping.amount;
    expect(c.summary.tax_lines).toEqual([
      { name: 'GST 5%', rate_ppm: 50_000, amount: cad(half(base, 50_000)) },
      { name: 'QST 9.975%', rate_ppm: 99_750, amount: cad(half(base, 99_750)) },
    ]);
  });
});

describe('signed-in checkout', () => {
  it("uses the account email unless another is given", async () => {
    const { b, user } = await userWith(1);
    const c = (await checkoutOf(b)).json().checkout;
    expect(c.email).toBe(user.email);
    expect(c.missing).toEqual(['ship_address', 'shipping_speed']);
    expect((await update(b, { email: 'gift@example.com' })).json().checkout.email).toBe('gift@example.com');
  });

  it('copies a saved address; another user\'s address is a 404; a Canadian one is refused in the US store', async () => {
    // the address book is account's: its row is written as account's route writes it (test set-up only)
    const { b, user } = await userWith(1);
    const saved = await insertSavedAddress(t.handle.db, user.id, { ...NY, phone: '212-555-0100' });
    const res = await update(b, { address_id: saved.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().checkout.ship_address).toEqual({ name: NY.name, line1: NY.line1, line2: null, city: NY.city, region: 'NY', postal_code: '10118', country: 'US', phone: '212-555-0100' });

    const { b: other } = await userWith(1);
    const notMine = await update(other, { address_id: saved.id });
    expect(notMine.statusCode).toBe(404);
    expect((await checkoutOf(other)).json().checkout.ship_address).toBeNull();

    const canadian = await insertSavedAddress(t.handle.db, user.id, ON);
    const wrong = await update(b, { address_id: canadian.id });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'wrong_country', fieldErrors: { address_id: [expect.any(String)] } });
    expect((await checkoutOf(b)).json().checkout.ship_address.region).toBe('NY');
  });

  it("applies the store credit of the store's currency, up to the total after tax", async () => {
    const { b, user } = await userWith(1);
    await t.handle.db.insert(storeCredits).values([
      { userId: user.id, currency: 'USD', amount: 800, reason: 'goodwill' },
      { userId: user.id, currency: 'USD', amount: -300, reason: 'order' },
      { userId: user.id, currency: 'CAD', amount: 99_999, reason: 'other store' },
    ]);
    const before = (await update(b, { ship_address: NY, shipping_speed: 'standard' })).json().checkout;
    expect(before.store_credit_balance).toEqual(usd(500));
    expect(before.summary.store_credit).toEqual(usd(0));
    const due = before.summary.total.amount;

    const used = (await update(b, { use_store_credit: true })).json().checkout;
    expect(used.use_store_credit).toBe(true);
    expect(used.summary.store_credit).toEqual(usd(Math.min(500, due)));
    expect(used.summary.total).toEqual(usd(due - Math.min(500, due)));

    // more credit than the order: it covers the total after tax, no more
    await t.handle.db.insert(storeCredits).values({ userId: user.id, currency: 'USD', amount: 1_000_000, reason: 'big' });
    const covered = (await checkoutOf(b)).json().checkout;
    expect(covered.summary.store_credit).toEqual(usd(due));
    expect(covered.summary.total).toEqual(usd(0));

    const off = (await update(b, { use_store_credit: false })).json().checkout;
    expect(off.summary.total).toEqual(usd(due));
  });
});
