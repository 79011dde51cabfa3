import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedQuote, proposedQuote } from '../../test-fixtures/proposed-quote';
import { placedStoreOrder } from '../../test-fixtures/store-order';
import { buildTestApp, type TestApp, type TestBrowser } from '../../test-fixtures/test-app';
import { twoCrafters } from '../../test-fixtures/two-crafters';

describe("the crafter's store orders: attach a customer and a quote, or detach", () => {
  let t: TestApp;
  let crafter: TestBrowser;
  let crafterId: string;
  let other: TestBrowser;
  let otherId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    ({ crafter, crafterId, other, otherId } = await twoCrafters(t, 'orders', 'Order Prints'));
    await placedStoreOrder(t.handle.db, crafterId, 'R100000001', new Date('2026-11-20T10:00:00Z'));
    await placedStoreOrder(t.handle.db, crafterId, 'R100000002', new Date('2026-11-21T10:00:00Z'));
    await placedStoreOrder(t.handle.db, otherId, 'R900000001');
  });
  afterAll(() => t.close());

  /** an accepted quote of `crafter` (its deposit paid by the customer) */
  const accepted = () => acceptedQuote(t, crafter);
  const put = (number: string, body: unknown, who = crafter) => who.put(`/api/crafter/orders/${number}`, body);

  it('lists only their own orders, newest first, with whom each shipped to', async () => {
    const res = await crafter.get('/api/crafter/orders');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ page: 1, per_page: 20, total: 2 });
    expect(res.json().orders.map((o: { number: string }) => o.number)).toEqual(['R100000002', 'R100000001']);
    expect(res.json().orders[0]).toMatchObject({ store: 'us', status: 'placed', total: { amount: 8400, currency: 'USD' }, ship_to: { name: 'Grace Hopper', city: 'Buffalo', region: 'NY' }, customer: null, quote: null });
    expect((await other.get('/api/crafter/orders')).json().orders.map((o: { number: string }) => o.number)).toEqual(['R900000001']);
  });

  it('attaches a customer and an accepted quote; the quote then names its store order; detaching clears both', async () => {
    const { id, customerId, quote } = await accepted();
    const res = await put('R100000001', { customer_id: customerId, quote_id: id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ number: 'R100000001', customer: { id: customerId, name: 'Grace Hopper' }, quote: { id, number: quote.number, title: quote.title } });
    expect((await crafter.get(`/api/crafter/quotes/${id}`)).json().quote.order).toEqual({ number: 'R100000001', placed_at: '2026-11-20T10:00:00.000Z' });
    // moving the customer only: the quote is detached from this order
    expect((await put('R100000001', { customer_id: customerId, quote_id: null })).json().order).toMatchObject({ customer: { id: customerId }, quote: null });
    expect((await crafter.get(`/api/crafter/quotes/${id}`)).json().quote.order).toBeNull();
    const cleared = await put('R100000001', { customer_id: null, quote_id: null });
    expect(cleared.json().order).toMatchObject({ customer: null, quote: null });
    expect((await crafter.get('/api/crafter/orders')).json().orders.find((o: { number: string }) => o.number === 'R100000001')).toMatchObject({ customer: null, quote: null });
  });

  it('a quote goes on one order: a second order is refused with a 409 naming the first', async () => {
    const { id, quote } = await accepted();
    expect((await put('R100000001', { customer_id: null, quote_id: id })).statusCode).toBe(200);
    const again = await put('R100000002', { customer_id: null, quote_id: id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Quote ${quote.number} is on order R100000001 already. Detach it there first.`);
    // saving the same order again is fine
    expect((await put('R100000001', { customer_id: null, quote_id: id })).statusCode).toBe(200);
    await put('R100000001', { customer_id: null, quote_id: null });
  });

  it('refuses what is not theirs or not accepted, writing nothing', async () => {
    const draft = await proposedQuote(t, crafter);
    const notAccepted = await put('R100000002', { customer_id: draft.customerId, quote_id: draft.id });
    expect(notAccepted.statusCode).toBe(422);
    expect(notAccepted.json().fieldErrors).toEqual({ quote_id: ['must be an accepted quote'] });
    // the customer half was not written either
    expect((await crafter.get('/api/crafter/orders')).json().orders.find((o: { number: string }) => o.number === 'R100000002').customer).toBeNull();

    const theirs = await proposedQuote(t, other);
    const foreignCustomer = await put('R100000002', { customer_id: theirs.customerId, quote_id: null });
    expect(foreignCustomer.statusCode).toBe(422);
    expect(foreignCustomer.json().fieldErrors).toEqual({ customer_id: ['is not one of your customers'] });
    expect((await put('R100000002', { customer_id: null, quote_id: theirs.id })).json().fieldErrors).toEqual({ quote_id: ['is not one of your quotes'] });

    // another crafter's order, or none: 404
    const foreignOrder = await put('R900000001', { customer_id: null, quote_id: null });
    expect(foreignOrder.statusCode).toBe(404);
    expect(foreignOrder.json().message).toBe('You have no store order R900000001.');
    expect((await put('R000000000', { customer_id: null, quote_id: null })).statusCode).toBe(404);
    // malformed bodies
    expect((await put('R100000002', { customer_id: 'nope', quote_id: null })).statusCode).toBe(400);
    expect((await put('R100000002', { customer_id: null })).statusCode).toBe(400);
    expect((await put('R100000002', { customer_id: null, quote_id: null, extra: 1 })).statusCode).toBe(400);
  });
});
