import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CrafterOrder } from '@storefront/contracts';
import { ada, ADA_ID, canadianCrafter, customersPage, grace, GRACE_ID } from '../fixtures/crafters';
import { fakeHttp, refusal, type Call } from '../fixtures/fake-http';
import { ordersPage, storeOrder } from '../fixtures/orders';
import { QUOTE_ID, quoteSummary, savedQuote } from '../fixtures/quotes';
import { renderPortal } from '../fixtures/render-portal';

const LIST = 'GET /api/crafter/orders';
const PUT = 'PUT /api/crafter/orders/R123';
const url = '/ca/crafter?tab=orders';

/** an invoiced quote for Ada: what an order's quote select offers */
const invoiced = quoteSummary(savedQuote({ state: 'invoiced', invoice_status: 'unpaid' }));
const attached: Partial<CrafterOrder> = {
  customer: { id: ADA_ID, name: 'Ada Lovelace' },
  quote: { id: QUOTE_ID, number: 'Q-0007', title: 'Team hoodies' },
};

function service(orders: CrafterOrder[] = [storeOrder()], total = orders.length) {
  return fakeHttp({
    'GET /api/crafter/me.json': canadianCrafter,
    [LIST]: ordersPage(orders, 1, total),
    'GET /api/crafter/customers': customersPage([ada, grace]),
    // only the invoiced state has a quote on its first page
    'GET /api/crafter/quotes': (call: Call) => ({ quotes: call.query.state === 'invoiced' ? [invoiced] : [], page: 1, per_page: 20, total: call.query.state === 'invoiced' ? 1 : 0 }),
  });
}

const orderForm = (number: string) => screen.findByRole('form', { name: `Order ${number}` });

