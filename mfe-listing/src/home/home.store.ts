// Home page data: the inlined HomeResponse when the document carried it, otherwise fetched once.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { HomeResponse } from '@storefront/contracts';
import type { StoreCode } from '@storefront/store-config';
import { readFailure } from '@storefront/http';
import type { ListingApi } from '../api';

export interface HomeState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  data: HomeResponse | null;
  error: string | null;
}

export type HomeStore = StoreApi<HomeState>;

export function createHomeStore(seed?: HomeResponse): HomeStore {
  return createStore<HomeState>(() => ({ status: seed ? 'ready' : 'idle', data: seed ?? null, error: null }));
}

export async function loadHome(store: HomeStore, api: ListingApi, storeCode: StoreCode, opts: { force?: boolean } = {}): Promise<void> {
  const { status } = store.getState();
  if (!opts.force && (status === 'loading' || status === 'ready')) return;
  store.setState({ status: 'loading', error: null });
  try {
    store.setState({ status: 'ready', data: await api.home(storeCode) });
  } catch (err) {
    store.setState({ status: 'error', error: readFailure(err).message });
  }
}
