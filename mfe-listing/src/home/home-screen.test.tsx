import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BUSINESS_LINES, BUSINESS_LINE_LABELS } from '@storefront/contracts';
import { home } from '../fixtures/catalog';
import { fakeHttp, httpError } from '../fixtures/fake-http';
import { renderArea } from '../fixtures/render-area';

describe('home screen', () => {
  it('renders the five business lines as tiles and the featured products from inlined data', async () => {
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
});
