import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DtfArtworkSummary } from '@storefront/contracts';
import { STORES } from '@storefront/store-config';
import { ARTWORK_LIMIT, ORDERED_ARTWORK_KEPT, logo, sunset, teamCrest } from '../fixtures/dtf-artworks';
import { deferred, fixtureHttp, httpError } from '../fixtures/fixture-http';
import { ROLES_ROUTE, shopperRoles } from '../fixtures/roles';
import { renderAccount } from '../fixtures/render-account';
import { RECENT_ARTWORKS } from './my-artwork';

const ann = { user: { id: 'u1', email: 'ann@example.com', name: 'Ann' } };
const LIST = 'GET /api/users/dtf_artworks';
const deleteOf = (a: DtfArtworkSummary) => `DELETE /api/users/dtf_artworks/${a.id}`;

/**
 * The account overview's answers, with a design lab that behaves like the service: a DELETE changes
 * what the next GET lists, and an artwork that was ordered ("team crest.svg") is refused with 409.
 */
function library(initial: DtfArtworkSummary[], routes: Record<string, unknown> = {}) {
  let artworks = [...initial];
  return fixtureHttp({
    'GET /api/users/current.json': ann,
    'GET /api/v2/orders.json': { orders: [], page: 1, total_pages: 0 },
    'GET /api/made/design_projects': { projects: [], limit: 200 },
    // the overview's crafter section (crafter/crafter-application.test.tsx covers it)
    [ROLES_ROUTE]: shopperRoles,
    [LIST]: () => ({ artworks, limit: ARTWORK_LIMIT }),
    ...Object.fromEntries(
      initial.map((a) => [
        deleteOf(a),
        a.id === teamCrest.id
          ? httpError(409, { code: 'dtf_artwork_in_use', message: ORDERED_ARTWORK_KEPT }, 'Conflict')
          : () => {
              artworks = artworks.filter((b) => b.id !== a.id);
              return undefined;
            },
      ]),
    ),
    ...routes,
  });
}

const artworkSection = () => screen.getByRole('region', { name: 'My artwork' });
const rowNames = () => within(artworkSection()).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'));

