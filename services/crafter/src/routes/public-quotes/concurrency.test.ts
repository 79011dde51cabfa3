import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@storefront/contracts';
import { crafterQuotePayments } from '@storefront/db';
import { proposedQuote } from '../../test-fixtures/proposed-quote';
import { GOOD_CARD } from '../../test-fixtures/quotes';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

/** Races need real connections: PGlite has one, so these run on PostgreSQL only (CI's second pass). */
describe.skipIf(!process.env.DATABASE_URL)('quote payments under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let crafter: TestBrowser;
  beforeAll(async () => {
    t = await buildTestApp();
    crafter = (await t.crafter('race@example.com')).browser;
  });
  afterAll(() => t.close());

  const pay = async (token: string, action: string, n: number) => {
    // each its own customer browser with its own key: twenty tabs pressing at once
    const browsers = await Promise.all(
      Array.from({ length: n }, async () => {
        const b = new TestBrowser(t.app);
        await b.csrfToken();
        return b;
      }),
    );
    return Promise.all(browsers.map((b) => b.post(`/api/crafter/public/quotes/${token}/${action}`, { idempotency_key: randomUUID(), card: GOOD_CARD })));
  };

  it('20 concurrent accepts of one quote make one deposit payment', async () => {
    const { id, token, quote } = await proposedQuote(t, crafter);
    const answers = await pay(token, 'accept', 20);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200).every((c) => c === 409)).toBe(true);
    const rows = await t.handle.db.select().from(crafterQuotePayments).where(eq(crafterQuotePayments.quoteId, id));
    expect(rows.filter((r) => r.status === 'succeeded')).toEqual([expect.objectContaining({ part: 'deposit', amount: quote.totals.deposit.amount })]);
    expect(rows.filter((r) => r.status === 'pending')).toHaveLength(0);
  });

  it('concurrent balance payments make one', async () => {
    const { id, token, quote } = await proposedQuote(t, crafter);
    expect((await pay(token, 'accept', 1))[0]!.statusCode).toBe(200);
    const answers = await pay(token, 'pay_balance', 10);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const rows = await t.handle.db.select().from(crafterQuotePayments).where(eq(crafterQuotePayments.quoteId, id));
    const succeeded = rows.filter((r) => r.status === 'succeeded');
    expect(succeeded.map((r) => r.part).sort()).toEqual(['balance', 'deposit']);
    expect(succeeded.reduce((n, r) => n + r.amount, 0)).toBe(quote.totals.total);
  });

  it('the same key pressed 10 times at once charges once and every answer is that payment or "in progress"', async () => {
    const { id, token } = await proposedQuote(t, crafter);
    const key = randomUUID();
    const b = new TestBrowser(t.app);
    await b.csrfToken();
    const answers = await Promise.all(Array.from({ length: 10 }, () => b.post(`/api/crafter/public/quotes/${token}/accept`, { idempotency_key: key, card: GOOD_CARD })));
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    const rows = await t.handle.db.select().from(crafterQuotePayments).where(eq(crafterQuotePayments.quoteId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('succeeded');
  });

  it("answers to the bank's check sent at once take the deposit once", async () => {
    const { id, token } = await proposedQuote(t, crafter);
    const b = new TestBrowser(t.app);
    await b.csrfToken();
    const asked = await b.post(`/api/crafter/public/quotes/${token}/accept`, { idempotency_key: randomUUID(), card: { ...GOOD_CARD, number: TEST_CARDS.authenticationRequired } });
    const paymentId = asked.json().quote.authentication.payment_id;
    const answers = await Promise.all(Array.from({ length: 8 }, () => b.post(`/api/crafter/public/quotes/${token}/payments/${paymentId}/authenticate`, { result: 'approve' })));
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    const rows = await t.handle.db.select().from(crafterQuotePayments).where(eq(crafterQuotePayments.quoteId, id));
    expect(rows.map((r) => r.status)).toEqual(['succeeded']);
  });
});
