import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { facets, listing } from '../fixtures/catalog';
import { after, fakeHttp, httpError } from '../fixtures/fake-http';
import { goBack, navigatedTo, renderArea, setViewportWidth } from '../fixtures/render-area';
import { FILTER_COUNT_DEBOUNCE_MS } from './mobile-filters';

const LATENCY_MS = 400;
const URL_ = '/t-shirts?color=black';

/** The document carried the listing, so every GET /api/products below is the sheet's own fetch. */
function renderPhone(answer: Parameters<typeof fakeHttp>[0]) {
  const http = fakeHttp(answer);
  const data = listing();
  const view = renderArea({ url: URL_, http, initialData: { kind: 'listing', listing: data, query: { color: 'black' } } });
  return { http, ...view };
}

// fireEvent rather than user-event here: Testing Library's async wrapper waits on a real-time
// setTimeout, which fake timers never fire; the latency is what the fake clock controls.
describe('mobile filter sheet (§4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setViewportWidth(375);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.querySelectorAll('[data-chat-widget]').forEach((el) => el.remove());
  });

  it('replaces the side column with a Filters button and loads the sheet content once, on first open', async () => {
    const { http } = renderPhone(() => after(LATENCY_MS, () => listing({ facets: facets({ sizes: [{ value: 'XL', label: 'XL', count: 3 }] }) })));
    expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
    expect(http.calls).toHaveLength(0);

    const open = screen.getByRole('button', { name: 'Filters, 1 active' });
    open.focus(); // what a real click does before the click event
    fireEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(dialog).getByRole('status', { name: 'Loading filters' })).toBeInTheDocument();
    expect(http.calls).toHaveLength(1);
    expect(http.calls[0]!.params.toString()).toBe('store=us&category=t-shirts&color=black');

    await act(() => vi.advanceTimersByTimeAsync(LATENCY_MS));
    expect(within(dialog).queryByRole('status', { name: 'Loading filters' })).not.toBeInTheDocument();
    // the sheet shows what it fetched, not the listing's facets
    expect(within(dialog).getByRole('checkbox', { name: 'XL' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Black' })).toBeChecked();

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();

    fireEvent.click(open);
    expect(within(screen.getByRole('dialog', { name: 'Filters' })).getByRole('checkbox', { name: 'XL' })).toBeInTheDocument();
    expect(http.calls).toHaveLength(1);
  });

  it('loads the new results’ filters when the address changes while the sheet is open', async () => {
    const { http } = renderPhone(({ params }) => after(LATENCY_MS, () => listing({ facets: facets({ sizes: [{ value: params.get('color') === 'white' ? 'XS' : 'XL', label: params.get('color') === 'white' ? 'XS' : 'XL', count: 1 }] }) })));
    fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    await act(() => vi.advanceTimersByTimeAsync(LATENCY_MS));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(dialog).getByRole('checkbox', { name: 'XL' })).toBeInTheDocument();

    act(() => goBack('/t-shirts?color=white'));
    // the listing itself and the sheet each ask once for the new address
    await act(() => vi.advanceTimersByTimeAsync(LATENCY_MS));
    expect(within(dialog).getByRole('checkbox', { name: 'XS' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'White' })).toBeChecked();
    expect(http.calls.map((c) => c.params.get('color'))).toEqual(['black', 'white', 'white']);
  });

  it('a failed load shows only a Retry button, which loads the content', async () => {
    let fail = true;
    const { http } = renderPhone(() =>
      after(LATENCY_MS, () => {
        if (fail) throw httpError(503, { code: 'unavailable', message: 'Try later' }, 'Service Unavailable');
        return listing();
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    await act(() => vi.advanceTimersByTimeAsync(LATENCY_MS));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument(); // §8: retryable, no message
    expect(within(dialog).queryByText(/Try later/)).not.toBeInTheDocument();

    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(within(dialog).getByRole('status', { name: 'Loading filters' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(LATENCY_MS));
    expect(within(dialog).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('form', { name: 'Product filters' })).toBeInTheDocument();
    expect(http.calls).toHaveLength(2);
  });

  it('hides chat widgets while open and brings them back on close', async () => {
    const chat = document.createElement('div');
    chat.setAttribute('data-chat-widget', '');
    const alreadyHidden = document.createElement('div');
    alreadyHidden.setAttribute('data-chat-widget', '');
    alreadyHidden.hidden = true;
    document.body.append(chat, alreadyHidden);
    renderPhone(() => after(LATENCY_MS, () => listing()));

    fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    expect(chat.hidden).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close Filters' }));
    expect(chat.hidden).toBe(false);
    expect(alreadyHidden.hidden).toBe(true);
  });

  it('submitting in the sheet navigates once and closes it', async () => {
    const { navigate } = renderPhone(() => after(LATENCY_MS, () => listing()));
    fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    await act(() => vi.advanceTimersByTimeAsync(LATENCY_MS));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Blanks' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /^(Apply filters|Show \S+ products)$/ }));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigatedTo(navigate).search).toBe('?line=blanks&color=black');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('choices collect until the shopper applies or closes', () => {
    /** A count that follows the choice: 500 less 100 per value chosen beyond the page's own black. */
    const countOf = (params: URLSearchParams) => 500 - 100 * (params.getAll('color').length + params.getAll('size').length + params.getAll('brand').length - 1);
    const answer = ({ path, params }: { path: string; params: URLSearchParams }) =>
      after(LATENCY_MS, () => (path === '/api/products/count' ? { total: countOf(params) } : listing()));

    async function openSheet() {
      fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
      await act(() => vi.advanceTimersByTimeAsync(LATENCY_MS));
      return screen.getByRole('dialog', { name: 'Filters' });
    }
    const settle = () => act(() => vi.advanceTimersByTimeAsync(FILTER_COUNT_DEBOUNCE_MS + LATENCY_MS));

    it('stays open across a colour, a size and a brand, shows the count of each choice, and applies all three in one navigation', async () => {
      const { http, navigate } = renderPhone(answer);
      const dialog = await openSheet();
      // nothing chosen yet: the results already shown
      expect(within(dialog).getByRole('button', { name: 'Show 1,234 products' })).toBeInTheDocument();

      fireEvent.click(within(dialog).getByRole('link', { name: /^White/ }));
      expect(screen.getByRole('dialog', { name: 'Filters' })).toBe(dialog);
      expect(within(dialog).getByRole('checkbox', { name: 'White' })).toBeChecked();
      await settle();
      expect(within(dialog).getByRole('button', { name: 'Show 400 products' })).toBeInTheDocument();
      expect(within(dialog).getByRole('status')).toHaveTextContent('400 products match');

      fireEvent.click(within(dialog).getByRole('checkbox', { name: 'M' }));
      fireEvent.click(within(dialog).getByRole('link', { name: /^Gildan/ }));
      // two taps inside the debounce: one count, for both
      await settle();
      expect(within(dialog).getByRole('button', { name: 'Show 200 products' })).toBeInTheDocument();
      const counts = http.calls.filter((c) => c.path === '/api/products/count');
      expect(counts.map((c) => c.params.toString())).toEqual([
        'store=us&category=t-shirts&color=black&color=white',
        'store=us&category=t-shirts&brand=gildan&color=black&color=white&size=M',
      ]);
      expect(navigate).not.toHaveBeenCalled();

      fireEvent.click(within(dialog).getByRole('button', { name: 'Show 200 products' }));
      expect(navigate).toHaveBeenCalledTimes(1);
      const went = navigatedTo(navigate);
      expect(went.pathname).toBe('/t-shirts');
      expect(went.searchParams.getAll('color')).toEqual(['black', 'white']);
      expect(went.searchParams.get('size')).toBe('M');
      expect(went.searchParams.get('brand')).toBe('gildan');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('Escape and the close button close without applying, and the next opening starts from the page', async () => {
      const { navigate } = renderPhone(answer);
      let dialog = await openSheet();
      fireEvent.click(within(dialog).getByRole('link', { name: /^White/ }));
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      dialog = await openSheet();
      expect(within(dialog).getByRole('checkbox', { name: 'White' })).not.toBeChecked();
      expect(within(dialog).getByRole('button', { name: 'Show 1,234 products' })).toBeInTheDocument();
      fireEvent.click(within(dialog).getByRole('checkbox', { name: 'S' }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close Filters' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await settle();
      expect(navigate).not.toHaveBeenCalled();
    });

    it('the material filter applies on top of the choices collected, in the same one navigation', async () => {
      const { navigate } = renderPhone(answer);
      const dialog = await openSheet();
      fireEvent.click(within(dialog).getByRole('link', { name: /^White/ }));
      fireEvent.change(within(dialog).getByRole('combobox', { name: 'Material' }), { target: { value: 'cotton' } });
      fireEvent.change(within(dialog).getByRole('slider', { name: 'Minimum percentage' }), { target: { value: '30' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Apply material filter' }));
      expect(navigate).toHaveBeenCalledTimes(1);
      const went = navigatedTo(navigate);
      expect(went.searchParams.getAll('color')).toEqual(['black', 'white']);
      expect(went.searchParams.get('cotton_range')).toBe('30,100');
    });

    it('keeps the plain label when the count cannot be had', async () => {
      renderPhone(({ path }) => after(LATENCY_MS, () => {
        if (path === '/api/products/count') throw httpError(503, { code: 'unavailable', message: 'Try later' }, 'Service Unavailable');
        return listing();
      }));
      const dialog = await openSheet();
      fireEvent.click(within(dialog).getByRole('link', { name: /^White/ }));
      await settle();
      expect(within(dialog).getByRole('button', { name: 'Apply filters' })).toBeInTheDocument();
      expect(within(dialog).queryByText(/Try later/)).not.toBeInTheDocument();
    });
  });
});
