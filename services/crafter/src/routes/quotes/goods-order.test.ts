import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@storefront/db';
import { acceptedQuote, proposedQuote } from '../../test-fixtures/proposed-quote';
import { placedStoreOrder } from '../../test-fixtures/store-order';
import { buildTestApp, type TestApp, type TestBrowser } from '../../test-fixtures/test-app';
import { twoCrafters } from '../../test-fixtures/two-crafters';

describe('the goods ordered for a quote: its store order is attached once placed', () => {
  let t: TestApp;
  let crafter: TestBrowser;
  let crafterId: string;
  let other: TestBrowser;
  let otherId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    ({ crafter, crafterId, other, otherId } = await twoCrafters(t, 'goods', 'Goods Prints'));
  });
  afterAll(() => t.close());

  const accepted = () => acceptedQuote(t, crafter);
  const ordered = (id: string, number: string, who = crafter) => who.post(`/api/crafter/quotes/${id}/goods_order`, { order_number: number });
  const quoteOf = async (id: string) => (await crafter.get(`/api/crafter/quotes/${id}`)).json().quote;

  it('waits for the order, then attaches it with the quote\'s customer; a detach afterwards stays detached', async () => {
    const { id, customerId } = await accepted();
    const res = await ordered(id, 'R200000001');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().quote).toMatchObject({ goods_order_number: 'R200000001', order: null });
    // the cart is not ordered yet
    expect(await quoteOf(id)).toMatchObject({ goods_order_number: 'R200000001', order: null });

    await placedStoreOrder(t.handle.db, crafterId, 'R200000001');
    // the store orders list attaches it as it reads
    const listed = (await crafter.get('/api/crafter/orders')).json().orders.find((o: { number: string }) => o.number === 'R200000001');
    expect(listed).toMatchObject({ quote: { id }, customer: { id: customerId } });
    expect(await quoteOf(id)).toMatchObject({ goods_order_number: null, order: { number: 'R200000001' } });

    const detached = await crafter.put('/api/crafter/orders/R200000001', { customer_id: null, quote_id: null });
    expect(detached.statusCode, detached.body).toBe(200);
    expect(await quoteOf(id)).toMatchObject({ goods_order_number: null, order: null });
    expect((await crafter.get('/api/crafter/orders')).json().orders.find((o: { number: string }) => o.number === 'R200000001')).toMatchObject({ quote: null });
  });

  it('the quote page attaches it too, and a canceled order is not attached', async () => {
    const { id } = await accepted();
    await ordered(id, 'R200000002');
    await placedStoreOrder(t.handle.db, crafterId, 'R200000002');
    await t.handle.db.update(orders).set({ status: 'canceled' }).where(eq(orders.number, 'R200000002'));
    expect(await quoteOf(id)).toMatchObject({ goods_order_number: 'R200000002', order: null });
    await t.handle.db.update(orders).set({ status: 'placed' }).where(eq(orders.number, 'R200000002'));
    expect(await quoteOf(id)).toMatchObject({ goods_order_number: null, order: { number: 'R200000002' } });
  });

  it("never attaches someone else's order, whatever number is sent", async () => {
    const { id } = await accepted();
    await placedStoreOrder(t.handle.db, otherId, 'R200000009');
    expect((await ordered(id, 'R200000009')).statusCode).toBe(200);
    expect(await quoteOf(id)).toMatchObject({ goods_order_number: 'R200000009', order: null });
    expect((await other.get('/api/crafter/orders')).json().orders[0]).toMatchObject({ number: 'R200000009', quote: null });
  });

  it('an order attached by hand first is left as the crafter made it', async () => {
    const { id } = await accepted();
    await ordered(id, 'R200000003');
    await placedStoreOrder(t.handle.db, crafterId, 'R200000003');
    const byHand = await accepted();
    expect((await crafter.put('/api/crafter/orders/R200000003', { customer_id: null, quote_id: byHand.id })).statusCode).toBe(200);
    expect(await quoteOf(id)).toMatchObject({ goods_order_number: null, order: null });
    expect(await quoteOf(byHand.id)).toMatchObject({ order: { number: 'R200000003' } });
  });

  it('refuses a quote that is not accepted, one on an order already, a bad number or another crafter\'s quote, writing nothing', async () => {
    const proposed = await proposedQuote(t, crafter);
    const early = await ordered(proposed.id, 'R200000004');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/is not accepted yet/);
    expect(await quoteOf(proposed.id)).toMatchObject({ goods_order_number: null });

    const bad = await ordered(proposed.id, 'order-1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('order_number');

    const { id } = await accepted();
    expect((await ordered(id, 'R200000005', other)).statusCode).toBe(404);
    expect(await quoteOf(id)).toMatchObject({ goods_order_number: null });

    await placedStoreOrder(t.handle.db, crafterId, 'R200000006');
    await crafter.put('/api/crafter/orders/R200000006', { customer_id: null, quote_id: id });
    const onOrder = await ordered(id, 'R200000007');
    expect(onOrder.statusCode).toBe(409);
    expect(onOrder.json().message).toMatch(/on a store order already/);
  });
});
