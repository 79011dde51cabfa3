import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { canadianCrafter, customersPage, ada } from '../fixtures/crafters';
import { fakeHttp, refusal } from '../fixtures/fake-http';
import { quoteSummary, savedQuote } from '../fixtures/quotes';
import { renderRoot } from '../fixtures/render-root';

const ME = 'GET /api/crafter/me.json';

describe('the crafter portal', () => {
  it('asks a guest to sign in, coming back here afterwards', async () => {
    const f = fakeHttp({ [ME]: refusal(401, { code: 'sign_in_required', message: 'Sign in first.' }) });
    renderRoot({ url: '/crafter?tab=invoices', http: f.http });
    expect(await screen.findByText('Sign in to use the crafter portal.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/account/sign-in?return_to=${encodeURIComponent('/crafter?tab=invoices')}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Crafter portal');
  });

  it('sends a signed-in shopper who is not a crafter to the application on the account page, in their store', async () => {
    const f = fakeHttp({ [ME]: refusal(403, { code: 'forbidden', message: 'You need the crafter role.' }) });
    renderRoot({ url: '/ca/crafter', http: f.http });
    expect(await screen.findByText('Your account is not a crafter account yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply on your account page' })).toHaveAttribute('href', '/ca/account?apply=crafter');
    expect(screen.queryByRole('navigation', { name: 'Crafter portal sections' })).not.toBeInTheDocument();
  });

  it('shows another failure with its reason and tries again', async () => {
    const f = fakeHttp({ [ME]: refusal(503, { code: 'unavailable', message: 'Try again in a minute.' }) });
    const { user } = renderRoot({ url: '/crafter', http: f.http });
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in a minute.');
    f.routes[ME] = canadianCrafter;
    f.routes['GET /api/crafter/quotes'] = { quotes: [], page: 1, per_page: 20, total: 0 };
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Maple Print Co.' })).toBeInTheDocument();
  });

  it('names the business, marks the current section, and moves between sections in place', async () => {
    const f = fakeHttp({
      [ME]: canadianCrafter,
      'GET /api/crafter/quotes': { quotes: [quoteSummary(savedQuote())], page: 1, per_page: 20, total: 1 },
      'GET /api/crafter/customers': customersPage([ada]),
    });
    const { user, props } = renderRoot({ url: '/ca/crafter', http: f.http });
    expect(await screen.findByRole('heading', { level: 1, name: 'Maple Print Co.' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Crafter portal sections' });
    expect(within(nav).getByRole('link', { name: 'Quotes' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Customers' })).toHaveAttribute('href', '/ca/crafter?tab=customers');
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Quotes', 'Customers', 'Invoices', 'Store orders', 'Earnings']);
    expect(within(nav).getByRole('link', { name: 'Store orders' })).toHaveAttribute('href', '/ca/crafter?tab=orders');

    const row = await screen.findByRole('row', { name: /Q-0007/ });
    expect(row).toHaveTextContent('Team hoodies');
    expect(row).toHaveTextContent('Ada Lovelace');
    expect(row).toHaveTextContent('Draft');
    expect(row).toHaveTextContent('$310.75');
    expect(within(row).getByRole('link', { name: 'Team hoodies' })).toHaveAttribute('href', `/ca/crafter?tab=quotes&quote=${savedQuote().id}`);

    await user.click(within(nav).getByRole('link', { name: 'Customers' }));
    expect(props.navigate).toHaveBeenCalledWith('/ca/crafter?tab=customers');
    expect(await screen.findByRole('heading', { level: 2, name: 'Customers' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Customers' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Quotes' })).not.toHaveAttribute('aria-current');
  });

  it('filters the quotes by state', async () => {
    const f = fakeHttp({ [ME]: canadianCrafter, 'GET /api/crafter/quotes': { quotes: [], page: 1, per_page: 20, total: 0 } });
    const { user } = renderRoot({ url: '/ca/crafter?tab=quotes', http: f.http });
    await screen.findByText('No quotes yet. Start with “New quote”.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Sent');
    await screen.findByText('No quotes match.');
    expect(f.callsTo('GET /api/crafter/quotes').at(-1)!.query).toEqual({ state: 'proposed', page: '1' });
    expect(screen.getByRole('link', { name: 'New quote' })).toHaveAttribute('href', '/ca/crafter?tab=quotes&quote=new');
  });
});
