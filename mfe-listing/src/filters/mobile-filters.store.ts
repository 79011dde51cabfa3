// Mobile filter sheet content (§4): fetched when the sheet first opens, once per listing query;
// a failure leaves it retryable with no message (§8 "Filters html invalid").
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Facets } from '@storefront/contracts';
import type { ListingApi } from '../api';

export interface MobileFiltersState {
  /** API query the content belongs to */
  key: string | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  facets: Facets | null;
}

export type MobileFiltersStore = StoreApi<MobileFiltersState>;

export function createMobileFiltersStore(): MobileFiltersStore {
  return createStore<MobileFiltersState>(() => ({ key: null, status: 'idle', facets: null }));
}

export async function loadMobileFilters(store: MobileFiltersStore, api: ListingApi, request: URLSearchParams): Promise<void> {
  const key = request.toString();
  const current = store.getState();
  if (current.key === key && (current.status === 'loading' || current.status === 'ready')) return;
  store.setState({ key, status: 'loading', facets: null });
  try {
    const { facets } = await api.products(request);
    if (store.getState().key === key) store.setState({ status: 'ready', facets });
  } catch {
    if (store.getState().key === key) store.setState({ status: 'error' });
  }
}
