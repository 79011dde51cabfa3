import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QuotePaymentBody } from '@storefront/contracts';
import { publicQuoteRequest } from '@storefront/routing';
import { fakeHttp, offline, refusal } from '../fixtures/fake-http';
import { acceptedQuote, sentQuote, TOKEN, TWO_LINES_TOTALS } from '../fixtures/quotes';
import { renderRoot } from '../fixtures/render-root';

const QUOTE_PATH = publicQuoteRequest(TOKEN)!;
const URL = `/ca/crafter/quote?t=${TOKEN}`;
const inlined = (body: unknown) => ({ kind: 'area' as const, request: QUOTE_PATH, body });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function fillCard(user: ReturnType<typeof renderRoot>['user'], number = '4242 4242 4242 4242') {
  await user.type(screen.getByRole('textbox', { name: 'Card number' }), number);
  await user.type(screen.getByRole('textbox', { name: 'Expiry month' }), '12');
  await user.type(screen.getByRole('textbox', { name: 'Expiry year' }), '39');
  await user.type(screen.getByRole('textbox', { name: 'CVC' }), '123');
}

describe('the customer’s quote page', () => {
  it('renders the inlined quote without asking again: who it is from and for, lines with pictures and sizes, the money', () => {
    const f = fakeHttp();
    renderRoot({ url: URL, http: f.http, initialData: inlined({ quote: sentQuote() }) });
    expect(f.calls).toEqual([]);
    expect(screen.getByText('Maple Print Co.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Team hoodies' })).toBeInTheDocument();
    expect(screen.getByText(/Quote Q-0007 · For Ada Lovelace/)).toBeInTheDocument();

    const lines = within(screen.getByRole('region', { name: 'What’s included' })).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    const hoodie = within(lines[0]!).getByRole('img', { name: 'Classic Hoodie' });
    expect(hoodie).toHaveAttribute('src', '/api/crafter/quotes/images/a1.png');
    expect(hoodie).toHaveAttribute('width', '96');
    expect(hoodie).toHaveAttribute('height', '96');
    expect(lines[0]).toHaveTextContent('Sizes: S × 4, M × 6');
    expect(lines[0]).toHaveTextContent('Colour: Forest');
    expect(lines[0]).toHaveTextContent('Quantity10');
    expect(lines[0]).toHaveTextContent('Unit price$20.00');
    expect(lines[0]).toHaveTextContent('Line total$200.00');
    expect(within(lines[1]!).getByRole('img', { name: 'Embroidery' })).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('Subtotal$260.00');
    expect(summary).toHaveTextContent('Shipping$15.00');
    expect(summary).toHaveTextContent('HST 13%$35.75');
    expect(summary).toHaveTextContent('Total$310.75');
    expect(summary).toHaveTextContent('Deposit$93.23');
    expect(summary).toHaveTextContent('Balance$217.52');
    expect(screen.getByText('Thanks for the order! Colours as on the mockup.')).toBeInTheDocument();
    expect(screen.getByText(/^Dec\.? 31, 2026$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download quote (PDF)' })).toHaveAttribute('href', `/api/crafter/public/quotes/${TOKEN}/pdf`);
  });

  it('offers the deposit form and Decline only while the quote can be accepted', () => {
    const f = fakeHttp();
    const { unmount } = renderRoot({ url: URL, http: f.http, initialData: inlined({ quote: sentQuote() }) });
    expect(screen.getByRole('form', { name: 'Accept and pay deposit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    unmount();

    renderRoot({ url: URL, http: f.http, initialData: inlined({ quote: sentQuote({ state: 'accepted', can_accept: false }) }) });
    expect(screen.queryByRole('form', { name: 'Accept and pay deposit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
  });

  it('says an expired quote has expired, and offers no payment', () => {
    renderRoot({ url: URL, http: fakeHttp().http, initialData: inlined({ quote: sentQuote({ state: 'expired', can_accept: false }) }) });
    expect(screen.getByText(/This quote has expired/)).toHaveTextContent(/valid until Dec\.? 20, 2026\. Ask Maple Print Co\. \(studio@maple\.example\) for a new one\./);
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
  });

  it('says so to a customer who declined, and when the order is complete', () => {
    const { unmount } = renderRoot({ url: URL, http: fakeHttp().http, initialData: inlined({ quote: sentQuote({ state: 'declined', can_accept: false }) }) });
    expect(screen.getByText('You declined this quote.')).toBeInTheDocument();
    unmount();
    renderRoot({ url: URL, http: fakeHttp().http, initialData: inlined({ quote: acceptedQuote({ state: 'completed', balance_due: 0 }) }) });
    expect(screen.getByText('This order is complete. Thank you!')).toBeInTheDocument();
  });

  it('accepts with an idempotency key and the card, then says the deposit is paid and what is still due', async () => {
    const f = fakeHttp({ [`POST ${QUOTE_PATH}/accept`]: { quote: acceptedQuote() } });
    const { user } = renderRoot({ url: URL, http: f.http, initialData: inlined({ quote: sentQuote() }) });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Accept and pay deposit' }));

    const [accept] = f.callsTo(`POST ${QUOTE_PATH}/accept`);
    const body = accept!.body as QuotePaymentBody;
    expect(body.idempotency_key).toMatch(UUID);
    expect(body.card).toEqual({ number: '4242424242424242', exp_month: 12, exp_year: 2039, cvc: '123' });
    const status = await screen.findByText('Deposit paid:');
    expect(status.closest('[role="status"]')).toHaveTextContent(/^Deposit paid: \$93\.23\. Thank you!Still due: \$217\.52 by Dec\.? 31, 2026\.$/);
    expect(screen.queryByRole('form', { name: 'Accept and pay deposit' })).not.toBeInTheDocument();
    expect(TWO_LINES_TOTALS.deposit.amount + TWO_LINES_TOTALS.balance.amount).toBe(TWO_LINES_TOTALS.total);
  });

  it('shows a declined card’s message, and makes a new key for the next try; an unanswered try keeps its key', async () => {
    let answer: unknown = refusal(402, { code: 'card_declined', message: 'Your card was declined.' });
    const f = fakeHttp({ [`POST ${QUOTE_PATH}/accept`]: () => answer });
    const { user } = renderRoot({ url: URL, http: f.http, initialData: inlined({ quote: sentQuote() }) });
    await fillCard(user, '4000 0000 0000 0002');
    const pay = screen.getByRole('button', { name: 'Accept and pay deposit' });
    await user.click(pay);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');

    answer = offline();
    await user.click(pay);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to connect to server');
    answer = { quote: acceptedQuote() };
    await user.click(pay);
    await screen.findByText('Deposit paid:');

    const keys = f.callsTo(`POST ${QUOTE_PATH}/accept`).map((c) => (c.body as QuotePaymentBody).idempotency_key);
    expect(keys).toHaveLength(3);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[1]);
  });

  it('shows the service’s message when the quote was accepted elsewhere (409), and the quote as it now is', async () => {
    const f = fakeHttp({
      [`POST ${QUOTE_PATH}/accept`]: refusal(409, { code: 'conflict', message: 'This quote was already accepted.' }),
      [`GET ${QUOTE_PATH}`]: { quote: acceptedQuote() },
    });
    const { user } = renderRoot({ url: URL, http: f.http, initialData: inlined({ quote: sentQuote() }) });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Accept and pay deposit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This quote was already accepted.');
    await screen.findByText(/You accepted this quote/);
    expect(screen.getByRole('alert')).toHaveTextContent('This quote was already accepted.');
  });

  it("asks the bank's check a card wants, and Approve takes the deposit", async () => {
    const PAYMENT = '0b5f9a1e-4c1d-4f7e-9a53-2f8d7c6b5a41';
    const asked = sentQuote({ authentication: { payment_id: PAYMENT, part: 'deposit', amount: 9323, message: 'Your bank asks you to confirm this payment.' } });
    const f = fakeHttp({ [`POST ${QUOTE_PATH}/accept`]: { quote: asked }, [`POST ${QUOTE_PATH}/payments/${PAYMENT}/authenticate`]: { quote: acceptedQuote() } });
    const { user } = renderRoot({ url: URL, http: f.http, initialData: inlined({ quote: sentQuote() }) });
    await fillCard(user, '4000 0025 0000 3155');
    await user.click(screen.getByRole('button', { name: 'Accept and pay deposit' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    expect(dialog).toHaveAccessibleDescription('Your bank asks you to confirm this payment.');
    // nothing is said to be paid while the bank waits
    expect(screen.queryByText('Deposit paid:')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(f.callsTo(`POST ${QUOTE_PATH}/payments/${PAYMENT}/authenticate`).map((c) => c.body)).toEqual([{ result: 'approve' }]);
    expect((await screen.findByText('Deposit paid:')).closest('[role="status"]')).toHaveTextContent(/^Deposit paid: \$93\.23\./);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("asks again after a reload; closing the question fails it, says why, and the card form stays for another card", async () => {
    const PAYMENT = '0b5f9a1e-4c1d-4f7e-9a53-2f8d7c6b5a42';
    const asked = sentQuote({ authentication: { payment_id: PAYMENT, part: 'deposit', amount: 9323, message: 'Your bank asks you to confirm this payment.' } });
    const message = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
    const f = fakeHttp({ [`POST ${QUOTE_PATH}/payments/${PAYMENT}/authenticate`]: refusal(402, { code: 'card_declined', message }), [`GET ${QUOTE_PATH}`]: { quote: sentQuote() } });
    // the server-rendered page of a quote whose check is waiting asks it at once
    const { user } = renderRoot({ url: URL, http: f.http, initialData: inlined({ quote: asked }) });
    expect(screen.getByRole('dialog', { name: 'Confirm your payment' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(f.callsTo(`POST ${QUOTE_PATH}/payments/${PAYMENT}/authenticate`).map((c) => c.body)).toEqual([{ result: 'fail' }]);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Accept and pay deposit' })).toBeInTheDocument();
  });

  it('checks the card before sending it', async () => {
    const f = fakeHttp();
    const { user } = renderRoot({ url: URL, http: f.http, initialData: inlined({ quote: sentQuote() }) });
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4242');
    await user.click(screen.getByRole('button', { name: 'Accept and pay deposit' }));
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveAccessibleDescription('Card number must be 12 to 19 digits');
    expect(screen.getByRole('textbox', { name: 'Expiry month' })).toHaveAttribute('aria-invalid', 'true');
    expect(f.calls).toEqual([]);
  });

  it('accepts a quote without a deposit with one button and no card', async () => {
    const noDeposit = sentQuote({ totals: { ...sentQuote().totals, deposit: { amount: 0, tax_lines: [], tax: 0, net: 0 } } });
    const f = fakeHttp({ [`POST ${QUOTE_PATH}/accept`]: { quote: { ...noDeposit, state: 'accepted', can_accept: false } } });
    const { user } = renderRoot({ url: URL, http: f.http, initialData: inlined({ quote: noDeposit }) });
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept quote' }));
    expect(await screen.findByText('Quote accepted.')).toBeInTheDocument();
    const body = f.callsTo(`POST ${QUOTE_PATH}/accept`)[0]!.body as QuotePaymentBody;
    expect(Object.keys(body)).toEqual(['idempotency_key']);
  });

  it('declines with the reason given', async () => {
    const f = fakeHttp({ [`POST ${QUOTE_PATH}/decline`]: { quote: sentQuote({ state: 'declined', can_accept: false }) } });
    const { user } = renderRoot({ url: URL, http: f.http, initialData: inlined({ quote: sentQuote() }) });
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.type(screen.getByRole('textbox', { name: 'Reason (optional)' }), 'Over budget');
    await user.click(screen.getByRole('button', { name: 'Decline quote' }));
    expect(await screen.findByText('You declined this quote.')).toBeInTheDocument();
    expect(f.callsTo(`POST ${QUOTE_PATH}/decline`)[0]!.body).toEqual({ reason: 'Over budget' });
  });

  it('takes the balance with the card when it can be paid, reading the quote again when the answer is not one', async () => {
    const due = acceptedQuote({ state: 'invoiced', invoice_status: 'partly_paid', can_pay_balance: true });
    const paid = acceptedQuote({ state: 'invoiced', invoice_status: 'paid', paid: TWO_LINES_TOTALS.total, balance_due: 0 });
    const f = fakeHttp({ [`POST ${QUOTE_PATH}/pay_balance`]: { ok: true }, [`GET ${QUOTE_PATH}`]: { quote: paid } });
    const { user } = renderRoot({ url: URL, http: f.http, initialData: inlined({ quote: due }) });
    expect(screen.queryByRole('form', { name: 'Accept and pay deposit' })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Pay the balance' })).toHaveTextContent('Balance due: $217.52');
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay balance' }));
    expect(await screen.findByText('Payment received:')).toBeInTheDocument();
    expect(screen.getByText('Payment received:').closest('[role="status"]')).toHaveTextContent('$217.52. Paid in full. Thank you!');
    expect((f.callsTo(`POST ${QUOTE_PATH}/pay_balance`)[0]!.body as QuotePaymentBody).idempotency_key).toMatch(UUID);
  });

  it('fetches the quote when the page holds none, and says an unknown link is not valid', async () => {
    const f = fakeHttp({ [`GET ${QUOTE_PATH}`]: refusal(404, { code: 'not_found', message: 'Not found' }) });
    renderRoot({ url: URL, http: f.http });
    expect(await screen.findByText('This quote link is not valid.')).toBeInTheDocument();
    expect(f.callsTo(`GET ${QUOTE_PATH}`)).toHaveLength(1);
  });

  it('says a missing or malformed token is not valid without asking the service', () => {
    const f = fakeHttp();
    renderRoot({ url: '/crafter/quote', http: f.http });
    expect(screen.getByText('This quote link is not valid.')).toBeInTheDocument();
    expect(f.calls).toEqual([]);
  });
});
