import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@storefront/db';
import { STAFF_TOKEN } from '../../test-fixtures/made-fixtures';
import { stockedBlankSku, type PickedSku } from '../../test-fixtures/catalog-picks';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';
import { newKey, pay, place, readyCheckout } from '../orders/buy-flow.fixture';

describe('POST /api/staff/orders/{number}/status: fulfilment moves', () => {
  let t: TestApp;
  let tee: PickedSku;
  beforeAll(async () => {
    t = await buildTestApp({ staffApiToken: STAFF_TOKEN });
    tee = await stockedBlankSku(t.handle.db, 0, 1000);
  });
  afterAll(() => t?.close());

  const move = (number: string, to: string, token: string | null = STAFF_TOKEN) =>
    t.app.inject({ method: 'POST', url: `/api/staff/orders/${number}/status`, payload: { to }, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('moves a paid order to in production, shipped and delivered, one step at a time, each recorded', async () => {
    const b = new TestBrowser(t.app);
    await readyCheckout(b, tee.sku, 1, { email: 'fulfil@example.com' });
    const intent = await pay(b);
    const placed = await place(b, intent.id, newKey());
    expect(placed.statusCode, placed.body).toBe(201);
    const number = placed.json().order.number as string;

    expect((await move(number, 'delivered')).statusCode).toBe(409);
    expect((await move(number, 'shipped', null)).statusCode).toBe(401);
    expect((await move(number, 'shipped', 'wrong-token-wrong-token-wrong')).statusCode).toBe(401);
    expect((await move(number, 'refunded')).statusCode).toBe(400);
    expect((await move('R000000000', 'shipped')).statusCode).toBe(404);
    for (const to of ['in_production', 'shipped', 'delivered']) {
      const res = await move(number, to);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ number, status: to });
    }
    const events = rowsOf<{ to_status: string }>(
      await t.handle.db.execute(sql`select e.to_status from cart.order_events e join cart.orders o on o.id = e.order_id where o.number = ${number} order by e.id`),
    ).map((e) => e.to_status);
    expect(events.slice(-3)).toEqual(['in_production', 'shipped', 'delivered']);
    expect((await move(number, 'shipped')).statusCode).toBe(409);
  });
});
