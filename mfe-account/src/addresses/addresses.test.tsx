import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SavedAddress } from '@storefront/contracts';
import { fixtureHttp, httpError, type Call } from '../fixtures/fixture-http';
import { home, work } from '../fixtures/addresses';
import { renderAccount } from '../fixtures/render-account';

const LIST = 'GET /api/account/addresses';

/** An address book that behaves like the service: POST/PUT/DELETE change what the next GET answers. */
function addressBook(initial: SavedAddress[]) {
  let book = [...initial];
  const fx = fixtureHttp({
    [LIST]: () => ({ addresses: book }),
    'POST /account/addresses': (c: Call) => {
      const a = { ...(c.body as SavedAddress), id: '33333333-3333-4333-8333-333333333333', created_at: '2025-03-01T00:00:00.000Z' };
      book = [...book, a];
      return { address: a };
    },
    [`PUT /api/account/addresses/${work.id}`]: (c: Call) => {
      const body = c.body as SavedAddress;
      book = book.map((a) => (a.id === work.id ? { ...a, ...body } : body.is_default ? { ...a, is_default: false } : a));
      return { address: book.find((a) => a.id === work.id) };
    },
    [`DELETE /api/account/addresses/${work.id}`]: () => {
      book = book.filter((a) => a.id !== work.id);
      return undefined;
    },
  });
  return fx;
}

describe('addresses', () => {
  it('lists the saved addresses, the default marked', async () => {
    renderAccount({ url: '/account/addresses', http: addressBook([home, work]).http });
    const first = await screen.findByRole('listitem', { name: 'Ann Lee, 1 Main St' });
    expect(first).toHaveTextContent('Brooklyn, NY 11201United States');
    expect(within(first).getByText('Default address')).toBeInTheDocument();
    const second = screen.getByRole('listitem', { name: 'Ann Lee, 9 Office Rd' });
    expect(second).toHaveTextContent('Toronto, ON M5V 2T6Canada');
    expect(within(second).queryByText('Default address')).not.toBeInTheDocument();
    expect(document.title).toBe('Your addresses | Inkwell Supply Co.');
  });

  it('adds a Canadian address: provinces to choose from, and the server\'s postal-code error beside the field', async () => {
    const fx = addressBook([]);
    fx.routes['POST /account/addresses'] = httpError(400, {
      code: 'invalid_request',
      message: 'postal_code: must be a postal code like A1A 1A1',
      fieldErrors: { postal_code: ['must be a postal code like A1A 1A1'] },
    });
    renderAccount({ url: '/ca/account/addresses', http: fx.http });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    const form = screen.getByRole('form', { name: 'Add an address' });
    expect(within(form).getByRole('combobox', { name: 'Country' })).toHaveValue('CA');
    const province = within(form).getByRole('combobox', { name: 'Province or territory' });
    expect(within(province).getAllByRole('option')).toHaveLength(14); // "Choose…" + 13
    await user.type(within(form).getByLabelText('Full name'), 'Ann Lee');
    await user.type(within(form).getByLabelText('Address line 1'), '1 Rue Principale');
    await user.type(within(form).getByLabelText('City'), 'Montréal');
    await user.selectOptions(province, 'Quebec');
    await user.type(within(form).getByLabelText('Postal code'), 'D2X 1Y4');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    const postal = within(form).getByLabelText('Postal code');
    await waitFor(() => expect(postal).toHaveAttribute('aria-invalid', 'true'));
    expect(postal).toHaveAccessibleDescription('A1A 1A1 Postal code must be a postal code like A1A 1A1');
    expect(within(form).getByRole('alert')).toHaveTextContent('Please correct the fields marked below.');
    expect(fx.callsTo('POST /account/addresses')[0]?.body).toEqual({
      name: 'Ann Lee',
      line1: '1 Rue Principale',
      line2: null,
      city: 'Montréal',
      region: 'QC',
      postal_code: 'D2X 1Y4',
      country: 'CA',
      phone: null,
      is_default: false,
    });
  });

  it('switching the country offers US states and a ZIP code, and saving adds the address to the list', async () => {
    const fx = addressBook([]);
    renderAccount({ url: '/ca/account/addresses', http: fx.http });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'United States');
    const state = screen.getByRole('combobox', { name: 'State' });
    expect(within(state).getAllByRole('option')).toHaveLength(52); // "Choose…" + 50 states + DC
    await user.type(screen.getByLabelText('Full name'), 'Bo');
    await user.type(screen.getByLabelText('Address line 1'), '5 Elm St');
    await user.type(screen.getByLabelText('City'), 'Albany');
    await user.selectOptions(state, 'New York');
    await user.type(screen.getByLabelText('ZIP code'), '12207');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('listitem', { name: 'Bo, 5 Elm St' })).toHaveTextContent('Albany, NY 12207');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('edits an address with the full body (PUT)', async () => {
    const fx = addressBook([home, work]);
    renderAccount({ url: '/account/addresses', http: fx.http });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Ann Lee, 9 Office Rd' }));
    const line1 = screen.getByLabelText('Address line 1');
    expect(line1).toHaveValue('9 Office Rd');
    await user.clear(line1);
    await user.type(line1, '10 Office Rd');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('listitem', { name: 'Ann Lee, 10 Office Rd' })).toBeInTheDocument();
    expect(fx.callsTo(`PUT /api/account/addresses/${work.id}`)[0]?.body).toMatchObject({ line1: '10 Office Rd', region: 'ON', country: 'CA', is_default: false });
  });

  it('deletes only after confirming; keeping it sends nothing', async () => {
    const fx = addressBook([home, work]);
    renderAccount({ url: '/account/addresses', http: fx.http });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Ann Lee, 9 Office Rd' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this address?' })).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fx.callsTo(`DELETE /api/account/addresses/${work.id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Ann Lee, 9 Office Rd' }));
    await user.click(screen.getByRole('button', { name: 'Delete address' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Ann Lee, 9 Office Rd' })).not.toBeInTheDocument());
    expect(fx.callsTo(`DELETE /api/account/addresses/${work.id}`)).toHaveLength(1);
  });

  it('makes another address the default', async () => {
    const fx = addressBook([home, work]);
    renderAccount({ url: '/account/addresses', http: fx.http });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Make Ann Lee, 9 Office Rd the default' }));
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Ann Lee, 9 Office Rd' })).getByText('Default address')).toBeInTheDocument());
    expect(within(screen.getByRole('listitem', { name: 'Ann Lee, 1 Main St' })).queryByText('Default address')).not.toBeInTheDocument();
    expect(fx.callsTo(`PUT /api/account/addresses/${work.id}`)[0]?.body).toMatchObject({ is_default: true, line1: '9 Office Rd' });
  });

  it('sends a guest to sign in', async () => {
    const fx = fixtureHttp({ [LIST]: httpError(401, { code: 'unauthorized', message: 'Sign in to manage your addresses.' }) });
    const { navigate } = renderAccount({ url: '/account/addresses', http: fx.http });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account/sign-in?return_to=%2Faccount%2Faddresses'));
  });
});
