import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@storefront/contracts';
import { crafterQuotePayments } from '@storefront/db';
import { AUTHENTICATION_PROMPT, CARD_ERRORS } from '@storefront/payments';
import { AUTHENTICATION_WINDOW_MS, IN_FLIGHT_MS } from '../../domain/payments/payment-windows';
import { settleStalePayments } from '../../domain/payments/refresh-payments';
import { proposedQuote } from '../../test-fixtures/proposed-quote';
import { GOOD_CARD } from '../../test-fixtures/quotes';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

/** A card whose bank asks for its own check (3-D Secure) before it pays. */
const CHECKED_CARD = { ...GOOD_CARD, number: TEST_CARDS.authenticationRequired };

describe("the customer answers their bank's check on a quote payment", () => {
  let t: TestApp;
  let crafter: TestBrowser;
  let customer: TestBrowser;
  beforeAll(async () => {
    t = await buildTestApp();
    crafter = (await t.crafter('checked@example.com', { businessName: 'Checked Prints' })).browser;
    customer = new TestBrowser(t.app);
  });
  afterAll(() => t.close());

  const url = (token: string, action = '') => `/api/crafter/public/quotes/${token}${action}`;
  const answer = (token: string, paymentId: string, result: string, who = customer) => who.post(url(token, `/payments/${paymentId}/authenticate`), { result });
  const paymentsOf = (quoteId: string) => t.handle.db.select().from(crafterQuotePayments).where(eq(crafterQuotePayments.quoteId, quoteId));

  /** A proposed quote whose deposit attempt waits for the customer's answer to their bank. */
  async function waitingDeposit() {
    const proposed = await proposedQuote(t, crafter);
    const asked = await customer.post(url(proposed.token, '/accept'), { idempotency_key: randomUUID(), card: CHECKED_CARD });
    expect(asked.statusCode, asked.body).toBe(200);
    const page = asked.json().quote;
    expect(page).toMatchObject({ state: 'proposed', paid: 0, payments: [] });
    expect(page.authentication).toEqual({ payment_id: expect.any(String), part: 'deposit', amount: proposed.quote.totals.deposit.amount, message: AUTHENTICATION_PROMPT });
    return { ...proposed, paymentId: page.authentication.payment_id as string };
  }

  it('approving takes the deposit and accepts the quote; the same answer again changes nothing', async () => {
    const { id, token, quote, paymentId } = await waitingDeposit();
    // a reload shows the same question (the server-rendered page asks it again)
    expect((await customer.get(url(token))).json().quote.authentication).toMatchObject({ payment_id: paymentId, part: 'deposit' });
    // nothing is taken or recorded until the customer answers
    expect((await crafter.get(`/api/crafter/quotes/${id}`)).json().quote).toMatchObject({ state: 'proposed', paid: 0 });

    const approved = await answer(token, paymentId, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().quote).toMatchObject({ state: 'invoiced', invoice_status: 'partly_paid', paid: quote.totals.deposit.amount, authentication: null, can_pay_balance: true });
    expect(approved.json().quote.payments).toEqual([expect.objectContaining({ part: 'deposit', amount: quote.totals.deposit.amount, card: { brand: 'visa', last4: '3155' } })]);

    const again = await answer(token, paymentId, 'approve');
    expect(again.statusCode).toBe(200);
    expect(again.json().quote.payments).toHaveLength(1);
    expect((await paymentsOf(id)).map((p) => p.status)).toEqual(['succeeded']);
    expect((await crafter.get(`/api/crafter/quotes/${id}`)).json().quote).toMatchObject({ state: 'invoiced', paid: quote.totals.deposit.amount });
  });

  it('failing the check takes nothing: a decline in the bank\'s words, and another card then pays', async () => {
    const { id, token, paymentId } = await waitingDeposit();
    const failed = await answer(token, paymentId, 'fail');
    expect(failed.statusCode).toBe(402);
    expect(failed.json().message).toBe(CARD_ERRORS.authentication_failed.message);
    const page = (await customer.get(url(token))).json().quote;
    expect(page).toMatchObject({ state: 'proposed', paid: 0, can_accept: true, authentication: null });
    // answering the ended attempt again: the same decline, nothing else
    expect((await answer(token, paymentId, 'approve')).statusCode).toBe(402);
    expect((await customer.post(url(token, '/accept'), { idempotency_key: randomUUID(), card: GOOD_CARD })).statusCode).toBe(200);
    expect((await paymentsOf(id)).map((p) => p.status).sort()).toEqual(['failed', 'succeeded']);
  });

  it('the balance can be paid with a card that asks for the check', async () => {
    const { token, quote } = await proposedQuote(t, crafter);
    expect((await customer.post(url(token, '/accept'), { idempotency_key: randomUUID(), card: GOOD_CARD })).statusCode).toBe(200);
    const asked = (await customer.post(url(token, '/pay_balance'), { idempotency_key: randomUUID(), card: CHECKED_CARD })).json().quote;
    expect(asked.authentication).toMatchObject({ part: 'balance', amount: quote.totals.total - quote.totals.deposit.amount });
    // while the customer answers, the balance has its one live attempt
    expect((await customer.post(url(token, '/pay_balance'), { idempotency_key: randomUUID(), card: GOOD_CARD })).statusCode).toBe(409);
    const paid = await answer(token, asked.authentication.payment_id, 'approve');
    expect(paid.json().quote).toMatchObject({ invoice_status: 'paid', paid: quote.totals.total, balance_due: 0, authentication: null });
  });

  it('bad answers are refused clearly and change nothing', async () => {
    const { id, token, paymentId } = await waitingDeposit();
    const other = await proposedQuote(t, crafter);
    // another quote's link, an unknown payment, an unknown link: 404
    expect((await answer(other.token, paymentId, 'approve')).statusCode).toBe(404);
    expect((await answer(token, randomUUID(), 'approve')).json()).toMatchObject({ message: 'There is no such payment on this quote.' });
    expect((await answer('A'.repeat(43), paymentId, 'approve')).statusCode).toBe(404);
    // malformed: 400 naming the field
    const wrong = await answer(token, paymentId, 'maybe');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toHaveProperty('result');
    expect((await answer(token, 'not-a-payment', 'approve')).statusCode).toBe(400);
    expect((await customer.post(url(token, `/payments/${paymentId}/authenticate`), { result: 'approve', extra: 1 })).statusCode).toBe(400);
    expect((await paymentsOf(id)).map((p) => p.status)).toEqual(['pending']);
    // a payment already taken without a check: an answer is told the quote as it stands, nothing is charged again
    const plain = await proposedQuote(t, crafter);
    await customer.post(url(plain.token, '/accept'), { idempotency_key: randomUUID(), card: GOOD_CARD });
    const [taken] = await paymentsOf(plain.id);
    expect((await answer(plain.token, taken!.id, 'approve')).statusCode).toBe(200);
    expect(await paymentsOf(plain.id)).toHaveLength(1);
  });

  it('an unanswered check is released once its window has passed, and the customer can pay again', async () => {
    const { id, token, paymentId } = await waitingDeposit();
    const deps = { db: t.handle.db, now: () => t.clock.now };
    try {
      // past the charge's flight but inside the window: still the customer's to answer
      t.clock.advance(IN_FLIGHT_MS + 1_000);
      expect((await settleStalePayments(deps)).failed).toBe(0);
      expect((await paymentsOf(id))[0]!.status).toBe('pending');
      t.clock.advance(AUTHENTICATION_WINDOW_MS);
      // too late to answer, and no longer offered
      expect((await customer.get(url(token))).json().quote.authentication).toBeNull();
      expect((await answer(token, paymentId, 'approve')).statusCode).toBe(409);
      expect((await settleStalePayments(deps)).failed).toBeGreaterThanOrEqual(1);
      const [released] = await paymentsOf(id);
      expect(released).toMatchObject({ status: 'failed', error: "The bank's check was not answered in time, so nothing was taken." });
      expect((await customer.post(url(token, '/accept'), { idempotency_key: randomUUID(), card: GOOD_CARD })).statusCode).toBe(200);
    } finally {
      t.clock.advance(-(IN_FLIGHT_MS + 1_000 + AUTHENTICATION_WINDOW_MS));
    }
  });
});
