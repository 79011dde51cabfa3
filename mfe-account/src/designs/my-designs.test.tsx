import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProjectSummary } from '@storefront/contracts';
import { UNREADABLE_ANSWER } from '@storefront/http';
import { coffeeClub, madeProducts, oldHoodie, summerRun } from '../fixtures/design-projects';
import { fixtureHttp, httpError } from '../fixtures/fixture-http';
import { ROLES_ROUTE, shopperRoles } from '../fixtures/roles';
import { renderAccount } from '../fixtures/render-account';
import { RECENT_DESIGNS } from './my-designs';

const ann = { user: { id: 'u1', email: 'ann@example.com', name: 'Ann' } };
const LIST = 'GET /api/made/design_projects';
const PRODUCTS = 'GET /api/made/products';
const deleteOf = (p: ProjectSummary) => `DELETE /api/made/design_projects/${p.id}`;

/** The account overview's answers, with a design lab that behaves like the service: a DELETE changes what the next GET lists. */
function designLab(initial: ProjectSummary[], routes: Record<string, unknown> = {}) {
  let projects = [...initial];
  const fx = fixtureHttp({
    'GET /api/users/current.json': ann,
    'GET /api/v2/orders.json': { orders: [], page: 1, total_pages: 0 },
    [LIST]: () => ({ projects, limit: 200 }),
    [PRODUCTS]: madeProducts,
    // the overview's "My artwork" (artwork/my-artwork.test.tsx covers it)
    'GET /api/users/dtf_artworks': { artworks: [], limit: 500 },
    // the overview's crafter section (crafter/crafter-application.test.tsx covers it)
    [ROLES_ROUTE]: shopperRoles,
    ...Object.fromEntries(
      initial.map((p) => [
        deleteOf(p),
        () => {
          projects = projects.filter((q) => q.id !== p.id);
          return undefined;
        },
      ]),
    ),
    ...routes,
  });
  return fx;
}

const designsSection = () => screen.getByRole('region', { name: 'My designs' });

