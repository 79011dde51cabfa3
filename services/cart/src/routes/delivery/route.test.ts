import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartDeliveryResponse, checkoutResponse, DELIVERY_ZIP_COOKIE, type BusinessLine } from '@storefront/contracts';
import { rowsOf, type Database } from '@storefront/db';
import { estimateDelivery, parseDestination, storeDefaultDestination, type Destination, type SpeedCode, type WarehouseStock } from '@storefront/delivery';
import { pickBlankSku, type PickedSku } from '../../test-fixtures/catalog-picks';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

let t: TestApp;
let tee: PickedSku;
let hoodie: PickedSku;
let line: BusinessLine;

/** Puts the SKU's stock only in the named warehouses (test set-up writes catalog directly). */
async function stockIn(db: Database, skuId: number, units: Record<string, number>) {
  await db.execute(sql`delete from catalog.inventory where sku_id = ${skuId}`);
  for (const [code, n] of Object.entries(units)) {
    await db.execute(sql`insert into catalog.inventory (sku_id, warehouse_id, on_hand) select ${skuId}, id, ${n} from catalog.warehouses where code = ${code}`);
  }
}

async function warehouse(code: string, onHand: number): Promise<WarehouseStock> {
  const [w] = rowsOf<{ country: 'US' | 'CA'; timeZone: string }>(await t.handle.db.execute(sql`select country, time_zone as "timeZone" from catalog.warehouses where code = ${code}`));
  return { code, country: w!.country, timeZone: w!.timeZone, onHand };
}

/** The service's clock, fixed: a Tuesday morning in New York, so every expected day is exact. */
const NOW = new Date('2026-11-24T15:00:00Z');

beforeAll(async () => {
  t = await buildTestApp({ now: () => NOW });
  tee = await pickBlankSku(t.handle.db, 0);
  hoodie = await pickBlankSku(t.handle.db, 40);
  // the tee ships only from Reno, the hoodie only from Atlanta
  await stockIn(t.handle.db, tee.skuId, { RNO: 100 });
  await stockIn(t.handle.db, hoodie.skuId, { ATL: 100 });
  const [p] = rowsOf<{ line: BusinessLine }>(await t.handle.db.execute(sql`select business_line as line from catalog.products where id = ${tee.productId}`));
  line = p!.line;
});
afterAll(() => t?.close());

const SPEEDS: SpeedCode[] = ['standard', 'expedited', 'overnight'];
const NY = { name: 'Ada Lovelace', line1: '350 5th Ave', city: 'New York', region: 'NY', postal_code: '10118', country: 'US' };
const OR = { ...NY, city: 'Portland', region: 'OR', postal_code: '97201' };

async function cartWith(lines: [PickedSku, number][]): Promise<TestBrowser> {
  const b = new TestBrowser(t.app);
  for (const [sku, quantity] of lines) expect((await b.post('/api/cart/add', { sku: sku.sku, quantity, store: 'us' })).statusCode).toBe(200);
  return b;
}

async function delivery(b: TestBrowser, query = 'store=us&cb=1') {
  return (await deliveryAnswer(b, query)).speeds;
}

