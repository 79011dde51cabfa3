import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '@storefront/http';
import { facets, listing } from '../fixtures/catalog';
import { deferred, fakeHttp, httpError } from '../fixtures/fake-http';
import { goBack, navigatedTo, renderArea, setViewportWidth } from '../fixtures/render-area';

describe('listing screen', () => {
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => vi.unstubAllGlobals());

  it('shows a loader, then title, count and cards built from GET /api/products', async () => {
    const answer = deferred<unknown>();
    const http = fakeHttp(() => answer.promise);
    renderArea({ url: '/t-shirts?sort=newest&utm_source=x', http });
    expect(screen.getByRole('status', { name: 'Loading products' })).toBeInTheDocument();
    expect(http.calls).toEqual([{ path: '/api/products', params: new URLSearchParams('store=us&category=t-shirts&sort=newest') }]);

    await act(async () => answer.resolve(listing({ sort: 'newest' })));
    expect(screen.queryByRole('status', { name: 'Loading products' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'T-Shirts' })).toBeInTheDocument();
    expect(screen.getByText('1,234 products')).toBeInTheDocument();
    expect(screen.queryByText(/Prices in/)).not.toBeInTheDocument();

    const grid = screen.getByRole('list', { name: 'T-Shirts' });
    const cards = within(grid).getAllByRole('article');
    expect(cards).toHaveLength(3);
    // the outline descends one level at a time: page h1, results h2, card titles h3
    const results = screen.getByRole('region', { name: 'Results' });
    expect(within(results).getByRole('heading', { level: 2, name: 'Results' })).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('heading', { level: 3, name: 'Classic Tee' })).toBeInTheDocument();
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Classic Tee' })).toHaveAttribute('href', '/classic-tee.html');
    expect(first.getByText('Gildan')).toBeInTheDocument();
    expect(first.getByText('$12.50')).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Black' })).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'White' })).toBeInTheDocument();
    expect(first.queryByText('Out of stock')).not.toBeInTheDocument();
    expect(within(cards[2]!).getByText('Out of stock')).toBeInTheDocument();
    // the first card's image is the LCP candidate; the rest load lazily
    expect(first.getByRole('img', { name: 'Classic Tee' })).toHaveAttribute('loading', 'eager');
    expect(first.getByRole('img', { name: 'Classic Tee' })).toHaveAttribute('fetchpriority', 'high');
    expect(within(cards[1]!).getByRole('img', { name: 'Heavy Hoodie' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
  });

  it('uses inlined listing data on first mount with no request, then fetches on a location change', async () => {
    const http = fakeHttp(() => listing({ title: 'Hoodies' }));
    const notice = "We couldn't use the page number in this address, so these results leave it out.";
    renderArea({ url: '/t-shirts?page=abc', http, notice, initialData: { kind: 'listing', listing: listing(), query: {} } });
    expect(screen.getByRole('heading', { level: 1, name: 'T-Shirts' })).toBeInTheDocument();
    // the gateway already corrected the query; its notice shows with the inlined results
    expect(screen.getByRole('status')).toHaveTextContent(notice);
    expect(http.calls).toHaveLength(0);
    act(() => goBack('/hoodies'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hoodies' })).toBeInTheDocument();
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
    expect(http.calls.map((c) => c.params.get('category'))).toEqual(['hoodies']);
  });

  it('sorting navigates to the sorted URL, back to page 1, keeping filters', async () => {
    const user = userEvent.setup();
    const { navigate } = renderArea({ url: '/t-shirts?color=black&page=3', http: fakeHttp(() => listing({ page: 3 })) });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    expect(navigate).toHaveBeenCalledWith('/t-shirts?color=black&sort=price_asc');
  });

  it('ignores a sort value the listing does not know', async () => {
    const { navigate } = renderArea({ url: '/t-shirts?color=black', http: fakeHttp(() => listing()) });
    const select = await screen.findByRole('combobox', { name: 'Sort by' });
    const unknown = document.createElement('option');
    unknown.value = 'cheapest';
    select.append(unknown);
    fireEvent.change(select, { target: { value: 'cheapest' } });
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.change(select, { target: { value: 'newest' } });
    expect(navigate).toHaveBeenCalledWith('/t-shirts?color=black&sort=newest');
  });

  it('paging is a labelled nav with previous/next, page links and the current page marked', async () => {
    const user = userEvent.setup();
    const { navigate } = renderArea({ url: '/ca/t-shirts?sort=newest&page=3', http: fakeHttp(() => listing({ page: 3, per_page: 48, total: 480 }, 'CAD')) });
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/ca/t-shirts?sort=newest&page=2');
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/ca/t-shirts?sort=newest&page=4');
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/ca/t-shirts?sort=newest');
    expect(within(nav).getByRole('link', { name: 'Page 10' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Page 6' })).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('link', { name: 'Next page' }));
    expect(navigate).toHaveBeenCalledWith('/ca/t-shirts?sort=newest&page=4');
  });

  it('has no pagination on a single page, and no previous link on the first', async () => {
    renderArea({ url: '/t-shirts', http: fakeHttp(() => listing({ total: 96, per_page: 48 })) });
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(nav).queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toBeInTheDocument();
  });

  it('drops the keys a 400 names, asks again, and says so politely', async () => {
    const http = fakeHttp(({ params }) => {
      if (params.has('price_min') || params.has('cotton_range')) {
        throw httpError(400, { code: 'invalid_request', message: 'Invalid query: price_min must be a number', fieldErrors: { price_min: ['must be a number'], cotton_range: ['must be "min,max" percentages'] } });
      }
      return listing({ page: 2 });
    });
    renderArea({ url: '/t-shirts?price_min=abc&cotton_range=x&sort=newest&page=2', http });
    expect(await screen.findByRole('heading', { level: 1, name: 'T-Shirts' })).toBeInTheDocument();
    expect(http.calls.map((c) => c.params.toString())).toEqual([
      'store=us&category=t-shirts&sort=newest&page=2&price_min=abc&cotton_range=x',
      'store=us&category=t-shirts&sort=newest&page=2',
    ]);
    const notice = screen.getByRole('status', { name: '' });
    expect(notice).toHaveTextContent("We couldn't use the minimum price and cotton percentage in this address");
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // links on the page no longer carry the rejected keys
    expect(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/t-shirts?sort=newest&page=3');
  });

  it('a 400 that names nothing it can drop is an error with retry', async () => {
    const http = fakeHttp(() => {
      throw httpError(400, { code: 'invalid_request', message: 'Invalid query: store must be one of us, ca', fieldErrors: { store: ['must be one of us, ca'] } });
    });
    renderArea({ url: '/t-shirts', http });
    expect(await screen.findByRole('alert')).toHaveTextContent('store must be one of us, ca');
    expect(http.calls).toHaveLength(1);
  });

  it('a 404 for an unknown category shows a not-found view with a link home, not an empty listing', async () => {
    renderArea({ url: '/ca/no-such-thing', http: fakeHttp(() => Promise.reject(httpError(404, { code: 'not_found', message: 'No category no-such-thing' }))) });
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/ca');
    expect(screen.queryByText(/No products match/)).not.toBeInTheDocument();
  });

  it('a network failure shows an error with a retry that loads the listing', async () => {
    const user = userEvent.setup();
    let down = true;
    const http = fakeHttp(() => (down ? Promise.reject(new NetworkError()) : listing()));
    renderArea({ url: '/t-shirts', http });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to connect to server');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'T-Shirts' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(http.calls).toHaveLength(2);
  });

  it('an empty result says so and offers to clear the filters', async () => {
    const user = userEvent.setup();
    const { navigate } = renderArea({ url: '/?search=zebra&color=black&sort=newest', http: fakeHttp(() => listing({ title: 'Results for “zebra”', products: [], total: 0 })) });
    expect(await screen.findByText('No products match “zebra”.')).toBeInTheDocument();
    expect(screen.getByText('0 products')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    expect(navigatedTo(navigate).search).toBe('?search=zebra&sort=newest');
  });

  it('a brand page is titled with the brand name and asks for that brand', async () => {
    const http = fakeHttp(() => listing({ title: 'gildan', facets: facets({ brands: [{ value: 'gildan', label: 'Gildan', count: 70 }] }) }));
    renderArea({ url: '/brands/gildan', http });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gildan' })).toBeInTheDocument();
    expect(http.calls[0]!.params.get('brand')).toBe('gildan');
  });

  it('a brand page lets a signed-in shopper follow the brand and unfollow it', async () => {
    const brandPage = (call: { path: string }) =>
      call.path === '/api/users/followed_brands' ? { brands: [] } : listing({ title: 'gildan', facets: facets({ brands: [{ value: 'gildan', label: 'Gildan', count: 70 }] }) });
    document.cookie = 'name=Ada; path=/';
    const http = fakeHttp(brandPage);
    const user = userEvent.setup();
    const { unmount } = renderArea({ url: '/brands/gildan', http });
    const follow = await screen.findByRole('button', { name: 'Follow Gildan' });
    await waitFor(() => expect(http.calls.some((c) => c.path === '/api/users/followed_brands')).toBe(true));
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    await user.click(follow);
    await waitFor(() => expect(follow).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('status')).toHaveTextContent('You follow Gildan. Find it in your account under Brands you follow.');
    await user.click(follow);
    await waitFor(() => expect(follow).toHaveAttribute('aria-pressed', 'false'));
    expect(http.writes).toEqual([
      { method: 'PUT', path: '/api/users/followed_brands/gildan' },
      { method: 'DELETE', path: '/api/users/followed_brands/gildan' },
    ]);
    unmount();
    document.cookie = 'name=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('a brand page offers a guest the sign-in that comes back to it, and asks nothing of the account', async () => {
    const brandPage = () => listing({ title: 'gildan', facets: facets({ brands: [{ value: 'gildan', label: 'Gildan', count: 70 }] }) });
    const guest = fakeHttp(brandPage);
    renderArea({ url: '/brands/gildan', http: guest });
    expect(await screen.findByRole('link', { name: 'Sign in to follow Gildan' })).toHaveAttribute('href', '/account/sign-in?return_to=%2Fbrands%2Fgildan');
    expect(guest.calls.some((c) => c.path === '/api/users/followed_brands')).toBe(false);
  });

  it('the ca store formats prices and counts for Canada and says the currency', async () => {
    const http = fakeHttp(() => listing({ total: 1234567 }, 'CAD'));
    renderArea({ url: '/ca/t-shirts', http });
    expect(await screen.findByText('1,234,567 products')).toBeInTheDocument();
    expect(screen.getByText(/Prices in CAD/)).toBeInTheDocument();
    expect(http.calls[0]!.params.get('store')).toBe('ca');
    const card = within(screen.getAllByRole('article')[1]!);
    const price = card.getByText('$34.99');
    expect(price).toHaveAttribute('data-currency', 'CAD');
    expect(card.getByRole('link', { name: 'Heavy Hoodie' })).toHaveAttribute('href', '/ca/heavy-hoodie.html');
    expect(screen.getByRole('spinbutton', { name: 'Min price (CAD)' })).toBeInTheDocument();
  });

  it.each([
    ['/ca/t-shirts', 'CAD', 'Colour', 'colours'],
    ['/t-shirts', 'USD', 'Color', 'colors'],
  ] as const)('%s spells colour as its store writes English (facet heading, swatch lists)', async (url, currency, heading, plural) => {
    renderArea({ url, http: fakeHttp(() => listing({}, currency)) });
    const filters = await screen.findByRole('form', { name: 'Product filters' });
    expect(within(filters).getByRole('group', { name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('list', { name: `2 ${plural}` }).length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(heading === 'Colour' ? /\bcolor/i : /\bcolour/i);
  });
});
