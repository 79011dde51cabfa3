import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreProvider } from '@storefront/ui';
import { createCartApi } from '../api';
import { placeOrder } from '../fixtures/cart-harness';
import { NEON_TIGER, RETRO_SUNSET } from '../fixtures/digital-asset';
import { TEE, fakeShop, type FakeShopOptions } from '../fixtures/fake-shop';
import { deferred, httpError } from '../fixtures/fixture-http';
import { renderArea } from '../fixtures/render-area';
import { YourDownloads } from './your-downloads';

const ASSETS: FakeShopOptions = {
  lines: [
    { asset: RETRO_SUNSET, licence: 'standard', quantity: 1 },
    { asset: NEON_TIGER, licence: 'extended', quantity: 2 },
  ],
};

/** An order of `options` placed on a fake shop, and its thank-you page opened. */
async function thankYou(options: FakeShopOptions, prefix = '') {
  const shop = fakeShop(options);
  const number = await placeOrder(shop);
  renderArea({ url: `${prefix}/checkout/thank-you/${number}`, http: shop.http });
  return { shop, number, user: userEvent.setup() };
}

const purchasesCalls = (shop: ReturnType<typeof fakeShop>) => shop.callsTo('GET', /^\/api\/digital-assets\/purchases\.json$/);

afterEach(() => vi.useRealTimers());

