import { randomUUID } from 'node:crypto';
import type { QuoteBody } from '@storefront/contracts';
import { storeDay } from '@storefront/store-config';
import { catalogSizes, GOOD_CARD, sampleQuote } from './quotes';
import { TestBrowser, type TestApp } from './test-app';

/** A quote sent to a new customer of `crafter`: its id, its number and the link's token. */
export async function proposedQuote(t: TestApp, crafter: TestBrowser, overrides: Partial<QuoteBody> = {}, store: 'us' | 'ca' = 'us') {
  const sizes = await catalogSizes(t.handle.db, store);
  const email = `customer-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const customer = await crafter.post('/api/crafter/customers', { name: 'Grace Hopper', email });
  if (customer.statusCode !== 201) throw new Error(`customer: ${customer.body}`);
  const created = await crafter.post('/api/crafter/quotes', sampleQuote(sizes.skus, storeDay(store, t.clock.now), { customer_id: customer.json().customer.id, ...overrides }));
  if (created.statusCode !== 201) throw new Error(`quote: ${created.body}`);
  const proposed = await crafter.post(`/api/crafter/quotes/${created.json().quote.id}/propose`);
  if (proposed.statusCode !== 200) throw new Error(`propose: ${proposed.body}`);
  const token = new URL(proposed.json().quote.share_url).searchParams.get('t')!;
  return { id: created.json().quote.id as string, customerId: customer.json().customer.id as string, token, quote: proposed.json().quote };
}

/** A quote of `crafter` accepted by its customer, the deposit paid with a good card. */
export async function acceptedQuote(t: TestApp, crafter: TestBrowser, overrides: Partial<QuoteBody> = {}) {
  const q = await proposedQuote(t, crafter, overrides);
  const res = await new TestBrowser(t.app).post(`/api/crafter/public/quotes/${q.token}/accept`, { idempotency_key: randomUUID(), card: GOOD_CARD });
  if (res.statusCode !== 200) throw new Error(`accept: ${res.body}`);
  return q;
}
