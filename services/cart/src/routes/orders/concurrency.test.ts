import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@storefront/db';
import { stockedBlankSku, pickBlankSku, setStock, type PickedSku } from '../../test-fixtures/catalog-picks';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';
import { intentStatus, newKey, pay, place, readyCheckout, stockOf } from './buy-flow.fixture';

/**
 * Races on real PostgreSQL only: PGlite has one connection, so these would pass without anything
 * running at the same time.
 */
describe.skipIf(!process.env.DATABASE_URL)('order placement under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let tee: PickedSku;
  let last: PickedSku;
  let emails = 0;
  const email = () => `racer${++emails}@example.com`;

  beforeAll(async () => {
    t = await buildTestApp();
    tee = await stockedBlankSku(t.handle.db, 0, 1000);
    last = await pickBlankSku(t.handle.db, 1);
  });
  afterAll(() => t?.close());

  const db = () => t.handle.db;
  const count = async (q: ReturnType<typeof sql>) => Number(rowsOf<{ n: number }>(await db().execute(q))[0]!.n);

  async function readyBuyers(n: number, sku: string, quantity: number, coupon?: string) {
    return Promise.all(
      Array.from({ length: n }, async () => {
        const b = new TestBrowser(t.app);
        await readyCheckout(b, sku, quantity, { email: email() });
        if (coupon) expect((await b.post('/api/v2/cart/apply_coupon_code.json', { coupon_code: coupon, store: 'us' })).statusCode).toBe(200);
        const intent = await pay(b);
        expect(intent.status).toBe('requires_capture');
        return { b, intent };
      }),
    );
  }

  it('50 concurrent placements with one idempotency key: exactly one order, one stock decrement, one capture', async () => {
    const { b, intent } = (await readyBuyers(1, tee.sku, 2))[0]!;
    const before = await stockOf(db(), tee.skuId);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 50 }, () => place(b, intent.id, key)));

    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(49);
    const numbers = new Set(answers.map((r) => r.json().order.number));
    expect(numbers.size).toBe(1);
    expect(await count(sql`select count(*)::int as n from cart.orders where idempotency_key = ${key}`)).toBe(1);
    expect(await stockOf(db(), tee.skuId)).toBe(before - 2);
    expect(await intentStatus(db(), intent.id)).toBe('succeeded');
    expect(
      await count(sql`select count(*)::int as n from cart.order_events e join cart.orders o on o.id = e.order_id where o.idempotency_key = ${key} and e.to_status = 'paid'`),
    ).toBe(1);
  });

  it('20 buyers for the last unit: exactly one order; the other 19 get a clear out-of-stock error and keep their carts', async () => {
    await setStock(db(), last.skuId, 1);
    const buyers = await readyBuyers(20, last.sku, 1);
    const answers = await Promise.all(buyers.map(({ b, intent }) => place(b, intent.id)));

    const won = answers.filter((r) => r.statusCode === 201);
    const lost = answers.filter((r) => r.statusCode !== 201);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const r of lost) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toEqual({ code: 'out_of_stock', message: `Sorry, ${last.title}, ${last.colorName}, ${last.size} is sold out.` });
    }
    expect(await stockOf(db(), last.skuId)).toBe(0);
    expect(await count(sql`select count(*)::int as n from catalog.inventory where on_hand < 0`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from cart.order_lines where sku = ${last.sku}`)).toBe(1);
    for (const [i, { b, intent }] of buyers.entries()) {
      if (answers[i]!.statusCode === 201) continue;
      expect((await b.get('/api/v2/cart.json?store=us')).json().cart.total_items_qty).toBe(1);
      expect(await intentStatus(db(), intent.id)).toBe('canceled');
    }
  });

  it('a coupon with one use left, used by several buyers at once, is used once', async () => {
    await db().execute(sql`insert into cart.coupons (code, kind, percent_off, max_uses, times_used) values ('RACE1', 'percent', 15, 3, 2)`);
    const buyers = await readyBuyers(6, tee.sku, 1, 'RACE1');
    const answers = await Promise.all(buyers.map(({ b, intent }) => place(b, intent.id)));

    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 201)) {
      expect(r.statusCode).toBe(422);
      expect(r.json()).toEqual({ code: 'coupon_used_up', message: 'This code has been used up.' });
    }
    expect(await count(sql`select times_used as n from cart.coupons where code = 'RACE1'`)).toBe(3);
    expect(await count(sql`select count(*)::int as n from cart.coupon_redemptions r join cart.coupons c on c.id = r.coupon_id where c.code = 'RACE1'`)).toBe(1);
  });
});
