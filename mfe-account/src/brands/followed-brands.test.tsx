import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtureHttp, httpError } from '../fixtures/fixture-http';
import { ROLES_ROUTE, shopperRoles } from '../fixtures/roles';
import { renderAccount } from '../fixtures/render-account';

const ann = { user: { id: 'u1', email: 'ann@example.com', name: 'Ann' } };
const gildan = { slug: 'gildan', name: 'Gildan', followed_at: '2026-11-27T10:00:00.000Z' };
const bella = { slug: 'bella-canvas', name: 'Bella+Canvas', followed_at: '2026-11-26T10:00:00.000Z' };

function overview(routes: Record<string, unknown>) {
  return fixtureHttp({
    'GET /api/users/current.json': ann,
    'GET /api/v2/orders.json': { orders: [], page: 1, total_pages: 0 },
    'GET /api/made/design_projects': { projects: [], limit: 200 },
    'GET /api/users/dtf_artworks': { artworks: [], limit: 500 },
    [ROLES_ROUTE]: shopperRoles,
    ...routes,
  });
}

describe('brands you follow', () => {
  it('lists the followed brands with their pages, and unfollows one', async () => {
    const fx = overview({ 'GET /api/users/followed_brands': { brands: [gildan, bella] }, 'DELETE /api/users/followed_brands/gildan': { success: true } });
    renderAccount({ url: '/ca/account', http: fx.http });
    const section = within(await screen.findByRole('region', { name: 'Brands you follow' }));
    expect(await section.findByRole('link', { name: 'Gildan' })).toHaveAttribute('href', '/ca/brands/gildan');
    expect(section.getByRole('link', { name: 'Bella+Canvas' })).toHaveAttribute('href', '/ca/brands/bella-canvas');
    await userEvent.click(section.getByRole('button', { name: 'Unfollow Gildan' }));
    expect(await section.findByText('You no longer follow Gildan.')).toBeInTheDocument();
    expect(section.queryByRole('link', { name: 'Gildan' })).not.toBeInTheDocument();
    expect(fx.callsTo('DELETE /api/users/followed_brands/gildan')).toHaveLength(1);
  });

  it('says how to follow one when there are none, and why an unfollow failed', async () => {
    const none = overview({ 'GET /api/users/followed_brands': { brands: [] } });
    const first = renderAccount({ url: '/account', http: none.http });
    expect(await screen.findByText('You do not follow any brand yet. Press Follow on a brand’s page to keep it here.')).toBeInTheDocument();
    first.unmount();

    const fx = overview({
      'GET /api/users/followed_brands': { brands: [gildan] },
      'DELETE /api/users/followed_brands/gildan': httpError(404, { code: 'brand_not_found', message: 'There is no brand "gildan" in the catalog.' }),
    });
    renderAccount({ url: '/account', http: fx.http });
    const section = within(await screen.findByRole('region', { name: 'Brands you follow' }));
    await userEvent.click(await section.findByRole('button', { name: 'Unfollow Gildan' }));
    expect(await section.findByText('There is no brand "gildan" in the catalog.')).toBeInTheDocument();
  });
});
