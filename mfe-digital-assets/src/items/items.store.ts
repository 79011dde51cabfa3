import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ProductCard } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import type { DigitalAssetsApi } from '../api';

export interface ItemsState {
  status: 'loading' | 'ready' | 'failed';
  items: ProductCard[];
  /** what went wrong, in words a shopper can read (§8) */
  problem: string | null;
}

export interface ItemsModel {
  store: StoreApi<ItemsState>;
  load(): Promise<void>;
}

/** The items screen's state; one per mounted screen (per-mount stores, ARCHITECTURE §3). */
export function createItemsModel(api: DigitalAssetsApi): ItemsModel {
  const store = createStore<ItemsState>(() => ({ status: 'loading', items: [], problem: null }));
  return {
    store,
    async load() {
      store.setState({ status: 'loading', problem: null });
      try {
        store.setState({ status: 'ready', items: await api.listItems() });
      } catch (err) {
        store.setState({ status: 'failed', problem: readFailure(err).message });
      }
    },
  };
}
