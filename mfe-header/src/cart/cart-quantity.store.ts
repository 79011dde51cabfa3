import { createStore, type StoreApi } from 'zustand/vanilla';
import type { StoreCode } from '@storefront/store-config';
import type { HeaderApi } from '../api';

interface CartQuantityState {
  /** null until a count arrives (or when every attempt failed): the badge stays hidden */
  quantity: number | null;
}

export interface CartQuantityModel {
  store: StoreApi<CartQuantityState>;
  refresh(api: HeaderApi, shop: StoreCode): Promise<void>;
}

/** The cart counter's state; one per mounted cart link. */
export function createCartQuantityModel(): CartQuantityModel {
  const store = createStore<CartQuantityState>(() => ({ quantity: null }));
  // Only the newest request may write, so a slow early answer cannot overwrite a later count.
  let latestRequest = 0;
  return {
    store,
    async refresh(api, shop) {
      const request = ++latestRequest;
      try {
        const quantity = await api.cartQuantity(shop);
        if (request === latestRequest) store.setState({ quantity });
      } catch {
        // §8: a failed cart quantity fetch is silently ignored; the badge keeps what it showed
      }
    },
  };
}
