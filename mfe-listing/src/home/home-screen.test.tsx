import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BUSINESS_LINES, BUSINESS_LINE_LABELS, type HomePromotion } from '@storefront/contracts';
import { hourText, PRODUCTION_DAYS, STOCK_CUTOFFS } from '@storefront/delivery';
import { formatMoney, STORES } from '@storefront/store-config';
import { home } from '../fixtures/catalog';
import { fakeHttp, httpError } from '../fixtures/fake-http';
import { renderArea } from '../fixtures/render-area';

describe('home screen', () => {
  it('renders every business line as a tile and the featured products from inlined data', async () => {
    const user = userEvent.setup();
    const http = fakeHttp(() => home());
    const { navigate } = renderArea({ url: '/', http, initialData: { kind: 'home', home: home() } });
    expect(http.calls).toHaveLength(0);

    const lines = screen.getByRole('region', { name: 'Shop by line' });
    const tiles = within(lines).getAllByRole('link');
    expect(tiles.map((t) => t.textContent)).toEqual(BUSINESS_LINES.map((l, i) => `${BUSINESS_LINE_LABELS[l]}${(1000 + i).toLocaleString('en-US')} products`));
    expect(within(lines).getByRole('link', { name: /^Stickers/ })).toHaveAttribute('href', '/?line=stickers&category=stickers');

    const featured = screen.getByRole('region', { name: 'Featured products' });
    expect(within(featured).getAllByRole('article')).toHaveLength(2);
    expect(within(featured).getByRole('link', { name: 'Die-cut Sticker' })).toHaveAttribute('href', '/die-cut-sticker.html');
    // the first tile is the LCP image; featured cards below it load lazily
    expect(lines.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    expect(within(featured).getByRole('img', { name: 'Classic Tee' })).toHaveAttribute('loading', 'lazy');

    await user.click(within(lines).getByRole('link', { name: /^Transfers/ }));
    expect(navigate).toHaveBeenCalledWith('/?line=transfers&category=transfers');
  });

  it('fetches GET /api/home for its store when nothing was inlined, with store-prefixed links', async () => {
    const http = fakeHttp(() => home('CAD'));
    renderArea({ url: '/ca', http });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    const lines = await screen.findByRole('region', { name: 'Shop by line' });
    expect(http.calls).toEqual([{ path: '/api/home', params: new URLSearchParams('store=ca') }]);
    expect(within(lines).getByRole('link', { name: /^Blanks/ })).toHaveAttribute('href', '/ca?line=blanks&category=blanks');
    const featured = screen.getByRole('region', { name: 'Featured products' });
    expect(within(featured).getByRole('link', { name: 'Classic Tee' })).toHaveAttribute('href', '/ca/classic-tee.html');
    expect(within(featured).getAllByText('$12.50')[0]).toHaveAttribute('data-currency', 'CAD');
  });

  it('a failed home load shows an error with retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    const http = fakeHttp(() => {
      if (fail) throw httpError(500, { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' }, 'Internal Server Error');
      return home();
    });
    renderArea({ url: '/', http });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Shop by line' })).toBeInTheDocument();
  });

  describe('hero', () => {
    const welcome: HomePromotion = { code: 'WELCOME10', kind: 'percent', percent_off: 10, amount_off: null, min_subtotal: null, expires_at: null, once_per_customer: true };
    const save: HomePromotion = { code: 'SAVE10', kind: 'fixed', percent_off: null, amount_off: { amount: 1000, currency: 'USD' }, min_subtotal: { amount: 5000, currency: 'USD' }, expires_at: null, once_per_customer: false };

    it('states what the store does and its promises from the constants, with calls to action into the lines', () => {
      renderArea({ url: '/', http: fakeHttp(() => home()), initialData: { kind: 'home', home: home('USD', [welcome, save]) } });
      const hero = screen.getByRole('region', { name: 'Custom printing and blank apparel, shipped fast' });
      expect(within(hero).getByRole('heading', { level: 1 })).toBeInTheDocument();
      const promises = within(hero).getByRole('list', { name: 'Our promises' });
      expect(promises).toHaveTextContent(`Free standard shipping on orders of ${formatMoney(STORES.us.freeShippingFrom, 'us')} or more`);
      expect(promises).toHaveTextContent(`ordered by ${hourText(STOCK_CUTOFFS.blanks.standard.hour)}`);
      expect(promises).toHaveTextContent(`after ${PRODUCTION_DAYS.made} business day`);
      expect(within(hero).getByRole('link', { name: 'Shop blanks' })).toHaveAttribute('href', '/?line=blanks&category=blanks');
      expect(within(hero).getByRole('link', { name: 'Shop custom transfers' })).toHaveAttribute('href', '/?line=transfers&category=transfers');
    });

    it('lists the live promotions it was given, each with its code, and nothing when there are none', () => {
      const { unmount } = renderArea({ url: '/', http: fakeHttp(() => home()), initialData: { kind: 'home', home: home('USD', [welcome, save]) } });
      const deals = screen.getByRole('region', { name: 'Current promotions' });
      expect(within(deals).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
        '10% off any order · once per customerCode WELCOME10',
        '$10.00 off orders of $50.00 or moreCode SAVE10',
      ]);
      unmount();
      renderArea({ url: '/', http: fakeHttp(() => home()), initialData: { kind: 'home', home: home() } });
      expect(screen.queryByRole('region', { name: 'Current promotions' })).not.toBeInTheDocument();
    });

    it('in Canada: CAD threshold and /ca links', () => {
      const canada15: HomePromotion = { ...welcome, code: 'CANADA15', percent_off: 15, once_per_customer: false };
      renderArea({ url: '/ca', http: fakeHttp(() => home('CAD')), initialData: { kind: 'home', home: home('CAD', [canada15]) } });
      const hero = screen.getByRole('region', { name: 'Custom printing and blank apparel, shipped fast' });
      expect(within(hero).getByRole('list', { name: 'Our promises' })).toHaveTextContent(formatMoney(STORES.ca.freeShippingFrom, 'ca', { showCode: true }).replace(/\s/g, ' '));
      expect(within(hero).getByRole('link', { name: 'Shop blanks' })).toHaveAttribute('href', '/ca?line=blanks&category=blanks');
      expect(within(hero).getByText('15% off any order')).toBeInTheDocument();
    });
  });
});