async function deliveryAnswer(b: TestBrowser, query = 'store=us&cb=1') {
  const res = await b.get(`/api/v2/cart/delivery.json?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return cartDeliveryResponse.parse(res.json());
}

/** The engine's day for one line shipped from `from` to `destination`, at the service's (fixed) clock. */
async function expectDays(call: () => Promise<Record<string, { delivery_day: string }>>, expected: (now: Date, speed: SpeedCode) => string | undefined) {
  const speeds = await call();
  for (const speed of SPEEDS) expect(speeds[speed]?.delivery_day, speed).toBe(expected(NOW, speed));
}

const dayOf = async (now: Date, speed: SpeedCode, destination: Destination, from: WarehouseStock[], quantity = 1) =>
  estimateDelivery({ now, store: 'us', businessLine: line, kind: 'standard', speed, quantity, destination, warehouses: from })?.delivery_day;

describe('GET /api/v2/cart/delivery.json', () => {
  it('gives the whole cart’s date per speed: the later of its lines', async () => {
    const ny = parseDestination('10001')!;
    // the default destination here, so the single-line answers below are comparable
    expect(storeDefaultDestination('us')).toEqual(ny);
    const reno = [await warehouse('RNO', 100)];
    const atlanta = [await warehouse('ATL', 100)];

    const teeOnly = await cartWith([[tee, 2]]);
    const hoodieOnly = await cartWith([[hoodie, 1]]);
    const both = await cartWith([[tee, 2], [hoodie, 1]]);
    const dayTee: Record<string, string> = {};
    const dayHoodie: Record<string, string> = {};
    for (const speed of SPEEDS) {
      dayTee[speed] = (await dayOf(NOW, speed, ny, reno, 2))!;
      dayHoodie[speed] = (await dayOf(NOW, speed, ny, atlanta))!;
    }
    const [a, h, whole] = [await delivery(teeOnly), await delivery(hoodieOnly), await delivery(both)];
    expect(Object.keys(whole).sort()).toEqual([...SPEEDS].sort());
    for (const speed of SPEEDS) {
      expect(whole[speed]!.delivery_day, speed).toBe([a[speed]!.delivery_day, h[speed]!.delivery_day].sort().at(-1));
    }
    // Reno is far from New York: at standard speed the tee comes later than the Atlanta hoodie
    expect(dayTee.standard! > dayHoodie.standard!).toBe(true);
    expect(whole.standard!.delivery_day).toBe(a.standard!.delivery_day);
  });

  it('prices each speed as the checkout does', async () => {
    const b = await cartWith([[hoodie, 1]]);
    const speeds = await delivery(b);
    const checkout = checkoutResponse.parse((await b.get('/api/v2/checkout.json?store=us')).json()).checkout;
    for (const s of checkout.shipping_speeds) expect(speeds[s.code]?.shipping_rate, s.code).toEqual(s.price);
  });

  it('goes to the checkout’s ship address first, then the delivery_zip cookie, then the store default', async () => {
    const atlanta = [await warehouse('ATL', 100)];
    const b = await cartWith([[hoodie, 1]]);
    const portland = parseDestination('97201')!;
    const austin = parseDestination('78701')!;

    await expectDays(() => delivery(b), (now, speed) => estimateDelivery({ now, store: 'us', businessLine: line, kind: 'standard', speed, quantity: 1, destination: storeDefaultDestination('us'), warehouses: atlanta })?.delivery_day);
    // the answer says whose dates these are, so the checkout never shows the default's as the shopper's
    expect((await deliveryAnswer(b)).destination).toEqual({ postal_code: storeDefaultDestination('us').postalCode, source: 'store_default' });

    b.jar.set(DELIVERY_ZIP_COOKIE, '78701');
    expect((await deliveryAnswer(b)).destination).toEqual({ postal_code: '78701', source: 'deliver_to' });
    await expectDays(() => delivery(b), (now, speed) => estimateDelivery({ now, store: 'us', businessLine: line, kind: 'standard', speed, quantity: 1, destination: austin, warehouses: atlanta })?.delivery_day);

    expect((await b.put('/api/v2/checkout.json', { store: 'us', ship_address: OR })).statusCode).toBe(200);
    await expectDays(() => delivery(b), (now, speed) => estimateDelivery({ now, store: 'us', businessLine: line, kind: 'standard', speed, quantity: 1, destination: portland, warehouses: atlanta })?.delivery_day);
    expect((await deliveryAnswer(b)).destination).toEqual({ postal_code: '97201', source: 'ship_address' });
    // Portland is further from Atlanta than Austin at standard speed: the answer really moved
    expect((await dayOf(NOW, 'standard', portland, atlanta))! > (await dayOf(NOW, 'standard', parseDestination('30301')!, atlanta))!).toBe(true);

    // a Canadian code is not a destination of the US store: ignored, the default is used
    const c = await cartWith([[hoodie, 1]]);
    c.jar.set(DELIVERY_ZIP_COOKIE, 'M5H 2N2');
    await expectDays(() => delivery(c), (now, speed) => estimateDelivery({ now, store: 'us', businessLine: line, kind: 'standard', speed, quantity: 1, destination: storeDefaultDestination('us'), warehouses: atlanta })?.delivery_day);
  });

  it('leaves out every speed when a line’s quantity is in no single warehouse', async () => {
    const b = await cartWith([[hoodie, 1]]);
    await stockIn(t.handle.db, tee.skuId, { RNO: 3, ATL: 3 });
    try {
      // the cart add checks total stock (6), but no warehouse holds 5 alone
      expect((await b.post('/api/cart/add', { sku: tee.sku, quantity: 5, store: 'us' })).statusCode).toBe(200);
      expect(await delivery(b)).toEqual({});
    } finally {
      await stockIn(t.handle.db, tee.skuId, { RNO: 100 });
    }
  });

  it('waits for production on a printed or made-to-order line, as its badge promised, and a transfer with nothing on hand still ships', async () => {
    const [transfer] = rowsOf<{ sku: string; skuId: number; line: BusinessLine }>(
      await t.handle.db.execute(sql`select s.sku, s.id as "skuId", p.business_line as line from catalog.skus s join catalog.products p on p.id = s.product_id
        where p.garment = 'transfer' and exists (select 1 from catalog.prices pr where pr.product_id = p.id and pr.store = 'us') order by s.id limit 1`),
    );
    await stockIn(t.handle.db, transfer!.skuId, { RNO: 0 });
    const b = new TestBrowser(t.app);
    expect((await b.post('/api/cart/add', { sku: transfer!.sku, quantity: 30, store: 'us' })).statusCode).toBe(200);
    const speeds = await delivery(b);
    const reno = [await warehouse('RNO', 0)];
    const destination = storeDefaultDestination('us');
    for (const speed of SPEEDS) {
      const made = estimateDelivery({ now: NOW, store: 'us', businessLine: transfer!.line, kind: 'made', speed, quantity: 30, destination, warehouses: reno, madeToOrder: true });
      const shelf = estimateDelivery({ now: NOW, store: 'us', businessLine: transfer!.line, kind: 'standard', speed, quantity: 30, destination, warehouses: [await warehouse('RNO', 100)] });
      expect(speeds[speed]?.delivery_day, speed).toBe(made!.delivery_day);
      expect(speeds[speed]?.delivery_type, speed).toBe('made');
      expect(speeds[speed]?.inventory, speed).toBeNull();
      // production is a day a shelf item would not wait
      expect(made!.delivery_day > shelf!.delivery_day, speed).toBe(true);
    }
  });

  it('is a 404 without a cart, with an empty one, for another store or another order number', async () => {
    const none = await new TestBrowser(t.app).get('/api/v2/cart/delivery.json?store=us');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ code: 'not_found', message: 'Your cart is empty.' });

    const b = await cartWith([[hoodie, 1]]);
    expect((await b.get('/api/v2/cart/delivery.json?store=ca')).statusCode).toBe(404);
    expect((await b.get('/api/v2/cart/delivery.json?store=us&order_number=R000000000')).statusCode).toBe(404);
    const cart = (await b.get('/api/v2/cart.json?store=us')).json().cart;
    expect((await b.get(`/api/v2/cart/delivery.json?store=us&order_number=${cart.order_number}&order_type=regular&print=false`)).statusCode).toBe(200);
    await b.delete(`/cart/${cart.order_number}/line_items/${cart.lines[0].id}`);
    expect((await b.get('/api/v2/cart/delivery.json?store=us')).statusCode).toBe(404);
    expect((await b.get('/api/v2/cart/delivery.json?store=mx')).statusCode).toBe(400);
  });

  it('answers a signed-in shopper for their own cart only', async () => {
    const alice = new TestBrowser(t.app);
    await t.signUp(alice, 'alice-delivery@example.com');
    await alice.post('/api/cart/add', { sku: hoodie.sku, quantity: 1, store: 'us' });
    expect(Object.keys(await delivery(alice))).toContain('standard');
    const bob = new TestBrowser(t.app);
    await t.signUp(bob, 'bob-delivery@example.com');
    expect((await bob.get('/api/v2/cart/delivery.json?store=us')).statusCode).toBe(404);
  });
});
