import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeDay } from '@storefront/store-config';
import { proposedQuote } from '../../test-fixtures/proposed-quote';
import { DECLINED_CARD, GOOD_CARD } from '../../test-fixtures/quotes';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

describe('the customer\'s quote page', () => {
  let t: TestApp;
  let crafter: TestBrowser;
  /** the customer: no account, only the link */
  let customer: TestBrowser;
  beforeAll(async () => {
    t = await buildTestApp();
    crafter = (await t.crafter('maker@example.com', { businessName: 'Maker Prints' })).browser;
    customer = new TestBrowser(t.app);
  });
  afterAll(() => t.close());

  const url = (token: string, action = '') => `/api/crafter/public/quotes/${token}${action}`;

  it('accepting pays the deposit once: the invoice then shows it paid and the balance due, and the balance is paid later', async () => {
    const { id, token, quote } = await proposedQuote(t, crafter);
    const page = (await customer.get(url(token))).json().quote;
    expect(page).toMatchObject({ state: 'proposed', can_accept: true, can_pay_balance: false, business: { name: 'Maker Prints' }, customer_name: 'Grace Hopper' });

    const key = randomUUID();
    const accepted = await customer.post(url(token, '/accept'), { idempotency_key: key, card: GOOD_CARD });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const deposit = quote.totals.deposit.amount;
    expect(accepted.json().quote).toMatchObject({ state: 'invoiced', invoice_status: 'partly_paid', paid: deposit, balance_due: quote.totals.total - deposit, can_accept: false, can_pay_balance: true });
    expect(accepted.json().quote.payments).toEqual([expect.objectContaining({ part: 'deposit', amount: deposit, card: { brand: 'visa', last4: '4242' } })]);

    // the same press again (a retry): the same answer, no second charge
    const again = await customer.post(url(token, '/accept'), { idempotency_key: key, card: GOOD_CARD });
    expect(again.statusCode).toBe(200);
    expect(again.json().quote.payments).toHaveLength(1);
    // a new press with a new key: refused, the quote is accepted
    const twice = await customer.post(url(token, '/accept'), { idempotency_key: randomUUID(), card: GOOD_CARD });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This quote has already been accepted.');

    const seen = (await crafter.get(`/api/crafter/quotes/${id}`)).json().quote;
    expect(seen).toMatchObject({ state: 'invoiced', invoice_status: 'partly_paid', paid: deposit });
    expect(seen.accepted_at).not.toBeNull();
    // not yet paid in full: it cannot be completed
    expect((await crafter.post(`/api/crafter/quotes/${id}/complete`)).statusCode).toBe(409);

    const balance = await customer.post(url(token, '/pay_balance'), { idempotency_key: randomUUID(), card: GOOD_CARD });
    expect(balance.statusCode, balance.body).toBe(200);
    expect(balance.json().quote).toMatchObject({ invoice_status: 'paid', paid: quote.totals.total, balance_due: 0, can_pay_balance: false });
    const payments = balance.json().quote.payments;
    expect(payments.map((p: { part: string }) => p.part)).toEqual(['deposit', 'balance']);
    expect(payments[0].amount + payments[1].amount).toBe(quote.totals.total);
    expect((await customer.post(url(token, '/pay_balance'), { idempotency_key: randomUUID(), card: GOOD_CARD })).statusCode).toBe(409);

    expect((await crafter.post(`/api/crafter/quotes/${id}/complete`)).json().quote).toMatchObject({ state: 'completed' });
  });

  it('a declined card takes nothing and leaves the quote open; another card then works', async () => {
    const { token } = await proposedQuote(t, crafter);
    const declined = await customer.post(url(token, '/accept'), { idempotency_key: randomUUID(), card: DECLINED_CARD });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toMatch(/declined/i);
    const page = (await customer.get(url(token))).json().quote;
    expect(page).toMatchObject({ state: 'proposed', paid: 0, can_accept: true });
    expect((await customer.post(url(token, '/accept'), { idempotency_key: randomUUID(), card: GOOD_CARD })).statusCode).toBe(200);
  });

  it('a deposit of 0 accepts without a card; a card is needed otherwise', async () => {
    const free = await proposedQuote(t, crafter, { deposit: { kind: 'amount', amount: 0 } });
    const accepted = await customer.post(url(free.token, '/accept'), { idempotency_key: randomUUID() });
    expect(accepted.json().quote).toMatchObject({ state: 'invoiced', paid: 0, invoice_status: 'unpaid', payments: [] });

    const paid = await proposedQuote(t, crafter);
    const noCard = await customer.post(url(paid.token, '/accept'), { idempotency_key: randomUUID() });
    expect(noCard.statusCode).toBe(422);
    expect(noCard.json().fieldErrors).toHaveProperty('card');
  });

  it('declining closes the quote: no payment is possible afterwards', async () => {
    const { id, token } = await proposedQuote(t, crafter);
    const declined = await customer.post(url(token, '/decline'), { reason: 'Found it cheaper' });
    expect(declined.json().quote).toMatchObject({ state: 'declined', can_accept: false, can_pay_balance: false });
    const accept = await customer.post(url(token, '/accept'), { idempotency_key: randomUUID(), card: GOOD_CARD });
    expect(accept.statusCode).toBe(409);
    expect(accept.json().message).toMatch(/declined/);
    expect((await crafter.get(`/api/crafter/quotes/${id}`)).json().quote).toMatchObject({ state: 'declined', decline_reason: 'Found it cheaper', paid: 0 });
  });

  it('an expired link shows the quote as expired and takes no payment', async () => {
    const { token } = await proposedQuote(t, crafter);
    t.clock.advance(20 * 24 * 3600_000);
    try {
      const page = (await customer.get(url(token))).json().quote;
      expect(page).toMatchObject({ state: 'expired', can_accept: false });
      const accept = await customer.post(url(token, '/accept'), { idempotency_key: randomUUID(), card: GOOD_CARD });
      expect(accept.statusCode).toBe(409);
      expect(accept.json().message).toBe('This quote has expired. Ask the sender for a new one.');
      expect((await customer.post(url(token, '/decline'), {})).statusCode).toBe(409);
    } finally {
      t.clock.advance(-20 * 24 * 3600_000);
    }
  });

  it('an unknown or malformed link is a clear 404 or 400', async () => {
    const unknown = await customer.get(url('A'.repeat(43)));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This quote link is not valid. Ask the sender for a new one.');
    expect((await customer.get(url('short'))).statusCode).toBe(400);
    expect((await customer.post(url('A'.repeat(43), '/accept'), { idempotency_key: randomUUID(), card: GOOD_CARD })).statusCode).toBe(404);
    expect((await customer.post(url('A'.repeat(43), '/accept'), { idempotency_key: 'nope' })).statusCode).toBe(400);
  });

  it('invoices and earnings add up what was billed, collected, cost and margin', async () => {
    const t2 = await buildTestApp();
    try {
      const maker = (await t2.crafter('books@example.com')).browser;
      const buyer = new TestBrowser(t2.app);
      const paidInFull = await proposedQuote(t2, maker);
      await buyer.post(url(paidInFull.token, '/accept'), { idempotency_key: randomUUID(), card: GOOD_CARD });
      await buyer.post(url(paidInFull.token, '/pay_balance'), { idempotency_key: randomUUID(), card: GOOD_CARD });
      const today = storeDay('us', t2.clock.now);
      const depositOnly = await proposedQuote(t2, maker, { valid_until: today, due_on: today });
      await buyer.post(url(depositOnly.token, '/accept'), { idempotency_key: randomUUID(), card: GOOD_CARD });
      await proposedQuote(t2, maker); // proposed only: not an invoice, not earned

      const listed = await maker.get('/api/crafter/invoices');
      expect(listed.statusCode, listed.body).toBe(200);
      const all = listed.json();
      expect(all.total).toBe(2);
      const billed = paidInFull.quote.totals.total + depositOnly.quote.totals.total;
      const collected = paidInFull.quote.totals.total + depositOnly.quote.totals.deposit.amount;
      expect(all.sums).toEqual({ total: billed, paid: collected, balance_due: billed - collected });
      expect((await maker.get('/api/crafter/invoices?status=paid')).json().invoices.map((i: { id: string }) => i.id)).toEqual([paidInFull.id]);
      expect((await maker.get('/api/crafter/invoices?status=partly_paid')).json().invoices.map((i: { id: string }) => i.id)).toEqual([depositOnly.id]);
      expect((await maker.get('/api/crafter/invoices?status=unpaid')).json().total).toBe(0);
      t2.clock.advance(2 * 24 * 3600_000);
      expect((await maker.get('/api/crafter/invoices?status=overdue')).json().invoices.map((i: { id: string }) => i.id)).toEqual([depositOnly.id]);

      const earnings = (await maker.get('/api/crafter/earnings')).json();
      const margin = paidInFull.quote.totals.margin + depositOnly.quote.totals.margin;
      expect(earnings.totals).toEqual({ billed, collected, cost: paidInFull.quote.totals.cost + depositOnly.quote.totals.cost, margin, quotes: 2 });
      expect(earnings.months).toHaveLength(1);
      expect(earnings.months[0].margin).toBe(margin);
      expect(earnings.customers).toHaveLength(2);
    } finally {
      await t2.close();
    }
  });
});