describe('"Your downloads" on the thank-you page', () => {
  it('lists each asset of the order with its picture, licence, a download per format and the certificate, and points to My Library', async () => {
    const { shop, number } = await thankYou(ASSETS);
    const section = await screen.findByRole('region', { name: 'Your downloads' });
    const sunset = await within(section).findByRole('listitem', { name: 'Retro Sunset' });
    expect(purchasesCalls(shop).map((c) => c.params)).toEqual([{ order_number: number }]);
    expect(within(sunset).getByRole('img')).toHaveAttribute('src', '/images/retro-sunset.jpg');
    expect(within(sunset).getByText('Standard licence')).toBeInTheDocument();
    expect(within(sunset).getByRole('link', { name: 'Download PNG, Retro Sunset, Standard licence' })).toHaveAttribute('href', '/api/digital-assets/downloads/line-1-png-v1');
    expect(within(sunset).getByRole('link', { name: 'Download SVG, Retro Sunset, Standard licence' })).toBeInTheDocument();
    expect(within(sunset).getByRole('link', { name: 'Licence certificate (PDF), Retro Sunset, Standard licence' })).toHaveAttribute(
      'href',
      '/api/digital-assets/licences/line-1/certificate.pdf',
    );
    expect(within(section).getByRole('listitem', { name: 'Neon Tiger' })).toHaveTextContent('Extended licence × 2');
    expect(within(section).getByRole('link', { name: 'Your purchases in My Library' })).toHaveAttribute('href', '/account/library?show=purchased');
  });

  it('links to the Canadian store’s My Library from a Canadian order', async () => {
    await thankYou({ ...ASSETS, store: 'ca' }, '/ca');
    const section = await screen.findByRole('region', { name: 'Your downloads' });
    expect(within(section).getByRole('link', { name: 'Your purchases in My Library' })).toHaveAttribute('href', '/ca/account/library?show=purchased');
  });

  it('is not there, and nothing is asked, for an order without digital assets', async () => {
    const { shop } = await thankYou({ lines: [{ product: TEE, quantity: 1 }] });
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' });
    expect(screen.queryByRole('region', { name: 'Your downloads' })).toBeNull();
    expect(purchasesCalls(shop)).toEqual([]);
  });

  it('shows it is loading until the purchases arrive', async () => {
    const shop = fakeShop(ASSETS);
    const number = await placeOrder(shop);
    const held = deferred<void>();
    shop.once('GET', /purchases\.json$/, async (req) => {
      await held.promise;
      return shop.serve(req);
    });
    renderArea({ url: `/checkout/thank-you/${number}`, http: shop.http });
    const section = await screen.findByRole('region', { name: 'Your downloads' });
    expect(within(section).getByRole('status', { name: 'Loading your downloads' })).toBeInTheDocument();
    expect(section).toHaveAttribute('aria-busy', 'true');
    await act(async () => held.resolve());
    expect(await within(section).findByRole('listitem', { name: 'Retro Sunset' })).toBeInTheDocument();
    expect(section).toHaveAttribute('aria-busy', 'false');
  });

  it('says a failed load briefly, with a retry that loads them, and My Library as the other way', async () => {
    const shop = fakeShop(ASSETS);
    const number = await placeOrder(shop);
    shop.once('GET', /purchases\.json$/, () => {
      throw httpError(503, { code: 'unavailable', message: 'The downloads are unavailable right now.' }, 'Service Unavailable');
    });
    renderArea({ url: `/checkout/thank-you/${number}`, http: shop.http });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Your downloads' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(/^We could not load your downloads\./);
    expect(within(section).getByRole('link', { name: 'Find your downloads in My Library' })).toHaveAttribute('href', '/account/library?show=purchased');
    // the order itself is still shown
    expect(screen.getByRole('list', { name: 'Items in your order' })).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('listitem', { name: 'Retro Sunset' })).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(purchasesCalls(shop)).toHaveLength(2);
  });

  it('asks a guest to sign in or sign up and come back, since the files are kept with an account', async () => {
    const shop = fakeShop({ ...ASSETS, store: 'ca' });
    const number = await placeOrder(shop);
    shop.once('GET', /purchases\.json$/, () => {
      throw httpError(401, { code: 'sign_in_required', message: 'Sign in to see your purchases.' }, 'Unauthorized');
    });
    renderArea({ url: `/ca/checkout/thank-you/${number}`, http: shop.http });
    const section = await screen.findByRole('region', { name: 'Your downloads' });
    expect(await within(section).findByText(/Sign in or create an account to download your files/)).toBeInTheDocument();
    const back = encodeURIComponent(`/ca/checkout/thank-you/${number}`);
    expect(within(section).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/ca/account/sign-in?return_to=${back}`);
    expect(within(section).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', `/ca/account/sign-up?return_to=${back}`);
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(within(section).queryByRole('link', { name: /My Library/ })).toBeNull();
  });

  it('says the files are on their way when the service has none yet, and checks again on request', async () => {
    const shop = fakeShop(ASSETS);
    const number = await placeOrder(shop);
    shop.once('GET', /purchases\.json$/, () => ({ purchases: [] }));
    renderArea({ url: `/checkout/thank-you/${number}`, http: shop.http });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Your downloads' });
    expect(await within(section).findByText(/Your files are being prepared/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Check again' }));
    expect(await within(section).findByRole('listitem', { name: 'Neon Tiger' })).toBeInTheDocument();
  });
});

describe('YourDownloads after the page stayed open', () => {
  it('fetches fresh links when an expired one is pressed, and follows the new one', async () => {
    // only the clock is faked: links are made "now" and pressed 16 minutes later
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-03-14T16:00:00.000Z'));
    const shop = fakeShop(ASSETS);
    const number = await placeOrder(shop);
    const open = vi.fn<(url: string) => void>();
    render(
      <StoreProvider store="us">
        <YourDownloads api={createCartApi(shop.http)} orderNumber={number} open={open} />
      </StoreProvider>,
    );
    const png = await screen.findByRole('link', { name: 'Download PNG, Retro Sunset, Standard licence' });
    expect(png).toHaveAttribute('href', '/api/digital-assets/downloads/line-1-png-v1');
    vi.setSystemTime(Date.parse('2026-03-14T16:16:00.000Z'));
    await act(async () => void fireEvent.click(png));
    expect(purchasesCalls(shop)).toHaveLength(2);
    expect(open).toHaveBeenCalledWith('/api/digital-assets/downloads/line-1-png-v2');
    // the list now holds the fresh links
    expect(screen.getByRole('link', { name: 'Download PNG, Retro Sunset, Standard licence' })).toHaveAttribute('href', '/api/digital-assets/downloads/line-1-png-v2');
  });
});
