import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { crafterQuotePayments, crafterQuotes } from '@storefront/db';
import { settleStalePayments } from '../../domain/payments/refresh-payments';
import { IN_FLIGHT_MS } from '../../domain/payments/payment-windows';
import { proposedQuote } from '../../test-fixtures/proposed-quote';
import { DECLINED_CARD, GOOD_CARD } from '../../test-fixtures/quotes';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

describe('the invoice refresh check: POST /api/crafter/quotes/{id}/refresh', () => {
  let t: TestApp;
  let crafter: TestBrowser;
  let customer: TestBrowser;
  beforeAll(async () => {
    t = await buildTestApp();
    crafter = (await t.crafter('refresh@example.com', { businessName: 'Refresh Prints' })).browser;
    customer = new TestBrowser(t.app);
  });
  afterAll(() => t.close());

  const refresh = (id: string, who = crafter) => who.post(`/api/crafter/quotes/${id}/refresh`);
  const paymentsOf = (quoteId: string) => t.handle.db.select().from(crafterQuotePayments).where(eq(crafterQuotePayments.quoteId, quoteId));

  /**
   * A deposit the provider took whose recording never happened (the process died between charge
   * and record): the real charge ran, then its row and the quote are put back as they were before
   * `record`, with the provider's intent left at `status`.
   */
  async function chargedButNotRecorded(status: 'succeeded' | 'requires_capture' | 'requires_payment_method' | null) {
    const { id, token, quote } = await proposedQuote(t, crafter);
    const accepted = await customer.post(`/api/crafter/public/quotes/${token}/accept`, { idempotency_key: randomUUID(), card: GOOD_CARD });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [payment] = await paymentsOf(id);
    // the charge kept the provider's last answer on the attempt
    expect(payment!.intent).toMatchObject({ status: 'succeeded', amount: quote.totals.deposit.amount });
    const intent = status === null ? null : { ...payment!.intent, status };
    await t.handle.db.update(crafterQuotePayments).set({ status: 'pending', paidAt: null, card: null, providerRef: null, intent }).where(eq(crafterQuotePayments.id, payment!.id));
    await t.handle.db.update(crafterQuotes).set({ state: 'proposed', acceptedAt: null }).where(eq(crafterQuotes.id, id));
    return { id, token, quote, paymentId: payment!.id };
  }

  it('a charge taken but not recorded is recorded once it is out of flight: the invoice shows the deposit paid', async () => {
    const { id, token, quote } = await chargedButNotRecorded('succeeded');
    // still within a minute of the attempt: it may yet be recorded by its own charge, so left alone
    const early = await refresh(id);
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json().refreshed).toEqual({ recorded: 0, failed: 0, pending: 1 });
    expect(early.json().quote).toMatchObject({ state: 'proposed', paid: 0 });

    t.clock.advance(IN_FLIGHT_MS + 1_000);
    const later = await refresh(id);
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json().refreshed).toEqual({ recorded: 1, failed: 0, pending: 0 });
    expect(later.json().quote).toMatchObject({ state: 'invoiced', invoice_status: 'partly_paid', paid: quote.totals.deposit.amount });
    expect(later.json().quote.payments).toEqual([expect.objectContaining({ part: 'deposit', card: { brand: 'visa', last4: '4242' } })]);
    // the customer's page agrees, and a second check changes nothing
    expect((await customer.get(`/api/crafter/public/quotes/${token}`)).json().quote).toMatchObject({ state: 'invoiced', can_pay_balance: true });
    expect((await refresh(id)).json().refreshed).toEqual({ recorded: 0, failed: 0, pending: 0 });
  });

  it('funds held but not captured are captured and recorded', async () => {
    const { id } = await chargedButNotRecorded('requires_capture');
    t.clock.advance(IN_FLIGHT_MS + 1_000);
    const res = await refresh(id);
    expect(res.json().refreshed).toEqual({ recorded: 1, failed: 0, pending: 0 });
    expect(res.json().quote.state).toBe('invoiced');
    const [payment] = await paymentsOf(id);
    expect(payment).toMatchObject({ status: 'succeeded', intent: expect.objectContaining({ status: 'succeeded' }) });
  });

  it.each([
    ['no card taken (the charge stopped after creating the intent)', 'requires_payment_method' as const],
    ['nothing kept (the charge stopped before the provider answered)', null],
  ])('%s: marked failed, and the customer can pay again', async (_name, status) => {
    const { id, token } = await chargedButNotRecorded(status);
    // while the attempt is pending the part is blocked
    expect((await customer.post(`/api/crafter/public/quotes/${token}/accept`, { idempotency_key: randomUUID(), card: GOOD_CARD })).statusCode).toBe(409);
    t.clock.advance(IN_FLIGHT_MS + 1_000);
    const res = await refresh(id);
    expect(res.json().refreshed).toEqual({ recorded: 0, failed: 1, pending: 0 });
    expect(res.json().quote).toMatchObject({ state: 'proposed', paid: 0 });
    expect((await paymentsOf(id))[0]).toMatchObject({ status: 'failed', error: 'The payment did not go through.' });
    const again = await customer.post(`/api/crafter/public/quotes/${token}/accept`, { idempotency_key: randomUUID(), card: GOOD_CARD });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().quote.state).toBe('invoiced');
  });

  it('the charge keeps each answer of the provider on its attempt as it goes (a declined card: the confirm answer)', async () => {
    const { id, token } = await proposedQuote(t, crafter);
    expect((await customer.post(`/api/crafter/public/quotes/${token}/accept`, { idempotency_key: randomUUID(), card: DECLINED_CARD })).statusCode).toBe(402);
    const [payment] = await paymentsOf(id);
    expect(payment).toMatchObject({ status: 'failed', intent: expect.objectContaining({ status: 'requires_payment_method', lastError: expect.objectContaining({ message: expect.any(String) }) }) });
  });

  it("another crafter's quote, or no quote, is a 404; a quote with nothing pending is answered as it is", async () => {
    const { id } = await proposedQuote(t, crafter);
    const other = (await t.crafter('other-refresh@example.com', { businessName: 'Other Prints' })).browser;
    expect((await refresh(id, other)).statusCode).toBe(404);
    expect((await refresh(randomUUID())).statusCode).toBe(404);
    expect((await crafter.post('/api/crafter/quotes/not-an-id/refresh')).statusCode).toBe(400);
    const res = await refresh(id);
    expect(res.json()).toMatchObject({ refreshed: { recorded: 0, failed: 0, pending: 0 }, quote: { id, state: 'proposed' } });
  });

  it('the service settles every crafter’s stale attempts on its own, oldest first, and only those out of flight', async () => {
    const mine = await chargedButNotRecorded('succeeded');
    const second = (await t.crafter('refresh-second@example.com', { businessName: 'Second Prints' })).browser;
    const theirs = await proposedQuote(t, second);
    const paid = await customer.post(`/api/crafter/public/quotes/${theirs.token}/accept`, { idempotency_key: randomUUID(), card: GOOD_CARD });
    expect(paid.statusCode).toBe(200);
    const [payment] = await paymentsOf(theirs.id);
    await t.handle.db.update(crafterQuotePayments).set({ status: 'pending', intent: null }).where(eq(crafterQuotePayments.id, payment!.id));
    await t.handle.db.update(crafterQuotes).set({ state: 'proposed', acceptedAt: null }).where(eq(crafterQuotes.id, theirs.id));
    const deps = { db: t.handle.db, now: () => t.clock.now };
    expect(await settleStalePayments(deps)).toEqual({ recorded: 0, failed: 0, pending: 0 });
    t.clock.advance(IN_FLIGHT_MS + 1_000);
    expect(await settleStalePayments(deps)).toEqual({ recorded: 1, failed: 1, pending: 0 });
    expect((await crafter.get(`/api/crafter/quotes/${mine.id}`)).json().quote.state).toBe('invoiced');
    expect((await second.get(`/api/crafter/quotes/${theirs.id}`)).json().quote.state).toBe('proposed');
    expect(await settleStalePayments(deps)).toEqual({ recorded: 0, failed: 0, pending: 0 });
  });
});

describe('the settling timer', () => {
  it('runs the check by itself while the service is up', async () => {
    const t = await buildTestApp({ settleEveryMs: 20 });
    try {
      const crafter = (await t.crafter('timer@example.com')).browser;
      const { id, token } = await proposedQuote(t, crafter);
      const accepted = await new TestBrowser(t.app).post(`/api/crafter/public/quotes/${token}/accept`, { idempotency_key: randomUUID(), card: GOOD_CARD });
      expect(accepted.statusCode).toBe(200);
      await t.handle.db.update(crafterQuotePayments).set({ status: 'pending' }).where(eq(crafterQuotePayments.quoteId, id));
      await t.handle.db.update(crafterQuotes).set({ state: 'proposed', acceptedAt: null }).where(eq(crafterQuotes.id, id));
      t.clock.advance(IN_FLIGHT_MS + 1_000);
      await vi.waitFor(async () => expect((await crafter.get(`/api/crafter/quotes/${id}`)).json().quote.state).toBe('invoiced'), { timeout: 5_000, interval: 50 });
    } finally {
      await t.close();
    }
  });
});