describe('account overview: my designs', () => {
  it('lists each saved design with its preview, name, product, last save and a link back into the design lab (US store)', async () => {
    const fx = designLab([summerRun, coffeeClub, oldHoodie]);
    renderAccount({ url: '/account', http: fx.http });

    const row = await screen.findByRole('listitem', { name: 'Summer run' });
    expect(within(row).getByRole('img', { name: 'Preview of your design Summer run' })).toHaveAttribute(
      'src',
      `/api/made/design_projects/${summerRun.id}/preview/front.webp?width=160`,
    );
    expect(within(row).getByText('Classic Tee')).toBeInTheDocument();
    expect(within(row).getByText('Mar 4, 2025')).toHaveAttribute('datetime', summerRun.updated_at);
    expect(within(row).getByRole('link', { name: 'Open Summer run, edited Mar 4, 2025' })).toHaveAttribute(
      'href',
      `/design-lab?product=classic-tee&color=12&project=${summerRun.id}`,
    );
    expect(within(row).getByRole('button', { name: 'Delete Summer run, edited Mar 4, 2025' })).toBeEnabled();

    // a mug has no front: its one print area is drawn instead
    const mug = screen.getByRole('listitem', { name: 'Coffee club' });
    expect(within(mug).getByRole('img', { name: 'Preview of your design Coffee club' })).toHaveAttribute(
      'src',
      `/api/made/design_projects/${coffeeClub.id}/preview/main.webp?width=160`,
    );
    expect(within(mug).getByText('Club Mug')).toBeInTheDocument();
    expect(within(mug).getByText('Jan 15, 2025')).toBeInTheDocument();

    // a product the store no longer lists is named by its slug, and drawn from the front
    const hoodie = screen.getByRole('listitem', { name: 'Old hoodie' });
    expect(within(hoodie).getByText('Retired hoodie')).toBeInTheDocument();
    expect(within(hoodie).getByRole('img')).toHaveAttribute('src', `/api/made/design_projects/${oldHoodie.id}/preview/front.webp?width=160`);

    // in the service's order (most recently saved first)
    expect(within(designsSection()).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['Summer run', 'Coffee club', 'Old hoodie']);
    expect(within(designsSection()).getByText('3 of 200 designs saved')).toBeInTheDocument();
    expect(fx.callsTo(PRODUCTS)[0]?.query).toEqual({ store: 'us' });
  });

  it('in the Canadian store, links into /ca/design-lab and names products from the Canadian list', async () => {
    const fx = designLab([summerRun]);
    renderAccount({ url: '/ca/account', http: fx.http });
    const row = await screen.findByRole('listitem', { name: 'Summer run' });
    expect(within(row).getByRole('link', { name: 'Open Summer run, edited Mar 4, 2025' })).toHaveAttribute(
      'href',
      `/ca/design-lab?product=classic-tee&color=12&project=${summerRun.id}`,
    );
    expect(within(row).getByText('Mar 4, 2025')).toBeInTheDocument();
    expect(within(row).getByText('Classic Tee')).toBeInTheDocument();
    expect(fx.callsTo(PRODUCTS)[0]?.query).toEqual({ store: 'ca' });
  });

  it('says when there are no saved designs, and offers the design lab, without asking for product titles', async () => {
    const fx = designLab([]);
    renderAccount({ url: '/ca/account', http: fx.http });
    expect(await screen.findByText(/You have no saved designs yet/)).toBeInTheDocument();
    expect(within(designsSection()).getByRole('link', { name: 'Start a design' })).toHaveAttribute('href', '/ca/design-lab/start');
    expect(within(designsSection()).queryByRole('list')).not.toBeInTheDocument();
    expect(fx.callsTo(PRODUCTS)).toHaveLength(0);
  });

  it('shows a loading status while the list is on its way', async () => {
    let release: (v: unknown) => void = () => {};
    const fx = designLab([summerRun], { [LIST]: () => new Promise((resolve) => (release = resolve)) });
    renderAccount({ url: '/account', http: fx.http });
    expect(await screen.findByRole('status', { name: 'Loading your designs' })).toBeInTheDocument();
    release({ projects: [summerRun], limit: 200 });
    expect(await screen.findByRole('listitem', { name: 'Summer run' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading your designs' })).not.toBeInTheDocument();
  });

  it('deletes a design only after confirming, from the keyboard; Escape and "Keep it" send nothing', async () => {
    const fx = designLab([summerRun, coffeeClub]);
    renderAccount({ url: '/account', http: fx.http });
    const user = userEvent.setup();
    const del = await screen.findByRole('button', { name: 'Delete Summer run, edited Mar 4, 2025' });

    del.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Delete this design?' })).toHaveTextContent('“Summer run” (Classic Tee) will be deleted from your account.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(del).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fx.callsTo(deleteOf(summerRun))).toHaveLength(0);

    del.focus();
    await user.keyboard('{Enter}');
    const confirm = within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete design' });
    confirm.focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Summer run' })).not.toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: 'Coffee club' })).toBeInTheDocument();
    expect(fx.callsTo(deleteOf(summerRun))).toHaveLength(1);
    expect(within(designsSection()).getByRole('status')).toHaveTextContent('“Summer run” was deleted.');
    // the row's button is gone: focus lands on the section, not the page's top
    expect(screen.getByRole('heading', { name: 'My designs' })).toHaveFocus();
    expect(within(designsSection()).getByText('1 of 200 designs saved')).toBeInTheDocument();
  });

  it('deleting the last design shows the empty state', async () => {
    const fx = designLab([summerRun]);
    renderAccount({ url: '/account', http: fx.http });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Delete Summer run/ }));
    await user.click(screen.getByRole('button', { name: 'Delete design' }));
    expect(await screen.findByText(/You have no saved designs yet/)).toBeInTheDocument();
    expect(within(designsSection()).getByRole('status')).toHaveTextContent('“Summer run” was deleted.');
  });

  it('a failed delete keeps the design and says why', async () => {
    const fx = designLab([summerRun], { [deleteOf(summerRun)]: httpError(403, { code: 'forbidden', message: 'Invalid anti-forgery token' }) });
    renderAccount({ url: '/account', http: fx.http });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Delete Summer run/ }));
    await user.click(screen.getByRole('button', { name: 'Delete design' }));
    expect(await within(designsSection()).findByRole('alert')).toHaveTextContent('“Summer run” was not deleted: Invalid anti-forgery token');
    expect(screen.getByRole('listitem', { name: 'Summer run' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Delete Summer run/ })).toBeEnabled();
    expect(fx.callsTo(deleteOf(summerRun))).toHaveLength(1);
  });

  it('a design already deleted elsewhere (404) leaves the list', async () => {
    const fx = designLab([summerRun], { [deleteOf(summerRun)]: httpError(404, { code: 'not_found', message: 'Design project not found' }) });
    renderAccount({ url: '/account', http: fx.http });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Delete Summer run/ }));
    await user.click(screen.getByRole('button', { name: 'Delete design' }));
    expect(await screen.findByText(/You have no saved designs yet/)).toBeInTheDocument();
    expect(within(designsSection()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an answer it cannot read is an alert with a retry, and the rest of the overview stands', async () => {
    const fx = designLab([summerRun], { [LIST]: { projects: [{ id: summerRun.id, name: 7 }], limit: 200 } });
    renderAccount({ url: '/account', http: fx.http });
    expect(await within(await screen.findByRole('region', { name: 'My designs' })).findByRole('alert')).toHaveTextContent(UNREADABLE_ANSWER);
    expect(screen.getByRole('heading', { level: 1, name: 'Hi, Ann' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();

    fx.routes[LIST] = { projects: [summerRun], limit: 200 };
    await userEvent.click(within(designsSection()).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Summer run' })).toBeInTheDocument();
    expect(within(designsSection()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('without product titles (their request failed) the designs still list, named by slug', async () => {
    const fx = designLab([summerRun], { [PRODUCTS]: httpError(503, { code: 'unavailable', message: 'Try again shortly' }) });
    renderAccount({ url: '/account', http: fx.http });
    const row = await screen.findByRole('listitem', { name: 'Summer run' });
    expect(within(row).getByText('Classic tee')).toBeInTheDocument();
    expect(within(designsSection()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it(`shows the ${RECENT_DESIGNS} most recent, and the rest on request`, async () => {
    const many = Array.from({ length: RECENT_DESIGNS + 2 }, (_, i) => ({ ...summerRun, id: `${summerRun.id.slice(0, -2)}${String(i).padStart(2, '0')}`, name: `Design ${i + 1}` }));
    renderAccount({ url: '/account', http: designLab(many).http });
    await screen.findByRole('listitem', { name: 'Design 1' });
    expect(within(designsSection()).getAllByRole('listitem')).toHaveLength(RECENT_DESIGNS);
    await userEvent.click(screen.getByRole('button', { name: `Show all ${RECENT_DESIGNS + 2} designs` }));
    expect(within(designsSection()).getAllByRole('listitem')).toHaveLength(RECENT_DESIGNS + 2);
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });

  it('a guest is sent to sign in without their designs being asked for', async () => {
    const fx = fixtureHttp({ 'GET /api/users/current.json': { user: null } });
    const { navigate } = renderAccount({ url: '/account', http: fx.http });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account/sign-in?return_to=%2Faccount'));
    expect(fx.callsTo(LIST)).toHaveLength(0);
  });
});
