import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { TEST_CARDS, type PaymentIntent } from '@storefront/contracts';
import { rowsOf, type Database } from '@storefront/db';
import type { TestBrowser } from '../../test-fixtures/test-app';

/** Test helpers for the buy flow: a checkout ready to pay, a card, an order. */

export const US_ADDRESS = { name: 'Ada Lovelace', line1: '1 Main St', city: 'New York', region: 'NY', postal_code: '10001', country: 'US' } as const;
export const CA_ADDRESS = { name: 'Ada Lovelace', line1: '1 King St W', city: 'Toronto', region: 'ON', postal_code: 'M5H 1A1', country: 'CA' } as const;

export const card = (number: string = TEST_CARDS.success, exp_year = 2099) => ({ payment_method: { card: { number, exp_month: 12, exp_year, cvc: '123' } } });
export const newKey = () => `key_${randomBytes(12).toString('hex')}`;

/** Adds `quantity` of a SKU and fills the checkout (email for guests, address, standard shipping). */
export async function readyCheckout(b: TestBrowser, sku: string, quantity: number, opts: { store?: 'us' | 'ca'; email?: string; useStoreCredit?: boolean } = {}) {
  const store = opts.store ?? 'us';
  await expectOk(await b.post('/api/cart/add', { sku, quantity, store }));
  await expectOk(
    await b.put('/api/v2/checkout.json', {
      store,
      ...(opts.email ? { email: opts.email } : {}),
      ship_address: store === 'us' ? US_ADDRESS : CA_ADDRESS,
      shipping_speed: 'standard',
      ...(opts.useStoreCredit === undefined ? {} : { use_store_credit: opts.useStoreCredit }),
    }),
  );
}

/** A new (or the reused) intent for the checkout, confirmed with `number`; answers the intent. */
export async function pay(b: TestBrowser, number: string = TEST_CARDS.success, store: 'us' | 'ca' = 'us'): Promise<PaymentIntent> {
  const created = await b.post('/api/v2/checkout/payment_intents.json', { store });
  await expectOk(created);
  const id = created.json().payment_intent.id as string;
  const confirmed = await b.post(`/api/v2/checkout/payment_intents/${id}/confirm.json`, card(number));
  if (confirmed.statusCode !== 200) return (await b.get(`/api/v2/checkout/payment_intents/${id}.json`)).json().payment_intent;
  return confirmed.json().payment_intent;
}

export function place(b: TestBrowser, intentId: string, key: string = newKey(), store: 'us' | 'ca' = 'us') {
  return b.request({ method: 'POST', url: '/api/v2/orders.json', payload: { store, payment_intent_id: intentId }, headers: { 'idempotency-key': key } });
}

export async function expectOk(res: LightMyRequestResponse): Promise<LightMyRequestResponse> {
  if (res.statusCode >= 300) throw new Error(`${res.statusCode} ${res.body}`);
  return res;
}

export async function stockOf(db: Database, skuId: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select coalesce(sum(on_hand), 0)::int as n from catalog.inventory where sku_id = ${skuId}`));
  return Number(row!.n);
}

export async function intentStatus(db: Database, id: string): Promise<string> {
  const [row] = rowsOf<{ status: string }>(await db.execute(sql`select status from cart.payment_intents where id = ${id}`));
  return row!.status;
}

export async function countOrders(db: Database): Promise<number> {
  return Number(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from cart.orders`))[0]!.n);
}
