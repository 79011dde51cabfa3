import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtureHttp, httpError } from '../fixtures/fixture-http';
import { ROLES_ROUTE, shopperRoles } from '../fixtures/roles';
import { caOrder, usOrder } from '../fixtures/orders';
import { renderAccount } from '../fixtures/render-account';
import { SESSION_CHANGED_EVENT } from '@storefront/ui';

const ann = { user: { id: 'u1', email: 'ann@example.com', name: 'Ann' } };
// the overview's "My designs", "My artwork" and "Crafter" ask for these; designs/my-designs.test.tsx,
// artwork/my-artwork.test.tsx and crafter/crafter-application.test.tsx cover those sections
const emptySections = { 'GET /api/made/design_projects': { projects: [], limit: 200 }, 'GET /api/users/dtf_artworks': { artworks: [], limit: 500 }, [ROLES_ROUTE]: shopperRoles };

describe('account overview', () => {
  it('greets the shopper, shows recent orders and links to orders and addresses', async () => {
    const fx = fixtureHttp({ 'GET /api/users/current.json': ann, 'GET /api/v2/orders.json': { orders: [caOrder, usOrder], page: 1, total_pages: 1 }, ...emptySections });
    renderAccount({ url: '/ca/account', http: fx.http });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi, Ann' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/ca/orders');
    expect(screen.getByRole('link', { name: 'Addresses' })).toHaveAttribute('href', '/ca/account/addresses');
    expect(screen.getByRole('link', { name: 'Order R000000102' })).toBeInTheDocument();
    expect(screen.getByText('$25.99')).toHaveAttribute('data-currency', 'CAD');
    expect(screen.getByText(/USD\s1,234\.56/)).toBeInTheDocument();
    expect(document.title).toBe('Your account | Inkwell Supply Co.');
  });

  it('sends a guest to sign in without asking for orders', async () => {
    const fx = fixtureHttp({ 'GET /api/users/current.json': { user: null } });
    const { navigate } = renderAccount({ url: '/account', http: fx.http });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account/sign-in?return_to=%2Faccount'));
    expect(fx.callsTo('GET /api/v2/orders.json')).toHaveLength(0);
  });

  it('signs out: POST sign_out, the header hears it, and the shopper lands on the store home', async () => {
    const fx = fixtureHttp({
      'GET /api/users/current.json': ann,
      'GET /api/v2/orders.json': { orders: [], page: 1, total_pages: 0 },
      'POST /api/v2/sign_out.json': undefined,
      ...emptySections,
    });
    let heard = 0;
    const onSession = () => heard++;
    window.addEventListener(SESSION_CHANGED_EVENT, onSession);
    const { navigate } = renderAccount({ url: '/ca/account', http: fx.http });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/ca'));
    expect(fx.callsTo('POST /api/v2/sign_out.json')).toHaveLength(1);
    expect(heard).toBe(1);
    window.removeEventListener(SESSION_CHANGED_EVENT, onSession);
  });

  it('says why signing out failed and stays', async () => {
    const fx = fixtureHttp({
      'GET /api/users/current.json': ann,
      'GET /api/v2/orders.json': { orders: [], page: 1, total_pages: 0 },
      'POST /api/v2/sign_out.json': httpError(403, { code: 'forbidden', message: 'Invalid anti-forgery token' }),
      ...emptySections,
    });
    const { navigate } = renderAccount({ url: '/account', http: fx.http });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid anti-forgery token');
    expect(navigate).not.toHaveBeenCalled();
  });
});
