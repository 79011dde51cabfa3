import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrandPage } from '@storefront/contracts';
import { listingRequest } from '@storefront/contracts';
import { recognize } from '@storefront/routing';
import { card, facets, listing } from '../fixtures/catalog';
import { fakeHttp, httpError } from '../fixtures/fake-http';
import { renderArea, setViewportWidth } from '../fixtures/render-area';

const gildanListing = () => listing({ title: 'gildan', facets: facets({ brands: [{ value: 'gildan', label: 'Gildan', count: 70 }] }) });

function brandPage(over: Partial<BrandPage> = {}): BrandPage {
  return {
    brand: { slug: 'gildan', name: 'Gildan' },
    store: 'us',
    headline: 'Heavyweight basics since 1984',
    story_html: '<p>Made for <strong>printing</strong>. See <a href="/shipping">shipping</a>.</p>',
    featured: [card({ title: 'Heavy Blend Hoodie', slug: 'gildan-heavy-blend-hoodie' }), card({ title: 'Heavy Cotton Tee', slug: 'gildan-heavy-cotton-tee' })],
    published_at: '2026-11-28T10:00:00.000Z',
    ...over,
  };
}

/** The listing data the gateway inlines on a brand's page, with its published page or without. */
function served(url: string, page?: BrandPage) {
  const u = new URL(url, 'http://shop.test');
  const route = recognize(u.pathname, u.search);
  const query = listingRequest(route.params, u.search, 'us');
  return { kind: 'listing' as const, listing: gildanListing(), query: Object.fromEntries(query), ...(page ? { brand_page: page } : {}) };
}

describe("a brand's published page above its listing", () => {
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the banner headline, the story and the featured products in order, from the document, with no request for them', async () => {
    const http = fakeHttp((call) => (call.path === '/api/users/followed_brands' ? { brands: [] } : gildanListing()));
    const navigate = vi.fn();
    renderArea({ url: '/brands/gildan', http, initialData: served('/brands/gildan', brandPage()), navigate });
    const about = screen.getByRole('region', { name: 'About Gildan' });
    expect(within(about).getByText('Heavyweight basics since 1984')).toBeInTheDocument();
    expect(within(about).getByText('printing')).toBeInTheDocument();
    const featured = within(about).getByRole('list', { name: 'Featured from Gildan' });
    expect(within(featured).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Heavy Blend Hoodie', 'Heavy Cotton Tee']);
    expect(http.calls.some((c) => c.path.startsWith('/api/brands/'))).toBe(false);
    // the story's links move within the app
    await userEvent.click(within(about).getByRole('link', { name: 'shipping' }));
    expect(navigate).toHaveBeenCalledWith('/shipping');
  });

  it('a brand the document said has no page asks for none and shows the bare listing', async () => {
    const http = fakeHttp(() => gildanListing());
    renderArea({ url: '/brands/gildan', http, initialData: served('/brands/gildan') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gildan' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'About Gildan' })).toBeNull();
    expect(http.calls.some((c) => c.path.startsWith('/api/brands/'))).toBe(false);
  });

  it('reached within the app, fetches the brand’s page for the store; none (404) or a failure leaves the bare listing', async () => {
    const pages = fakeHttp((call) => (call.path === '/api/brands/gildan/page' ? brandPage({ store: 'ca' }) : gildanListing()));
    const first = renderArea({ url: '/ca/brands/gildan', http: pages });
    expect(await screen.findByRole('region', { name: 'About Gildan' })).toBeInTheDocument();
    expect(pages.calls.find((c) => c.path === '/api/brands/gildan/page')?.params.get('store')).toBe('ca');
    first.unmount();

    for (const failure of [httpError(404, { code: 'not_found', message: 'Gildan has no published page yet.' }), httpError(503, { code: 'unavailable', message: 'Busy.' })]) {
      const http = fakeHttp((call) => (call.path === '/api/brands/gildan/page' ? Promise.reject(failure) : gildanListing()));
      const { unmount } = renderArea({ url: '/brands/gildan', http });
      expect(await screen.findByRole('heading', { level: 1, name: 'Gildan' })).toBeInTheDocument();
      await vi.waitFor(() => expect(http.calls.some((c) => c.path === '/api/brands/gildan/page')).toBe(true));
      expect(screen.queryByRole('region', { name: 'About Gildan' })).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      unmount();
    }
  });
});
