import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageData } from '@storefront/contracts';
import { madeProductsRequest } from '@storefront/routing';
import type { StoreCode } from '@storefront/store-config';
import { StoreProvider } from '@storefront/ui';
import { httpClientFrom } from '@storefront/ui/testing';
import { createDesignLabApi } from '../api';
import { startCategory } from '../fixtures/made-products';
import { StartScreen } from './start-screen';
import type { MadeCategorySlug } from './made-categories';

/** The design-lab service's start list behind an in-test HttpClient, recording what was asked. */
function startServer() {
  const asked: Record<string, string>[] = [];
  const http = httpClientFrom(async (method, path, _body, opts) => {
    if (method !== 'GET' || path !== '/api/made/products') throw new Error(`unexpected ${method} ${path}`);
    const params = opts?.searchParams as Record<string, string>;
    asked.push(params);
    return { categories: startCategory(params.store as StoreCode, params.category!) };
  });
  return { api: createDesignLabApi(http), asked };
}

const renderStart = (store: StoreCode, category: MadeCategorySlug = 'tees') => {
  const server = startServer();
  render(
    <StoreProvider store={store}>
      <StartScreen api={server.api} category={category} />
    </StoreProvider>,
  );
  return server;
};

describe('StartScreen', () => {
  it('lists one category’s made products with picture, colours and a "from" price in dollars', async () => {
    const { asked } = renderStart('us');
    const grid = await screen.findByRole('list', { name: 'T-shirts & tanks' });
    const cards = within(grid).getAllByRole('listitem', { name: /Tee/ });
    expect(cards).toHaveLength(2);
    const first = within(grid).getByRole('listitem', { name: 'Classic Tee' });
    expect(first).toHaveTextContent('From $12.99');
    expect(within(first).getByRole('img', { name: 'Classic Tee', hidden: true })).toHaveAttribute('src', '/images/garments/Classic Tee.webp');
    expect(within(first).getByRole('link', { name: 'Classic Tee' })).toHaveAttribute('href', '/design-lab?product=tees-1&color=101');
    expect(within(first).getByRole('link', { name: 'Design Classic Tee in Heather Grey' })).toHaveAttribute('href', '/design-lab?product=tees-1&color=201');
    // one category at a time: the whole list is never asked for
    expect(asked).toEqual([{ store: 'us', category: 'tees' }]);
  });

  it('prices in Canadian dollars, with links under /ca, in the Canadian store', async () => {
    const { asked } = renderStart('ca', 'hats');
    const grid = await screen.findByRole('list', { name: 'Hats' });
    const cap = within(grid).getByRole('listitem', { name: 'Trucker Cap' });
    expect(cap).toHaveTextContent('From $16.99');
    expect(within(cap).getByRole('link', { name: 'Trucker Cap' })).toHaveAttribute('href', '/ca/design-lab?product=hats-1&color=101');
    expect(asked).toEqual([{ store: 'ca', category: 'hats' }]);
  });

  it('offers every category as a link, marking the one shown', async () => {
    renderStart('us', 'hats');
    const nav = screen.getByRole('navigation', { name: 'Made product categories' });
    expect(within(nav).getAllByRole('link')).toHaveLength(6);
    expect(within(nav).getByRole('link', { name: 'Hats' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Polos' })).toHaveAttribute('href', '/design-lab/start?category=polos');
    await screen.findByRole('list', { name: 'Hats' });
  });

  it('renders the answer the gateway inlined for this store and category at once, without asking again', () => {
    const server = startServer();
    const pageData = { data: { kind: 'area', request: madeProductsRequest('us', 'tees'), body: { categories: startCategory('us', 'tees') } } } as unknown as PageData;
    render(
      <StoreProvider store="us">
        <StartScreen api={server.api} category="tees" pageData={pageData} />
      </StoreProvider>,
    );
    // synchronously there: this is what the server renders
    expect(within(screen.getByRole('list', { name: 'T-shirts & tanks' })).getByRole('listitem', { name: 'Classic Tee' })).toHaveTextContent('From $12.99');
    expect(server.asked).toEqual([]);
  });

  it('ignores an inlined answer for another category or store and fetches its own', async () => {
    const server = startServer();
    const pageData = { data: { kind: 'area', request: madeProductsRequest('ca', 'tees'), body: { categories: startCategory('ca', 'tees') } } } as unknown as PageData;
    render(
      <StoreProvider store="us">
        <StartScreen api={server.api} category="tees" pageData={pageData} />
      </StoreProvider>,
    );
    await screen.findByRole('list', { name: 'T-shirts & tanks' });
    expect(server.asked).toEqual([{ store: 'us', category: 'tees' }]);
  });

  it('shows an unreadable answer as a failure with a retry, not a broken grid', async () => {
    const http = httpClientFrom(async () => ({ categories: [{ slug: 'tees', name: 'Tees', products: [{ slug: 'x' }] }] }));
    render(<StartScreen api={createDesignLabApi(http)} category="tees" />);
    expect(await screen.findByText('The server sent an answer we could not read')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
