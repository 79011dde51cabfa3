import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentPage } from '@storefront/contracts';
import { INFO_PAGES } from '@storefront/routing';
import { pageTitle } from '@storefront/store-config';
import { deferred, fakeHttp, httpError } from '../fixtures/fake-http';
import { renderArea, setViewportWidth } from '../fixtures/render-area';

/** A page as the catalog renders it: the area shows its HTML, it does not write it. */
function contentPage(over: Partial<ContentPage> = {}): ContentPage {
  return {
    store: 'us',
    path: 'shipping',
    title: 'Shipping',
    summary: 'Speeds and prices.',
    html: '<div><p>Free from <strong>$75.00</strong>.</p><h2 id="when">When your order ships</h2><p>See <a href="/sameday">same-day shipping</a>, <a href="#when">this section</a> or <a href="https://carrier.example/track">the carrier</a>.</p></div>',
    updated_at: '2026-11-28T10:00:00.000Z',
    ...over,
  };
}

describe("the store's content pages", () => {
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => vi.unstubAllGlobals());

  it('renders the page the document carried (title, text, headings) and asks for nothing', () => {
    const http = fakeHttp(() => {
      throw new Error('no request expected');
    });
    renderArea({ url: '/shipping', http, initialData: { kind: 'content', page: contentPage() } });
    expect(screen.getByRole('heading', { level: 1, name: 'Shipping' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'When your order ships' })).toHaveAttribute('id', 'when');
    expect(screen.getByText('$75.00')).toBeInTheDocument();
    expect(document.title).toBe(pageTitle('Shipping'));
    expect(http.calls).toEqual([]);
  });

  it.each([
    ['/ca/faq/general', 'ca', 'faq/general'],
    ['/help', 'us', 'help'],
  ] as const)('%s: fetches its page for its store when the document did not carry it, with a spinner meanwhile', async (url, store, path) => {
    const answer = deferred<ContentPage>();
    const http = fakeHttp(() => answer.promise);
    renderArea({ url, http });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(http.calls.map((c) => [c.path, c.params.get('store')])).toEqual([[`/api/content/${path}`, store]]);
    await act(async () => answer.resolve(contentPage({ store, path, title: INFO_PAGES[path], html: '<p>Stored text.</p>' })));
    expect(screen.getByRole('heading', { level: 1, name: INFO_PAGES[path] })).toBeInTheDocument();
    expect(screen.getByText('Stored text.')).toBeInTheDocument();
  });

  it("a page the store has not got is the not-found page; a failure offers a retry that works", async () => {
    const missing = renderArea({ url: '/ca/careers', http: fakeHttp(() => Promise.reject(httpError(404, { code: 'content_page_not_found', message: 'The CA store has no page at /careers yet.' }))) });
    expect(await screen.findByRole('heading', { name: "We couldn't find that page" })).toBeInTheDocument();
    missing.unmount();

    let fail = true;
    const http = fakeHttp(() => (fail ? Promise.reject(httpError(503, { code: 'unavailable', message: 'The catalog is busy.' })) : contentPage({ path: 'returns', title: 'Returns' })));
    renderArea({ url: '/returns', http });
    expect(await screen.findByText(/We couldn't load this page/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Returns' })).toBeInTheDocument();
  });

  it('a link to one of our pages moves within the app; section links, other sites and modified clicks are the browser’s', async () => {
    const navigate = vi.fn();
    renderArea({ url: '/shipping', http: fakeHttp(() => ({})), initialData: { kind: 'content', page: contentPage() }, navigate });
    await userEvent.click(screen.getByRole('link', { name: 'same-day shipping' }));
    expect(navigate).toHaveBeenCalledWith('/sameday');

    navigate.mockClear();
    const external = screen.getByRole('link', { name: 'the carrier' });
    external.addEventListener('click', (e) => e.preventDefault()); // jsdom would try to navigate
    await userEvent.click(external);
    await userEvent.click(screen.getByRole('link', { name: 'this section' }));
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'same-day shipping' }));
    await user.keyboard('{/Control}');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a page’s HTML is the catalog’s, shown as given: links stay keyboard-reachable and named', async () => {
    renderArea({ url: '/shipping', http: fakeHttp(() => ({})), initialData: { kind: 'content', page: contentPage() } });
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'same-day shipping' }));
  });
});
