import { describe, expect, it, vi } from 'vitest';
import { NetworkError } from '@storefront/http';
import { createListingApi } from '../api';
import { listing } from '../fixtures/catalog';
import { deferred, fakeHttp, httpError } from '../fixtures/fake-http';
import { createListingStore, loadListing, submitFilters, unlockFilters } from './listing.store';

describe('filter navigation lock (§4)', () => {
  it('navigates once until the page is restored', () => {
    const store = createListingStore();
    const navigate = vi.fn();
    expect(submitFilters(store, navigate, '/t?a=1', '/t')).toBe(true);
    expect(submitFilters(store, navigate, '/t?a=2', '/t')).toBe(false);
    expect(navigate).toHaveBeenCalledTimes(1);
    unlockFilters(store);
    expect(submitFilters(store, navigate, '/t?a=2', '/t')).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith('/t?a=2');
  });

  it('does not navigate (or lock) to the page already shown', () => {
    const store = createListingStore();
    const navigate = vi.fn();
    expect(submitFilters(store, navigate, '/t', '/t')).toBe(false);
    expect(store.getState().filtersLocked).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('loadListing', () => {
  it('ignores an answer for a URL the shopper already left', async () => {
    const slow = deferred<unknown>();
    const http = fakeHttp(({ params }) => (params.get('category') === 'slow' ? slow.promise : listing({ title: 'Fast' })));
    const api = createListingApi(http);
    const store = createListingStore();
    const first = loadListing(store, api, new URLSearchParams('store=us&category=slow'));
    await loadListing(store, api, new URLSearchParams('store=us&category=fast'));
    slow.resolve(listing({ title: 'Slow' }));
    await first;
    expect(store.getState().data?.title).toBe('Fast');
  });

  it('does not ask twice for what is shown, but retries on demand', async () => {
    const http = fakeHttp(() => listing());
    const api = createListingApi(http);
    const store = createListingStore();
    const q = new URLSearchParams('store=us&category=t');
    await loadListing(store, api, q);
    await loadListing(store, api, q);
    expect(http.calls).toHaveLength(1);
    await loadListing(store, api, q, { force: true });
    expect(http.calls).toHaveLength(2);
  });

  it('tells not-found apart from failures, and a malformed answer is a failure', async () => {
    const store = createListingStore();
    await loadListing(store, createListingApi(fakeHttp(() => Promise.reject(httpError(404, { code: 'not_found', message: 'gone' })))), new URLSearchParams('a=1'));
    expect(store.getState().status).toBe('not-found');
    await loadListing(store, createListingApi(fakeHttp(() => Promise.reject(new NetworkError()))), new URLSearchParams('a=2'));
    expect(store.getState()).toMatchObject({ status: 'error', error: 'Unable to connect to server', data: null });
    await loadListing(store, createListingApi(fakeHttp(() => ({ title: 'x' }))), new URLSearchParams('a=3'));
    expect(store.getState()).toMatchObject({ status: 'error', error: 'The server sent an answer we could not read' });
  });
});
