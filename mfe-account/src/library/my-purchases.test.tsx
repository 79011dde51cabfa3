import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PurchasedAsset } from '@storefront/contracts';
import { StoreProvider } from '@storefront/ui';
import { purchasedAsset } from '@storefront/ui/testing';
import { createAccountApi } from '../api';
import { deferred, fixtureHttp, httpError } from '../fixtures/fixture-http';
import { renderAccount } from '../fixtures/render-account';
import { formatDate } from '../format-date';
import { MyPurchases } from './my-purchases';

const ann = { user: { id: 'u1', email: 'ann@example.com', name: 'Ann' } };
const PURCHASES = 'GET /api/digital-assets/purchases.json';

const sunset = (madeAt = Date.now()) => purchasedAsset({ units_used: 120 }, madeAt);
const tiger = (madeAt = Date.now()) =>
  purchasedAsset(
    {
      order_line_id: '0190a1b2-c3d4-7e5f-8a9b-000000000002',
      order_number: 'R987654321',
      purchased_at: '2026-02-02T12:00:00.000Z',
      product: { slug: 'neon-tiger', title: 'Neon Tiger', url: '/digital-assets/neon-tiger.html', image: { src: '/t.jpg', srcset: '/t.webp 320w', type: 'image/webp', width: 640, height: 640, alt: 'Neon Tiger, the design' } },
      licence: 'extended',
      licence_label: 'Extended licence',
      quantity: 2,
      print_cap: null,
      units_used: 40,
    },
    madeAt,
  );

/** My Library on the account service's fixture, the purchases answered by `purchases` (a value, an Error, or a function). */
function library(purchases: unknown) {
  return fixtureHttp({
    'GET /api/users/current.json': ann,
    'GET /api/users/favorites': { success: true, items: [], monitored_items: [] },
    'GET /api/made/design_projects': { projects: [], limit: 200 },
    'GET /api/made/products': { categories: [] },
    'GET /api/users/dtf_artworks': { artworks: [], limit: 500 },
    [PURCHASES]: purchases,
  });
}

const purchased = () => screen.findByRole('region', { name: /^Purchased/ });

afterEach(() => vi.useRealTimers());

describe('My Library: Purchased (?show=purchased)', () => {
  it('lists each purchase: picture, title to its page, licence, order, date, printed units and its files', async () => {
    const bought = [sunset(), tiger()];
    const fx = library({ purchases: bought });
    renderAccount({ url: '/ca/account/library?show=purchased', http: fx.http });
    expect(await screen.findByRole('button', { name: 'Purchased' })).toHaveAttribute('aria-pressed', 'true');
    const section = await purchased();
    const item = await within(section).findByRole('listitem', { name: 'Retro Sunset' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Purchased (2)' })).toBeInTheDocument();
    expect(within(item).getByRole('img', { name: 'Retro Sunset, the design' })).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Retro Sunset' })).toHaveAttribute('href', '/ca/digital-assets/retro-sunset.html');
    expect(within(item).getByText('Standard licence')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'R123456789' })).toHaveAttribute('href', '/ca/orders/R123456789');
    expect(within(item).getByText(formatDate('2026-03-14T15:30:00.000Z', 'ca'))).toHaveAttribute('datetime', '2026-03-14T15:30:00.000Z');
    expect(within(item).getByText('120 of 500 printed units used')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Download PNG, Retro Sunset, Standard licence, order R123456789' })).toHaveAttribute('href', bought[0]!.downloads[0]!.url);
    expect(within(item).getByRole('link', { name: 'Licence certificate (PDF), Retro Sunset, Standard licence, order R123456789' })).toHaveAttribute('href', bought[0]!.certificate_url);
    const other = within(section).getByRole('listitem', { name: 'Neon Tiger' });
    expect(other).toHaveTextContent('Extended licence × 2');
    expect(within(other).getByText('Unlimited prints')).toBeInTheDocument();
    // the filter shows purchases alone
    expect(screen.queryByRole('region', { name: /^Favorites/ })).toBeNull();
    expect(fx.callsTo(PURCHASES)).toHaveLength(1);
  });

  it('is part of Everything, and its filter keeps the address', async () => {
    const user = userEvent.setup();
    renderAccount({ url: '/account/library', http: library({ purchases: [sunset()] }).http });
    expect(await within(await purchased()).findByRole('listitem', { name: 'Retro Sunset' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Favorites/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Purchased' }));
    expect(window.location.search).toBe('?show=purchased');
  });

  it('shows it is loading until the purchases arrive', async () => {
    const held = deferred<{ purchases: PurchasedAsset[] }>();
    renderAccount({ url: '/account/library?show=purchased', http: library(() => held.promise).http });
    const section = await purchased();
    expect(await within(section).findByRole('status', { name: 'Loading your purchases' })).toBeInTheDocument();
    await act(async () => held.resolve({ purchases: [sunset()] }));
    expect(await within(section).findByRole('listitem', { name: 'Retro Sunset' })).toBeInTheDocument();
  });

  it('says when there are none yet, and where to find some', async () => {
    renderAccount({ url: '/account/library?show=purchased', http: library({ purchases: [] }).http });
    const section = await purchased();
    expect(await within(section).findByText(/No purchases yet/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Browse digital assets' })).toHaveAttribute('href', '/digital-assets');
  });

  it('says a failed load with the reason, and loads them on "Try again"', async () => {
    const user = userEvent.setup();
    let fail = true;
    const fx = library(() => (fail ? httpError(503, { code: 'unavailable', message: 'The downloads are unavailable right now.' }, 'Service Unavailable') : { purchases: [sunset()] }));
    renderAccount({ url: '/account/library?show=purchased', http: fx.http });
    const section = await purchased();
    expect(await within(section).findByRole('alert')).toHaveTextContent(/^Your purchases could not be loaded\./);
    fail = false;
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('listitem', { name: 'Retro Sunset' })).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(fx.callsTo(PURCHASES)).toHaveLength(2);
  });

  it('renews a link pressed after it expired and follows the new one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.parse('2026-03-14T16:00:00.000Z');
    vi.setSystemTime(start);
    let answers = 0;
    const fx = library(() => ({ purchases: [sunset(start + answers++ * 60 * 60_000)] }));
    const open = vi.fn<(url: string) => void>();
    render(
      <StoreProvider store="us">
        <MyPurchases api={createAccountApi(fx.http)} open={open} />
      </StoreProvider>,
    );
    const png = await screen.findByRole('link', { name: 'Download PNG, Retro Sunset, Standard licence, order R123456789' });
    expect(png).toHaveAttribute('href', sunset(start).downloads[0]!.url);
    vi.setSystemTime(start + 16 * 60_000);
    await act(async () => void fireEvent.click(png));
    const fresh = sunset(start + 60 * 60_000).downloads[0]!.url;
    expect(fx.callsTo(PURCHASES)).toHaveLength(2);
    expect(open).toHaveBeenCalledWith(fresh);
    expect(screen.getByRole('link', { name: 'Download PNG, Retro Sunset, Standard licence, order R123456789' })).toHaveAttribute('href', fresh);
  });
});
