import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CrafterApplicationBody } from '@storefront/contracts';
import { fixtureHttp, httpError, type Call } from '../fixtures/fixture-http';
import { goTo, renderAccount } from '../fixtures/render-account';
import { approvedCrafter, crafterRoles, ROLES_ROUTE, shopperRoles } from '../fixtures/roles';

const ann = { user: { id: 'u1', email: 'ann@example.com', name: 'Ann' } };
const APPLY = 'POST /api/users/crafter_application';
// what the overview's other sections ask for (their own tests cover them)
const overviewRoutes = {
  'GET /api/users/current.json': ann,
  'GET /api/v2/orders.json': { orders: [], page: 1, total_pages: 0 },
  'GET /api/made/design_projects': { projects: [], limit: 200 },
  'GET /api/users/dtf_artworks': { artworks: [], limit: 500 },
};

/** An account service in miniature: applying makes the next roles answer a crafter's. */
function accountService(
  apply: (call: Call) => unknown = (call) => ({ roles: crafterRoles.roles, crafter: { ...approvedCrafter, business_name: (call.body as CrafterApplicationBody).business_name } }),
) {
  let roles = shopperRoles;
  return fixtureHttp({
    ...overviewRoutes,
    [ROLES_ROUTE]: () => roles,
    [APPLY]: async (call: Call) => {
      const answer = await apply(call);
      if (!(answer instanceof Error)) roles = crafterRoles;
      return answer;
    },
  });
}

const sent = (fx: ReturnType<typeof fixtureHttp>) => fx.callsTo(APPLY).map((c) => c.body as CrafterApplicationBody);
const crafterSection = () => screen.getByRole('region', { name: 'Crafter' });

