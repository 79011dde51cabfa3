import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@storefront/db';
import { reconcilePlacements, SETTLE_AFTER_MS } from '../../domain/orders/placement/reconcile-placements';
import { registerPaymentProvider } from '@storefront/payments';
import { stockedBlankSku, type PickedSku } from '../../test-fixtures/catalog-picks';
import { RemoteCardProvider } from '../../test-fixtures/remote-card-provider';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';
import { newKey, pay, place, readyCheckout, stockOf } from './buy-flow.fixture';

/**
 * Placement when the payment provider fails: an outside party with its own ledger
 * (RemoteCardProvider), whose faults are switched on. Whatever fails, nobody is charged without
 * an order and no order is paid without a charge; what a request could not settle, the
 * reconciliation job does.
 */
const provider = new RemoteCardProvider();
registerPaymentProvider(provider);

let t: TestApp;
let tee: PickedSku;
let emails = 0;

beforeAll(async () => {
  t = await buildTestApp({ paymentProvider: provider.name, reconcileEveryMs: 0 });
  tee = await stockedBlankSku(t.handle.db, 0, 1000);
  await t.handle.db.execute(sql`insert into cart.coupons (code, kind, percent_off, max_uses) values ('FAIL10', 'percent', 10, 50)`);
});
afterAll(() => t?.close());
beforeEach(() => {
  for (const k of Object.keys(provider.faults) as (keyof typeof provider.faults)[]) delete provider.faults[k];
});

const db = () => t.handle.db;
const rows = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await db().execute(q));
const later = () => new Date(Date.now() + SETTLE_AFTER_MS + 60_000);

/** A signed-in shopper with 5.00 of store credit, FAIL10 applied, two tees, an authorised card. */
async function shopperReadyToPlace() {
  const b = new TestBrowser(t.app);
  const user = await t.signUp(b, `fail${++emails}@example.com`);
  await db().execute(sql`insert into cart.store_credits (user_id, currency, amount, reason) values (${user.id}, 'USD', 500, 'goodwill')`);
  await readyCheckout(b, tee.sku, 2, { useStoreCredit: true });
  expect((await b.post('/api/v2/cart/apply_coupon_code.json', { coupon_code: 'FAIL10', store: 'us' })).statusCode).toBe(200);
  const intent = await pay(b);
  expect(intent.status).toBe('requires_capture');
  return { b, userId: user.id as string, intentId: intent.id };
}

/** A shopper ready to place, the stock before, and the provider's faults switched on for what follows. */
async function readyWithFaults(faults: typeof provider.faults) {
  const ready = await shopperReadyToPlace();
  const stock = await stockOf(db(), tee.skuId);
  const used = await timesUsed();
  Object.assign(provider.faults, faults);
  return { ...ready, stock, used };
}

async function ledgerOf(intentId: string) {
  const [row] = await rows<{ provider_ref: string; status: string }>(sql`select provider_ref, status from cart.payment_intents where id = ${intentId}`);
  return { ours: row!.status, theirs: provider.intents.get(row!.provider_ref)!.status };
}

const creditOf = async (userId: string) => (await rows<{ n: number }>(sql`select coalesce(sum(amount), 0)::int as n from cart.store_credits where user_id = ${userId}`))[0]!.n;
const timesUsed = async () => (await rows<{ n: number }>(sql`select times_used as n from cart.coupons where code = 'FAIL10'`))[0]!.n;
const ordersOf = (userId: string) =>
  rows<{ number: string; status: string; payment_intent_id: string }>(sql`select number, status, payment_intent_id from cart.orders where user_id = ${userId} order by placed_at`);

/** Nothing charged without an order, no order paid without a charge: over every order and every intent the provider holds. */
async function expectMoneyAndOrdersAgree() {
  const all = await rows<{ status: string; provider_ref: string | null }>(sql`
    select o.status, i.provider_ref from cart.orders o left join cart.payment_intents i on i.id = o.payment_intent_id where i.provider = ${provider.name}`);
  for (const o of all) {
    const charged = provider.intents.get(o.provider_ref!)?.status === 'succeeded';
    expect({ order: o.status, charged }).toEqual({ order: o.status, charged: o.status === 'paid' });
  }
  const paidRefs = new Set(all.filter((o) => o.status === 'paid').map((o) => o.provider_ref));
  for (const [ref, intent] of provider.intents) if (intent.status === 'succeeded') expect(paidRefs.has(ref)).toBe(true);
}

