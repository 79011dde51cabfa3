import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CrafterCustomerBody } from '@storefront/contracts';
import { ada, canadianCrafter, customersPage, grace, GRACE_ID } from '../fixtures/crafters';
import { fakeHttp, refusal } from '../fixtures/fake-http';
import { renderPortal } from '../fixtures/render-portal';

const LIST = 'GET /api/crafter/customers';
const url = '/ca/crafter?tab=customers';

function service() {
  return fakeHttp({ 'GET /api/crafter/me.json': canadianCrafter, [LIST]: customersPage([ada, grace], 1, 41) });
}

describe('the customers section', () => {
  it('lists a page of customers, searches and pages', async () => {
    const f = service();
    const { user } = renderPortal({ url, http: f.http });
    const list = await screen.findByRole('list', { name: 'Customers' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveTextContent('ada@example.com · Analytical Ltd');
    expect(list).toHaveTextContent('Grace Hopper');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'hopper');
    await user.click(within(screen.getByRole('search', { name: 'Search customers' })).getByRole('button', { name: 'Search' }));
    expect(f.callsTo(LIST).at(-1)!.query).toEqual({ q: 'hopper', page: '1' });
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(f.callsTo(LIST).at(-1)!.query).toEqual({ q: 'hopper', page: '2' });
  });

  it('shows the service’s field errors beside the fields of a new customer, then saves and lists again', async () => {
    const f = service();
    f.routes['POST /api/crafter/customers'] = refusal(422, {
      code: 'invalid_request',
      message: 'Invalid body: email must be a valid email address; addresses.0.postal_code must be a postal code like A1A 1A1',
      fieldErrors: { email: ['must be a valid email address'], 'addresses.0.postal_code': ['must be a postal code like A1A 1A1'] },
    });
    const { user } = renderPortal({ url, http: f.http });
    await screen.findByRole('list', { name: 'Customers' });
    await user.click(screen.getByRole('button', { name: 'Add customer' }));
    const form = screen.getByRole('form', { name: 'New customer' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Alan Turing');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'alan@');
    await user.click(within(form).getByRole('button', { name: 'Add address' }));
    const address = within(form).getByRole('group', { name: 'Address 1' });
    await user.type(within(address).getByRole('textbox', { name: 'Full name' }), 'Alan Turing');
    await user.type(within(address).getByRole('textbox', { name: 'Address line 1' }), '2 Bloor St');
    await user.type(within(address).getByRole('textbox', { name: 'City' }), 'Toronto');
    await user.selectOptions(within(address).getByRole('combobox', { name: 'Province or territory' }), 'ON');
    await user.type(within(address).getByRole('textbox', { name: 'Postal code' }), '12345');
    await user.click(within(form).getByRole('button', { name: 'Save customer' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('Please correct the fields marked below.');
    const email = within(form).getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email must be a valid email address');
    expect(within(address).getByRole('textbox', { name: 'Postal code' })).toHaveAccessibleDescription('A1A 1A1 Postal code must be a postal code like A1A 1A1');
    const sent = f.callsTo('POST /api/crafter/customers')[0]!.body as CrafterCustomerBody;
    expect(sent).toEqual({
      name: 'Alan Turing',
      email: 'alan@',
      phone: null,
      company: null,
      notes: null,
      addresses: [{ name: 'Alan Turing', line1: '2 Bloor St', line2: null, city: 'Toronto', region: 'ON', postal_code: '12345', country: 'CA', phone: null }],
    });

    const alan = { ...grace, id: '11111111-2222-4333-8444-555555555555', name: 'Alan Turing', email: 'alan@example.com' };
    f.routes['POST /api/crafter/customers'] = { customer: alan };
    f.routes[LIST] = customersPage([alan, ada, grace]);
    await user.clear(email);
    await user.type(email, 'alan@example.com');
    await user.clear(within(address).getByRole('textbox', { name: 'Postal code' }));
    await user.type(within(address).getByRole('textbox', { name: 'Postal code' }), 'M5S 1A1');
    await user.click(within(form).getByRole('button', { name: 'Save customer' }));
    expect(await screen.findByText('Saved Alan Turing.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New customer' })).not.toBeInTheDocument();
    expect(within(await screen.findByRole('list', { name: 'Customers' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('edits a customer with a full PUT', async () => {
    const f = service();
    f.routes[`PUT /api/crafter/customers/${GRACE_ID}`] = { customer: { ...grace, company: 'Navy' } };
    const { user } = renderPortal({ url, http: f.http });
    await user.click(await screen.findByRole('button', { name: 'Edit Grace Hopper' }));
    const form = screen.getByRole('form', { name: 'Edit Grace Hopper' });
    expect(within(form).getByRole('textbox', { name: 'Notes (optional)' })).toHaveValue('Prefers pickup');
    await user.type(within(form).getByRole('textbox', { name: 'Company (optional)' }), 'Navy');
    await user.click(within(form).getByRole('button', { name: 'Save customer' }));
    await screen.findByText('Saved Grace Hopper.');
    expect(f.callsTo(`PUT /api/crafter/customers/${GRACE_ID}`)[0]!.body).toEqual({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '416 555 0101',
      company: 'Navy',
      notes: 'Prefers pickup',
      addresses: [],
    });
  });

  it('deletes a customer only after the question, and keeps them when it is cancelled', async () => {
    const f = service();
    f.routes[`DELETE /api/crafter/customers/${GRACE_ID}`] = undefined;
    const { user } = renderPortal({ url, http: f.http });
    await user.click(await screen.findByRole('button', { name: 'Delete Grace Hopper' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Grace Hopper?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(f.callsTo(`DELETE /api/crafter/customers/${GRACE_ID}`)).toHaveLength(0);

    f.routes[LIST] = customersPage([ada]);
    await user.click(screen.getByRole('button', { name: 'Delete Grace Hopper' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete customer' }));
    expect(await screen.findByText('Deleted Grace Hopper.')).toBeInTheDocument();
    expect(f.callsTo(`DELETE /api/crafter/customers/${GRACE_ID}`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Delete Grace Hopper' })).not.toBeInTheDocument();
  });
});
