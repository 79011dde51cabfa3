import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { facets, listing } from '../fixtures/catalog';
import { after, fakeHttp, httpError } from '../fixtures/fake-http';
import { goBack, navigatedTo, renderArea, setViewportWidth } from '../fixtures/render-area';

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
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply filters' }));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigatedTo(navigate).search).toBe('?line=blanks&color=black');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