describe('placement when the capture fails', () => {
  it('a refused capture: 402, the order canceled, stock, coupon use and credit given back, the hold released, the cart reopened', async () => {
    const { b, userId, intentId, stock, used } = await readyWithFaults({ capture: 'refuse' });

    const res = await place(b, intentId);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      code: 'capture_failed',
      message: 'We could not take your payment, so your order was not placed and you were not charged. Your cart is as it was: please pay again.',
    });
    const [order] = await ordersOf(userId);
    expect(order!.status).toBe('canceled');
    expect(await stockOf(db(), tee.skuId)).toBe(stock);
    expect(await timesUsed()).toBe(used);
    expect(await rows(sql`select 1 from cart.coupon_redemptions r join cart.orders o on o.id = r.order_id where o.user_id = ${userId}`)).toHaveLength(0);
    expect(await creditOf(userId)).toBe(500);
    expect(await ledgerOf(intentId)).toEqual({ ours: 'canceled', theirs: 'canceled' });
    const events = await rows<{ to_status: string }>(sql`select e.to_status from cart.order_events e join cart.orders o on o.id = e.order_id where o.user_id = ${userId} order by e.id`);
    expect(events.map((e) => e.to_status)).toEqual(['placed', 'canceled']);

    // the cart is back, under a new number, and can be paid and ordered again
    const cart = (await b.get('/api/v2/cart.json?store=us')).json().cart;
    expect(cart.total_items_qty).toBe(2);
    expect(cart.order_number).not.toBe(order!.number);
    delete provider.faults.capture;
    const again = await place(b, (await pay(b)).id);
    expect(again.statusCode).toBe(201);
    expect(again.json().order).toMatchObject({ status: 'paid', number: cart.order_number, coupon_code: 'FAIL10' });
    expect(await stockOf(db(), tee.skuId)).toBe(stock - 2);
    expect(await creditOf(userId)).toBe(0);
    await expectMoneyAndOrdersAgree();
  });

  it('a refused capture whose hold cannot be released either: the order is still undone, and the job releases the hold later', async () => {
    const { b, userId, intentId, stock } = await readyWithFaults({ capture: 'refuse', cancel: 'down' });

    expect((await place(b, intentId)).statusCode).toBe(402);
    expect((await ordersOf(userId))[0]!.status).toBe('canceled');
    expect(await stockOf(db(), tee.skuId)).toBe(stock);
    expect(await ledgerOf(intentId)).toEqual({ ours: 'requires_capture', theirs: 'requires_capture' });

    // still down: the job reports it and tries again next time
    expect((await reconcilePlacements(db(), { now: later() })).unsettled).toContain(intentId);
    delete provider.faults.cancel;
    expect((await reconcilePlacements(db(), { now: later() })).holdsReleased).toContain(intentId);
    expect(await ledgerOf(intentId)).toEqual({ ours: 'canceled', theirs: 'canceled' });
    await expectMoneyAndOrdersAgree();
  });

  it('the capture happened but its answer was lost and the provider stays silent: 503, the order kept placed, then paid by the job', async () => {
    const { b, userId, intentId, stock } = await readyWithFaults({ capture: 'lose-answer', retrieve: 'down' });

    const key = newKey();
    const res = await place(b, intentId, key);
    expect(res.statusCode).toBe(503);
    const [order] = await ordersOf(userId);
    expect(res.json()).toEqual({
      code: 'payment_pending',
      message: `We could not confirm your payment with your bank yet. Order ${order!.number} is saved: it will be confirmed, or released without a charge, within a few minutes.`,
    });
    expect(order!.status).toBe('placed');
    expect(await stockOf(db(), tee.skuId)).toBe(stock - 2);
    // the same key answers the saved order, never a second one
    const replay = await place(b, intentId, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().order).toMatchObject({ number: order!.number, status: 'placed' });

    // a run before the settling time leaves a placement that may still be in flight alone
    expect((await reconcilePlacements(db(), { now: new Date() })).paid).not.toContain(order!.number);
    delete provider.faults.retrieve;
    expect((await reconcilePlacements(db(), { now: later() })).paid).toContain(order!.number);
    expect((await ordersOf(userId))[0]!.status).toBe('paid');
    expect(await ledgerOf(intentId)).toEqual({ ours: 'succeeded', theirs: 'succeeded' });
    expect(await stockOf(db(), tee.skuId)).toBe(stock - 2);
    await expectMoneyAndOrdersAgree();
  });

  it('the provider was down for the capture and stays silent: 503, then the job releases the hold and undoes the order', async () => {
    const { b, userId, intentId, stock, used } = await readyWithFaults({ capture: 'down', retrieve: 'down' });

    expect((await place(b, intentId)).statusCode).toBe(503);
    const [order] = await ordersOf(userId);
    expect(order!.status).toBe('placed');

    delete provider.faults.capture;
    delete provider.faults.retrieve;
    expect((await reconcilePlacements(db(), { now: later() })).released).toContain(order!.number);
    expect((await ordersOf(userId))[0]!.status).toBe('canceled');
    expect(await ledgerOf(intentId)).toEqual({ ours: 'canceled', theirs: 'canceled' });
    expect(await stockOf(db(), tee.skuId)).toBe(stock);
    expect(await timesUsed()).toBe(used);
    expect(await creditOf(userId)).toBe(500);
    // a second run finds nothing left to do
    const again = await reconcilePlacements(db(), { now: later() });
    expect(again.released).not.toContain(order!.number);
    expect(again.paid).not.toContain(order!.number);
    await expectMoneyAndOrdersAgree();
  });
});

describe.skipIf(!process.env.DATABASE_URL)('reconciliation on several instances at once (PostgreSQL)', () => {
  it('five jobs racing over one stuck order settle it once: stock, coupon and credit given back once', async () => {
    const { b, userId, intentId, stock, used } = await readyWithFaults({ capture: 'down', retrieve: 'down' });
    expect((await place(b, intentId)).statusCode).toBe(503);
    delete provider.faults.capture;
    delete provider.faults.retrieve;

    const reports = await Promise.all(Array.from({ length: 5 }, () => reconcilePlacements(db(), { now: later() })));
    const [order] = await ordersOf(userId);
    expect(reports.flatMap((r) => r.released).filter((n) => n === order!.number)).toHaveLength(1);
    expect(order!.status).toBe('canceled');
    expect(await stockOf(db(), tee.skuId)).toBe(stock);
    expect(await timesUsed()).toBe(used);
    expect(await creditOf(userId)).toBe(500);
    expect(await ledgerOf(intentId)).toEqual({ ours: 'canceled', theirs: 'canceled' });
    await expectMoneyAndOrdersAgree();
  });
});