describe('account overview: my artwork', () => {
  it('lists each artwork newest first with its thumbnail, name, pixel size, last change and links to its page (US store)', async () => {
    const fx = library([logo, teamCrest, sunset]);
    renderAccount({ url: '/account', http: fx.http });

    const row = await screen.findByRole('listitem', { name: 'logo.png' });
    expect(within(row).getByRole('img', { name: 'Your artwork logo.png' })).toHaveAttribute('src', `/api/users/dtf_artworks/${logo.id}/file?width=160`);
    expect(within(row).getByText('1,200 × 1,050 px')).toBeInTheDocument();
    expect(within(row).getByText('Mar 4, 2025')).toHaveAttribute('datetime', logo.updated_at);
    expect(within(row).getByText(/^Updated/)).toHaveTextContent('Updated Mar 4, 2025');
    expect(within(row).getByRole('link', { name: 'Open logo.png, updated Mar 4, 2025' })).toHaveAttribute('href', `/design-lab/artwork?id=${logo.id}`);
    // the artwork's page holds the size and Add to cart
    expect(within(row).getByRole('link', { name: 'Order transfers of logo.png, updated Mar 4, 2025' })).toHaveAttribute('href', `/design-lab/artwork?id=${logo.id}`);
    expect(within(row).getByRole('button', { name: 'Delete logo.png, updated Mar 4, 2025' })).toBeEnabled();

    // a file url that already has a query is asked for its thumbnail with &
    const crest = screen.getByRole('listitem', { name: 'team crest.svg' });
    expect(within(crest).getByRole('img', { name: 'Your artwork team crest.svg' })).toHaveAttribute('src', `/api/users/dtf_artworks/${teamCrest.id}/file?version=2&width=160`);
    expect(within(crest).getByText('3,600 × 2,400 px')).toBeInTheDocument();
    expect(within(crest).getByText('Jan 15, 2025')).toBeInTheDocument();

    expect(rowNames()).toEqual(['logo.png', 'team crest.svg', 'sunset.jpg']);
    expect(within(artworkSection()).getByText(`3 of ${ARTWORK_LIMIT} artworks kept`)).toBeInTheDocument();
    expect(fx.callsTo(LIST)).toHaveLength(1);
  });

  it('in the Canadian store, dates are in the Canadian format and the links go to /ca/design-lab', async () => {
    const fx = library([logo]);
    renderAccount({ url: '/ca/account', http: fx.http });
    const row = await screen.findByRole('listitem', { name: 'logo.png' });
    // en-CA's medium date (this ICU spells it as en-US does; older ones wrote "Mar. 4, 2025")
    const day = new Intl.DateTimeFormat(STORES.ca.locale, { dateStyle: 'medium' }).format(new Date(logo.updated_at));
    expect(STORES.ca.locale).toBe('en-CA');
    expect(within(row).getByText(day)).toHaveAttribute('datetime', logo.updated_at);
    expect(within(row).getByRole('link', { name: `Open logo.png, updated ${day}` })).toHaveAttribute('href', `/ca/design-lab/artwork?id=${logo.id}`);
    expect(within(row).getByRole('link', { name: `Order transfers of logo.png, updated ${day}` })).toHaveAttribute('href', `/ca/design-lab/artwork?id=${logo.id}`);
    expect(within(row).getByText('1,200 × 1,050 px')).toBeInTheDocument();
  });

  it('lists the newest change first even when the answer comes in another order', async () => {
    renderAccount({ url: '/account', http: library([sunset, logo, teamCrest]).http });
    await screen.findByRole('listitem', { name: 'logo.png' });
    expect(rowNames()).toEqual(['logo.png', 'team crest.svg', 'sunset.jpg']);
  });

  it('says when there is no artwork yet, and links to the upload page', async () => {
    renderAccount({ url: '/ca/account', http: library([]).http });
    expect(await within(await screen.findByRole('region', { name: 'My artwork' })).findByText(/^No artwork yet/)).toBeInTheDocument();
    expect(within(artworkSection()).getByRole('link', { name: 'Upload artwork' })).toHaveAttribute('href', '/ca/design-lab/transfers');
    expect(within(artworkSection()).queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a loading status while the list is on its way', async () => {
    const answer = deferred<unknown>();
    renderAccount({ url: '/account', http: library([logo], { [LIST]: () => answer.promise }).http });
    expect(await screen.findByRole('status', { name: 'Loading your artwork' })).toBeInTheDocument();
    answer.resolve({ artworks: [logo], limit: ARTWORK_LIMIT });
    expect(await screen.findByRole('listitem', { name: 'logo.png' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading your artwork' })).not.toBeInTheDocument();
  });

  it('a failed load is an alert with a retry, and the rest of the overview stands', async () => {
    const fx = library([logo], { [LIST]: httpError(503, { code: 'unavailable', message: 'The design lab is busy. Try again shortly.' }) });
    renderAccount({ url: '/account', http: fx.http });
    expect(await within(await screen.findByRole('region', { name: 'My artwork' })).findByRole('alert')).toHaveTextContent('The design lab is busy. Try again shortly.');
    expect(screen.getByRole('heading', { level: 1, name: 'Hi, Ann' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'My designs' })).toBeInTheDocument();

    fx.routes[LIST] = { artworks: [logo], limit: ARTWORK_LIMIT };
    await userEvent.click(within(artworkSection()).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'logo.png' })).toBeInTheDocument();
    expect(within(artworkSection()).queryByRole('alert')).not.toBeInTheDocument();
    expect(fx.callsTo(LIST)).toHaveLength(2);
  });

  it('deletes an artwork only after §5’s question; Escape and Cancel send nothing; the dialog holds while the delete runs', async () => {
    const gate = deferred();
    let artworks = [logo, sunset];
    const fx = library(artworks, {
      [LIST]: () => ({ artworks, limit: ARTWORK_LIMIT }),
      [deleteOf(logo)]: async () => {
        await gate.promise;
        artworks = artworks.filter((a) => a.id !== logo.id);
        return undefined;
      },
    });
    renderAccount({ url: '/account', http: fx.http });
    const user = userEvent.setup();
    const del = await screen.findByRole('button', { name: 'Delete logo.png, updated Mar 4, 2025' });

    del.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Delete this artwork?' });
    expect(dialog).toHaveAccessibleDescription(/^Are you sure you want to delete this file\?/);
    expect(dialog).toHaveTextContent('“logo.png” and all its versions will be deleted. This cannot be undone.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(del).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fx.callsTo(deleteOf(logo))).toHaveLength(0);

    await user.click(del);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete artwork' }));
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deleting…' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('listitem', { name: 'logo.png' })).toHaveAttribute('aria-busy', 'true');

    gate.resolve();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'logo.png' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fx.callsTo(deleteOf(logo))).toHaveLength(1);
    expect(within(artworkSection()).getByRole('status')).toHaveTextContent('“logo.png” was deleted.');
    // the row's button is gone: focus lands on the section, not the page's top
    expect(screen.getByRole('heading', { name: 'My artwork' })).toHaveFocus();
    expect(rowNames()).toEqual(['sunset.jpg']);
    expect(within(artworkSection()).getByText(`1 of ${ARTWORK_LIMIT} artworks kept`)).toBeInTheDocument();
  });

  it('an artwork the design lab keeps (409: it was ordered) stays, and the dialog says why', async () => {
    const fx = library([logo, teamCrest]);
    renderAccount({ url: '/account', http: fx.http });
    const user = userEvent.setup();
    const del = await screen.findByRole('button', { name: 'Delete team crest.svg, updated Jan 15, 2025' });
    await user.click(del);
    const dialog = screen.getByRole('dialog', { name: 'Delete this artwork?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete artwork' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ORDERED_ARTWORK_KEPT);
    expect(within(dialog).getByRole('button', { name: 'Delete artwork' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('listitem', { name: 'team crest.svg' })).toHaveAttribute('aria-busy', 'false');
    expect(fx.callsTo(deleteOf(teamCrest))).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(del).toHaveFocus();
    expect(rowNames()).toEqual(['logo.png', 'team crest.svg']);
    expect(within(artworkSection()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an artwork already deleted elsewhere (404) leaves the list; deleting the last shows the empty state', async () => {
    const fx = library([logo], { [deleteOf(logo)]: httpError(404, { code: 'dtf_artwork_not_found', message: 'No such artwork, or it is not yours.' }) });
    renderAccount({ url: '/account', http: fx.http });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Delete logo\.png/ }));
    await user.click(screen.getByRole('button', { name: 'Delete artwork' }));
    expect(await within(artworkSection()).findByText(/^No artwork yet/)).toBeInTheDocument();
    expect(within(artworkSection()).getByRole('status')).toHaveTextContent('“logo.png” was deleted.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it(`shows the ${RECENT_ARTWORKS} most recent, and the rest on request`, async () => {
    const many = Array.from({ length: RECENT_ARTWORKS + 2 }, (_, i) => ({
      ...logo,
      id: `${logo.id.slice(0, -2)}${String(i + 10).padStart(2, '0')}`,
      name: `artwork-${i + 1}.png`,
      updated_at: new Date(Date.UTC(2025, 2, 20 - i, 12)).toISOString(),
    }));
    renderAccount({ url: '/account', http: library(many).http });
    await screen.findByRole('listitem', { name: 'artwork-1.png' });
    expect(rowNames()).toEqual(many.slice(0, RECENT_ARTWORKS).map((a) => a.name));
    await userEvent.click(within(artworkSection()).getByRole('button', { name: `Show all ${RECENT_ARTWORKS + 2} artworks` }));
    expect(rowNames()).toEqual(many.map((a) => a.name));
    expect(within(artworkSection()).queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });

  it('a guest is sent to sign in without their artwork being asked for', async () => {
    const fx = fixtureHttp({ 'GET /api/users/current.json': { user: null } });
    const { navigate } = renderAccount({ url: '/account', http: fx.http });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account/sign-in?return_to=%2Faccount'));
    expect(fx.callsTo(LIST)).toHaveLength(0);
  });
});