describe('becoming a crafter', () => {
  it('goes from the overview’s link through the form to the confirmation, and the overview then shows Crafter', async () => {
    const fx = accountService();
    const { navigate } = renderAccount({ url: '/account', http: fx.http });
    const link = await within(await screen.findByRole('region', { name: 'Crafter' })).findByRole('link', { name: 'Become a crafter' });
    expect(link).toHaveAttribute('href', '/account?apply=crafter');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/account?apply=crafter');
    act(() => goTo('/account?apply=crafter'));

    await userEvent.type(await screen.findByRole('textbox', { name: 'Business name' }), 'Ann’s Prints');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('US');
    await userEvent.type(screen.getByRole('textbox', { name: 'EIN (optional)' }), '123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Become a crafter' }));

    const done = await screen.findByRole('heading', { level: 1, name: 'You’re a crafter now' });
    expect(done).toHaveFocus();
    expect(screen.getByText(/Ann’s Prints is approved/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the crafter portal' })).toHaveAttribute('href', '/crafter');
    expect(sent(fx)).toEqual([{ business_name: 'Ann’s Prints', country: 'US', ein: '123456789' }]);

    await userEvent.click(screen.getByRole('link', { name: 'Back to your account' }));
    expect(navigate).toHaveBeenLastCalledWith('/account');
    act(() => goTo('/account'));
    expect(await within(await screen.findByRole('region', { name: 'Crafter' })).findByText('Crafter', { selector: '.acc-badge' })).toBeInTheDocument();
    expect(within(crafterSection()).queryByRole('link', { name: 'Become a crafter' })).toBeNull();
    expect(within(crafterSection()).getByRole('link', { name: 'Open the crafter portal' })).toHaveAttribute('href', '/crafter');
  });

  it('asks a Canadian business for its province, its GST/HST number, and a QST number only in Quebec', async () => {
    const fx = accountService();
    renderAccount({ url: '/ca/account?apply=crafter', http: fx.http });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Business name' }), 'Atelier Luc');
    // the Canadian store starts in Canada
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('CA');
    expect(screen.queryByRole('textbox', { name: 'EIN (optional)' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'QST number (optional)' })).toBeNull();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Province or territory' }), 'Quebec');
    await userEvent.type(screen.getByRole('textbox', { name: 'GST/HST number (optional)' }), '123456789RT0001');
    await userEvent.type(screen.getByRole('textbox', { name: 'QST number (optional)' }), '1234567890TQ0001');
    await userEvent.click(screen.getByRole('button', { name: 'Become a crafter' }));
    await screen.findByRole('heading', { level: 1, name: 'You’re a crafter now' });
    expect(sent(fx)).toEqual([{ business_name: 'Atelier Luc', country: 'CA', province: 'QC', gst_hst_number: '123456789RT0001', qst_number: '1234567890TQ0001' }]);
  });

  it('sends only the chosen country’s numbers: a QST typed for Quebec is not sent for Ontario, an EIN not for Canada', async () => {
    const fx = accountService();
    renderAccount({ url: '/account?apply=crafter', http: fx.http });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Business name' }), 'Border Prints');
    await userEvent.type(screen.getByRole('textbox', { name: 'EIN (optional)' }), '12-3456789');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Canada');
    expect(screen.queryByRole('textbox', { name: 'EIN (optional)' })).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Province or territory' }), 'QC');
    await userEvent.type(screen.getByRole('textbox', { name: 'QST number (optional)' }), '1234567890TQ0001');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Province or territory' }), 'ON');
    expect(screen.queryByRole('textbox', { name: 'QST number (optional)' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Become a crafter' }));
    await screen.findByRole('heading', { level: 1, name: 'You’re a crafter now' });
    expect(sent(fx)).toEqual([{ business_name: 'Border Prints', country: 'CA', province: 'ON' }]);
  });

  it('shows the server’s field errors beside their fields, and sends again once corrected', async () => {
    let answers = 0;
    const fx = accountService(() =>
      ++answers === 1
        ? httpError(400, { code: 'invalid_request', message: 'Invalid body: ein must be an EIN like 12-3456789', fieldErrors: { ein: ['must be an EIN like 12-3456789'] } })
        : { roles: crafterRoles.roles, crafter: approvedCrafter },
    );
    renderAccount({ url: '/account?apply=crafter', http: fx.http });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Business name' }), 'Ann’s Prints');
    const ein = screen.getByRole('textbox', { name: 'EIN (optional)' });
    await userEvent.type(ein, '12-34');
    await userEvent.click(screen.getByRole('button', { name: 'Become a crafter' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the fields marked below.');
    expect(ein).toHaveAttribute('aria-invalid', 'true');
    expect(ein).toHaveAccessibleDescription(/EIN \(optional\) must be an EIN like 12-3456789/);
    expect(screen.queryByRole('heading', { name: 'You’re a crafter now' })).toBeNull();

    await userEvent.clear(ein);
    await userEvent.type(ein, '12-3456789');
    await userEvent.click(screen.getByRole('button', { name: 'Become a crafter' }));
    await screen.findByRole('heading', { level: 1, name: 'You’re a crafter now' });
    expect(fx.callsTo(APPLY)).toHaveLength(2);
  });

  it('says why an application was refused (409) and keeps the form', async () => {
    const fx = accountService(() => httpError(409, { code: 'crafter_revoked', message: 'Your crafter access was revoked. Contact us to have it restored.' }));
    renderAccount({ url: '/account?apply=crafter', http: fx.http });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Business name' }), 'Ann’s Prints');
    await userEvent.click(screen.getByRole('button', { name: 'Become a crafter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your crafter access was revoked. Contact us to have it restored.');
    expect(screen.getByRole('textbox', { name: 'Business name' })).toHaveValue('Ann’s Prints');
  });

  it('is usable from the keyboard alone: tab to the fields, type, Enter sends', async () => {
    const fx = accountService();
    renderAccount({ url: '/account?apply=crafter', http: fx.http });
    const name = await screen.findByRole('textbox', { name: 'Business name' });
    await userEvent.tab();
    expect(name).toHaveFocus();
    await userEvent.keyboard('Key Prints');
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'EIN (optional)' })).toHaveFocus();
    await userEvent.keyboard('98-7654321{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'You’re a crafter now' });
    expect(sent(fx)).toEqual([{ business_name: 'Key Prints', country: 'US', ein: '98-7654321' }]);
  });

  it('tells a crafter they already are one instead of showing the form', async () => {
    const fx = fixtureHttp({ [ROLES_ROUTE]: crafterRoles });
    renderAccount({ url: '/account?apply=crafter', http: fx.http });
    expect(await screen.findByRole('heading', { level: 1, name: 'You’re already a crafter' })).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'Business name' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to your account' })).toHaveAttribute('href', '/account');
  });

  it('sends a guest to sign in and back to the application', async () => {
    const fx = fixtureHttp({ [ROLES_ROUTE]: httpError(401, { code: 'unauthorized', message: 'Sign in to see your roles.' }) });
    const { navigate } = renderAccount({ url: '/ca/account?apply=crafter', http: fx.http });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/ca/account/sign-in?return_to=%2Fca%2Faccount%3Fapply%3Dcrafter'));
    expect(fx.callsTo(APPLY)).toHaveLength(0);
  });

  it('links the Canadian store’s overview to its own application page', async () => {
    const fx = accountService();
    renderAccount({ url: '/ca/account', http: fx.http });
    expect(await within(await screen.findByRole('region', { name: 'Crafter' })).findByRole('link', { name: 'Become a crafter' })).toHaveAttribute('href', '/ca/account?apply=crafter');
  });
});
