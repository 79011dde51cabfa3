// Listing data for the current URL plus the filter navigation lock (§4). Actions live outside
// components so the location listener and tests drive them directly.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ListingResponse } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import type { ListingApi } from '../api';
import { correctionNotice } from './correction-notice';

export type ListingStatus = 'idle' | 'loading' | 'ready' | 'error' | 'not-found';

export interface ListingState {
  /** API query (before corrections) of what is shown or being loaded */
  key: string | null;
  status: ListingStatus;
  /** last good response; kept while the next one loads so the page does not flash */
  data: ListingResponse | null;
  /** query keys the API rejected for this URL and the screen left out */
  dropped: string[];
  notice: string | null;
  error: string | null;
  /** set once a filter submit has navigated: buttons stay disabled until the page is replaced or restored (§4) */
  filtersLocked: boolean;
}

export type ListingStore = StoreApi<ListingState>;

export function createListingStore(seed?: { key: string; data: ListingResponse; notice?: string | undefined }): ListingStore {
  return createStore<ListingState>(() => ({
    key: seed?.key ?? null,
    status: seed ? 'ready' : 'idle',
    data: seed?.data ?? null,
    dropped: [],
    notice: seed?.notice ?? null,
    error: null,
    filtersLocked: false,
  }));
}

/**
 * GET /api/products; a 400 naming query keys drops those keys and asks again, so a bad `price_min`
 * in a shared link still shows results. Ends because every round removes at least one key.
 */
export async function fetchCorrected(api: ListingApi, request: URLSearchParams): Promise<{ data: ListingResponse; dropped: string[] }> {
  const query = new URLSearchParams(request);
  const dropped: string[] = [];
  for (;;) {
    try {
      return { data: await api.products(query), dropped };
    } catch (err) {
      const failure = readFailure(err);
      const named = failure.status === 400 ? Object.keys(failure.fieldErrors) : [];
      const bad = named.filter((key) => key !== 'store' && query.has(key));
      if (bad.length === 0) throw err;
      for (const key of bad) {
        query.delete(key);
        dropped.push(key);
      }
    }
  }
}

/** Loads the listing for `request` unless it is already shown or on its way; `force` retries. */
export async function loadListing(store: ListingStore, api: ListingApi, request: URLSearchParams, opts: { force?: boolean } = {}): Promise<void> {
  const key = request.toString();
  const current = store.getState();
  if (!opts.force && current.key === key && (current.status === 'loading' || current.status === 'ready')) return;
  store.setState({ key, status: 'loading', error: null });
  try {
    const { data, dropped } = await fetchCorrected(api, request);
    if (store.getState().key !== key) return; // the shopper moved on
    // a new page replaces the one whose filters were submitted, so its buttons start enabled
    store.setState({ status: 'ready', data, dropped, notice: dropped.length > 0 ? correctionNotice(dropped) : null, filtersLocked: false });
  } catch (err) {
    if (store.getState().key !== key) return;
    const failure = readFailure(err);
    store.setState({
      status: failure.status === 404 ? 'not-found' : 'error',
      // never leave another URL's products on screen under this URL's error
      data: null,
      error: failure.message,
      dropped: [],
      notice: null,
      filtersLocked: false,
    });
  }
}

/**
 * Filter submit (§4): navigates once. Later submits while locked are ignored, whatever the render
 * state of the button, because the lock is read from the store at the moment of the event.
 */
export function submitFilters(store: ListingStore, navigate: (url: string) => void, href: string, currentHref: string): boolean {
  if (store.getState().filtersLocked || href === currentHref) return false;
  store.setState({ filtersLocked: true });
  navigate(href);
  return true;
}

/** The page came back from history (popstate, or pageshow with persisted): filters work again. */
export function unlockFilters(store: ListingStore): void {
  if (store.getState().filtersLocked) store.setState({ filtersLocked: false });
}