describe('the store orders section', () => {
  it('lists the crafter’s store orders with their facts, 20 a page', async () => {
    const f = service([storeOrder({ placed_at: '2026-11-23T03:00:00.000Z' }), storeOrder({ number: 'R122', status: 'in_production', ...attached })], 41);
    const { user } = renderPortal({ url, http: f.http });
    const list = await screen.findByRole('list', { name: 'Store orders' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { name: 'Order R123' })).toBeInTheDocument();
    // placed late in the evening in Toronto: the crafter's day, not UTC's
    expect(first).toHaveTextContent(/Placed Nov\.? 22, 2026 · \$123\.45/);
    expect(first).toHaveTextContent('Shipped');
    expect(first).toHaveTextContent('Shipped to Ada Lovelace, Toronto ON');
    expect(second).toHaveTextContent('In production');
    expect(within(second!).getByRole('link', { name: 'Q-0007 · Team hoodies' })).toHaveAttribute('href', `/ca/crafter?tab=quotes&quote=${QUOTE_ID}`);
    expect(screen.getByRole('link', { name: 'Store orders' })).toHaveAttribute('aria-current', 'page');

    // the choices: the first page of customers and of every accepted state's quotes
    expect(f.callsTo('GET /api/crafter/customers')[0]!.query).toEqual({ page: '1' });
    expect(f.callsTo('GET /api/crafter/quotes').map((c) => c.query.state)).toEqual(['accepted', 'invoiced', 'completed']);
    const quote = within(first!).getByRole('combobox', { name: 'Quote for order R123' });
    expect(within(quote).getAllByRole('option').map((o) => o.textContent)).toEqual(['— none —', 'Q-0007 · Team hoodies']);
    const customer = within(first!).getByRole('combobox', { name: 'Customer for order R123' });
    expect(within(customer).getAllByRole('option').map((o) => o.textContent)).toEqual(['— none —', 'Ada Lovelace', 'Grace Hopper']);
    expect(customer).toHaveValue('');

    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(f.callsTo(LIST).at(-1)!.query).toEqual({ page: '2' });
  });

  it('attaches a customer and a quote with one PUT and shows the answer, saying so politely', async () => {
    const f = service();
    f.routes[PUT] = { order: storeOrder({ customer: { id: GRACE_ID, name: 'Grace Hopper' }, quote: attached.quote! }) };
    const { user } = renderPortal({ url, http: f.http });
    const form = within(await orderForm('R123'));
    const customer = form.getByRole('combobox', { name: 'Customer for order R123' });
    // wait for the choices to be in
    await form.findByRole('option', { name: 'Q-0007 · Team hoodies' });
    await user.selectOptions(form.getByRole('combobox', { name: 'Quote for order R123' }), 'Q-0007 · Team hoodies');
    // no customer chosen yet: the quote's own comes along
    expect(customer).toHaveValue(ADA_ID);
    await user.selectOptions(customer, 'Grace Hopper');
    await user.click(form.getByRole('button', { name: 'Save order R123' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Order R123 saved.');
    expect(f.callsTo(PUT)).toHaveLength(1);
    expect(f.callsTo(PUT)[0]!.body).toEqual({ customer_id: GRACE_ID, quote_id: QUOTE_ID });
    const row = within(screen.getByRole('list', { name: 'Store orders' })).getByRole('listitem');
    expect(within(row).getByRole('link', { name: 'Q-0007 · Team hoodies' })).toBeInTheDocument();
    expect(row).toHaveTextContent('Q-0007 · Team hoodies · Grace Hopper');
    expect(customer).toHaveValue(GRACE_ID);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('detaches both with “— none —”, sending nulls; what was attached is offered even when past the first page', async () => {
    const f = service([storeOrder(attached)]);
    f.routes['GET /api/crafter/customers'] = customersPage([grace], 1, 21);
    f.routes['GET /api/crafter/quotes'] = { quotes: [], page: 1, per_page: 20, total: 0 };
    f.routes[PUT] = { order: storeOrder() };
    const { user } = renderPortal({ url, http: f.http });
    const form = within(await orderForm('R123'));
    const customer = form.getByRole('combobox', { name: 'Customer for order R123' });
    const quote = form.getByRole('combobox', { name: 'Quote for order R123' });
    await form.findByRole('option', { name: 'Grace Hopper' });
    expect(customer).toHaveValue(ADA_ID);
    expect(quote).toHaveValue(QUOTE_ID);

    await user.selectOptions(customer, '— none —');
    await user.selectOptions(quote, '— none —');
    await user.click(form.getByRole('button', { name: 'Save order R123' }));
    expect(await screen.findByText('Order R123 saved.')).toBeInTheDocument();
    expect(f.callsTo(PUT)[0]!.body).toEqual({ customer_id: null, quote_id: null });
    expect(screen.getByRole('list', { name: 'Store orders' })).not.toHaveTextContent('For quote');
  });

  it('shows the service’s refusal in an alert: a conflict’s sentence, and an invalid choice beside its select', async () => {
    const f = service();
    f.routes[PUT] = refusal(409, { code: 'quote_on_other_order', message: 'Quote Q-0007 is on order R120 already. Detach it there first.' });
    const { user } = renderPortal({ url, http: f.http });
    const form = within(await orderForm('R123'));
    await form.findByRole('option', { name: 'Q-0007 · Team hoodies' });
    await user.selectOptions(form.getByRole('combobox', { name: 'Quote for order R123' }), 'Q-0007 · Team hoodies');
    await user.click(form.getByRole('button', { name: 'Save order R123' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Quote Q-0007 is on order R120 already. Detach it there first.');
    expect(screen.queryByText('Order R123 saved.')).not.toBeInTheDocument();

    f.routes[PUT] = refusal(422, {
      code: 'quote_not_accepted',
      message: 'Quote Q-0007 is not accepted yet: only an accepted quote’s goods are ordered.',
      fieldErrors: { quote_id: ['must be an accepted quote'] },
    });
    await user.click(form.getByRole('button', { name: 'Save order R123' }));
    await form.findByText(/Quote Q-0007 is not accepted yet/);
    expect(form.getByRole('alert')).toHaveTextContent('Quote Q-0007 is not accepted yet: only an accepted quote’s goods are ordered. Please correct the choices marked below.');
    const quote = form.getByRole('combobox', { name: 'Quote for order R123' });
    expect(quote).toHaveAttribute('aria-invalid', 'true');
    expect(quote).toHaveAccessibleDescription('Quote for order R123 must be an accepted quote');
    expect(form.getByRole('combobox', { name: 'Customer for order R123' })).not.toHaveAttribute('aria-invalid');
    expect(f.callsTo(PUT)).toHaveLength(2);
  });

  it('says what the section is for while there are no store orders', async () => {
    const f = service([]);
    renderPortal({ url, http: f.http });
    expect(await screen.findByText('No store orders yet. Orders you place for your jobs show here, to attach to a customer and a quote.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Store order pages' })).not.toBeInTheDocument();
  });
});
