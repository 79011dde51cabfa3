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
  /** how many products a choice not yet applied would give: GET /api/products/count for that query */
  count: { key: string; total: number } | null;
  /** the newest count asked for: only its answer is kept */
  countAsked: string | null;
}

export type MobileFiltersStore = StoreApi<MobileFiltersState>;

export function createMobileFiltersStore(): MobileFiltersStore {
  return createStore<MobileFiltersState>(() => ({ key: null, status: 'idle', facets: null, count: null, countAsked: null }));
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

/** Counts the products of a pending choice. Only the newest question writes; a failure leaves the count unknown, silently. */
export async function loadFilterCount(store: MobileFiltersStore, api: ListingApi, request: URLSearchParams): Promise<void> {
  const key = request.toString();
  if (store.getState().count?.key === key) return;
  store.setState({ countAsked: key });
  try {
    const { total } = await api.count(request);
    if (store.getState().countAsked === key) store.setState({ count: { key, total } });
  } catch {
    // the apply button keeps its plain label
  }
}
