import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ORDER_STATUSES, type OrderStatus } from '@storefront/contracts';
import { carts, orderEvents, orders, type DatabaseHandle } from '@storefront/db';
import { createTestDatabase } from '@storefront/testing';
import { inTransaction } from '@storefront/server-kit';
import { canTransition, ORDER_TRANSITIONS, transitionOrder } from './order-state-machine';

/** The spec's allowed moves, written out independently of the table. */
const ALLOWED = new Set([
  'placed→paid',
  'placed→canceled',
  'paid→in_production',
  'paid→canceled',
  'paid→refunded',
  'in_production→shipped',
  'in_production→canceled',
  'shipped→delivered',
  'shipped→refunded',
  'delivered→refunded',
]);
const PAIRS = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

describe('order state machine: the table', () => {
  it.each(PAIRS)('%s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(ALLOWED.has(`${from}→${to}`));
  });

  it('canceled and refunded are final', () => {
    expect(ORDER_TRANSITIONS.canceled).toEqual([]);
    expect(ORDER_TRANSITIONS.refunded).toEqual([]);
  });
});

describe('transitionOrder', () => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await createTestDatabase();
  });
  afterAll(() => h?.close());

  let n = 0;
  async function orderIn(status: OrderStatus) {
    n++;
    const [cart] = await h.db.insert(carts).values({ number: `R${String(n).padStart(9, '0')}`, store: 'us', guestTokenHash: 'g'.repeat(64), status: 'closed' }).returning();
    const [order] = await h.db
      .insert(orders)
      .values({
        number: cart!.number,
        cartId: cart!.id,
        idempotencyKey: `key-state-${n}`,
        store: 'us',
        currency: 'USD',
        guestTokenHash: 'g'.repeat(64),
        email: 'a@example.com',
        shipAddress: { name: 'A', line1: '1 Main St', line2: null, city: 'NYC', region: 'NY', postal_code: '10001', country: 'US', phone: null },
        shippingSpeed: 'standard',
        subtotal: 1000,
        shipping: 0,
        tax: 0,
        taxLines: [],
        total: 1000,
        status,
      })
      .returning();
    return order!;
  }
  const eventsOf = (orderId: string) => h.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));

  it.each(PAIRS)('%s → %s: applied and recorded when allowed, refused and unwritten otherwise', async (from, to) => {
    const order = await orderIn(from);
    const outcome = await inTransaction(h.db, (tx) => transitionOrder(tx, order, to, 'test'));
    const [after] = await h.db.select().from(orders).where(eq(orders.id, order.id));
    const events = await eventsOf(order.id);
    if (ALLOWED.has(`${from}→${to}`)) {
      expect(outcome).toMatchObject({ ok: true, value: { value: { status: to } } });
      expect(after!.status).toBe(to);
      expect(events).toMatchObject([{ fromStatus: from, toStatus: to, note: 'test' }]);
    } else {
      expect(outcome).toMatchObject({ ok: true, value: { ok: false, problem: { kind: 'conflict', code: 'order_transition_refused' } } });
      expect(after!.status).toBe(from);
      expect(events).toEqual([]);
    }
  });

  it('a move from a status the order has left meanwhile is refused', async () => {
    const order = await orderIn('placed');
    await inTransaction(h.db, (tx) => transitionOrder(tx, order, 'canceled'));
    // the caller still holds the row as 'placed'
    const stale = await inTransaction(h.db, (tx) => transitionOrder(tx, order, 'paid'));
    expect(stale).toMatchObject({ ok: true, value: { ok: false, problem: { code: 'order_changed' } } });
    expect((await eventsOf(order.id)).map((e) => e.toStatus)).toEqual(['canceled']);
  });
});
