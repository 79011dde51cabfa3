import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ada, canadianCrafter, customersPage } from '../fixtures/crafters';
import { fakeHttp, refusal } from '../fixtures/fake-http';
import { QUOTE_ID, savedQuote, TOKEN, TWO_LINES_TOTALS } from '../fixtures/quotes';
import { renderPortal } from '../fixtures/render-portal';

const QUOTE = `/api/crafter/quotes/${QUOTE_ID}`;
const SHARE = `https://shop.example/ca/crafter/quote?t=${TOKEN}`;
const url = `/ca/crafter?tab=quotes&quote=${QUOTE_ID}`;

function service(quote = savedQuote()) {
  return fakeHttp({ 'GET /api/crafter/me.json': canadianCrafter, 'GET /api/crafter/customers': customersPage([ada]), [`GET ${QUOTE}`]: { quote } });
}

describe('a quote’s moves', () => {
  it('sends a saved draft to its customer and shows where it went, with the link to copy', async () => {
    const f = service();
    f.routes[`POST ${QUOTE}/propose`] = { quote: savedQuote({ state: 'proposed', share_url: SHARE, proposed_at: '2026-11-21T10:00:00.000Z' }), emailed_to: 'ada@example.com' };
    const { user } = renderPortal({ url, http: f.http });
    await user.click(await screen.findByRole('button', { name: 'Send to customer' }));
    expect(await screen.findByText('Sent to ada@example.com')).toBeInTheDocument();
    // nothing was changed, so nothing was saved first; what was sent is now read-only
    expect(f.callsTo(`PUT ${QUOTE}`)).toHaveLength(0);
    expect(screen.queryByRole('textbox', { name: 'Quote title' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Customer link' })).toHaveValue(SHARE);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(SHARE);
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
  });

  it('saves unsaved changes before sending, and shows why the service would not send it', async () => {
    const f = service();
    f.routes[`PUT ${QUOTE}`] = { quote: savedQuote({ title: 'Hoodies' }) };
    f.routes[`POST ${QUOTE}/propose`] = refusal(422, { code: 'invalid', message: 'The quote is valid until a day that has passed.' });
    const { user } = renderPortal({ url, http: f.http });
    const title = await screen.findByRole('textbox', { name: 'Quote title' });
    await user.clear(title);
    await user.type(title, 'Hoodies');
    await user.click(screen.getByRole('button', { name: 'Send to customer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The quote is valid until a day that has passed.');
    expect(f.calls.map((c) => `${c.method} ${c.path}`).filter((c) => c.includes(QUOTE_ID))).toEqual([`GET ${QUOTE}`, `PUT ${QUOTE}`, `POST ${QUOTE}/propose`]);
    expect(screen.getByRole('textbox', { name: 'Quote title' })).toHaveValue('Hoodies');
  });

  it('withdraws a sent quote back to a draft', async () => {
    const f = service(savedQuote({ state: 'proposed', share_url: SHARE }));
    f.routes[`POST ${QUOTE}/withdraw`] = { quote: savedQuote() };
    const { user } = renderPortal({ url, http: f.http });
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(/Withdrawn: the quote is a draft again/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Quote title' })).toHaveValue('Team hoodies');
  });

  it('shows a paid invoice read-only with its payments, and completes it', async () => {
    const deposit = TWO_LINES_TOTALS.deposit.amount;
    const payments = [
      { id: 'p1', part: 'deposit' as const, amount: deposit, tax: TWO_LINES_TOTALS.deposit.tax, card: { brand: 'Visa', last4: '4242' }, paid_at: '2026-11-21T15:00:00.000Z' },
      { id: 'p2', part: 'balance' as const, amount: TWO_LINES_TOTALS.total - deposit, tax: TWO_LINES_TOTALS.balance.tax, card: { brand: 'Visa', last4: '4242' }, paid_at: '2026-12-01T15:00:00.000Z' },
    ];
    const invoiced = savedQuote({ state: 'invoiced', invoice_status: 'paid', share_url: SHARE, paid: TWO_LINES_TOTALS.total, balance_due: 0, payments });
    const f = service(invoiced);
    f.routes[`POST ${QUOTE}/complete`] = { quote: { ...invoiced, state: 'completed', completed_at: '2026-12-02T10:00:00.000Z' } };
    const { user } = renderPortal({ url, http: f.http });
    const payList = within(await screen.findByRole('region', { name: 'Payments' }));
    expect(payList.getAllByRole('listitem')).toHaveLength(2);
    expect(payList.getAllByRole('listitem')[0]).toHaveTextContent('Deposit: $93.23');
    expect(screen.getByText('Paid', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Invoiced')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(totals).toHaveTextContent('HST 13%$35.75');
    expect(totals).toHaveTextContent('Your margin$140.00');
    // paid in full: nothing more can come in to check for
    expect(screen.queryByRole('button', { name: 'Check for payments' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Marked as completed.')).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
  });

  it('shows the store order the goods were bought with, linked to Store orders', async () => {
    const f = service(savedQuote({ state: 'invoiced', invoice_status: 'unpaid', share_url: SHARE, order: { number: 'R123', placed_at: '2026-11-23T03:00:00.000Z' } }));
    renderPortal({ url, http: f.http });
    const fact = (await screen.findByText('Store order', { selector: 'dt' })).parentElement!;
    // placed late in the evening in Toronto: the crafter's day, not UTC's
    expect(fact).toHaveTextContent(/^Store orderR123, placed Nov\.? 22, 2026$/);
    expect(within(fact).getByRole('link', { name: 'Store order R123' })).toHaveAttribute('href', '/ca/crafter?tab=orders');
    expect(screen.queryByText(/Once you have ordered the goods/)).not.toBeInTheDocument();
  });

  it('says where to attach the store order of an invoiced quote that has none, and nothing of it before acceptance', async () => {
    const f = service(savedQuote({ state: 'invoiced', invoice_status: 'unpaid', share_url: SHARE }));
    const { unmount } = renderPortal({ url, http: f.http });
    const hint = await screen.findByText(/Once you have ordered the goods/);
    expect(hint).toHaveTextContent('Once you have ordered the goods, attach the store order under Store orders.');
    expect(within(hint).getByRole('link', { name: 'Store orders' })).toHaveAttribute('href', '/ca/crafter?tab=orders');
    unmount();

    renderPortal({ url, http: service(savedQuote({ state: 'proposed', share_url: SHARE })).http });
    await screen.findByRole('button', { name: 'Withdraw' });
    expect(screen.queryByText('Store order', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('checks a sent quote for payments: a deposit found is recorded and shown, and the check says so', async () => {
    const deposit = TWO_LINES_TOTALS.deposit.amount;
    const f = service(savedQuote({ state: 'proposed', share_url: SHARE }));
    const payments = [{ id: 'p1', part: 'deposit' as const, amount: deposit, tax: TWO_LINES_TOTALS.deposit.tax, card: { brand: 'Visa', last4: '4242' }, paid_at: '2026-11-21T15:00:00.000Z' }];
    f.routes[`POST ${QUOTE}/refresh`] = {
      quote: savedQuote({ state: 'invoiced', invoice_status: 'partly_paid', share_url: SHARE, paid: deposit, balance_due: TWO_LINES_TOTALS.total - deposit, payments }),
      refreshed: { recorded: 1, failed: 0, pending: 0 },
    };
    const { user } = renderPortal({ url, http: f.http });
    const payList = within(await screen.findByRole('region', { name: 'Payments' }));
    expect(payList.getByText('No payments yet.')).toBeInTheDocument();
    await user.click(payList.getByRole('button', { name: 'Check for payments' }));
    expect(await screen.findByText('1 payment recorded.')).toBeInTheDocument();
    expect(f.callsTo(`POST ${QUOTE}/refresh`)).toHaveLength(1);
    expect(payList.getAllByRole('listitem')[0]).toHaveTextContent('Deposit: $93.23');
    expect(screen.getByText('Invoiced')).toBeInTheDocument();
    // no longer a proposal: it cannot be withdrawn
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('says when nothing was waiting, when a payment is still on its way, and when the check was refused', async () => {
    const quote = savedQuote({ state: 'proposed', share_url: SHARE });
    const f = service(quote);
    f.routes[`POST ${QUOTE}/refresh`] = { quote, refreshed: { recorded: 0, failed: 0, pending: 0 } };
    const { user } = renderPortal({ url, http: f.http });
    const check = await screen.findByRole('button', { name: 'Check for payments' });
    await user.click(check);
    expect(await screen.findByText('Up to date: no payment was waiting.')).toBeInTheDocument();
    f.routes[`POST ${QUOTE}/refresh`] = { quote, refreshed: { recorded: 0, failed: 1, pending: 2 } };
    await user.click(check);
    expect(await screen.findByText('1 payment did not go through; the customer can pay again. 2 payments are still being processed; check again in a minute.')).toBeInTheDocument();
    f.routes[`POST ${QUOTE}/refresh`] = refusal(404, { code: 'not_found', message: 'No such quote.' });
    await user.click(check);
    expect(await screen.findByRole('alert')).toHaveTextContent('No such quote.');
  });

  it('deletes a draft after the question and goes back to the list', async () => {
    const f = service();
    f.routes[`DELETE ${QUOTE}`] = undefined;
    f.routes['GET /api/crafter/quotes'] = { quotes: [], page: 1, per_page: 20, total: 0 };
    const { user, navigate } = renderPortal({ url, http: f.http });
    await user.click(await screen.findByRole('button', { name: 'Delete draft' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this draft?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete draft' }));
    expect(await screen.findByText('No quotes yet. Start with “New quote”.')).toBeInTheDocument();
    expect(navigate).toHaveBeenLastCalledWith('/ca/crafter?tab=quotes');
    expect(f.callsTo(`DELETE ${QUOTE}`)).toHaveLength(1);
  });
});
