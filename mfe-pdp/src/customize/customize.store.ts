import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ProductCustomization } from '@storefront/contracts';
import type { StoreCode } from '@storefront/store-config';
import type { PdpApi } from '../api';

export type CustomizeApi = Pick<PdpApi, 'getCustomization'>;

export interface CustomizeState {
  /** `${store}:${productId}`: the product the answer (or the request in flight) is about */
  key: string | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** the catalog's answer for `key`; null until it arrives, or when it failed */
  customization: ProductCustomization | null;
}

export interface CustomizeModel {
  store: StoreApi<CustomizeState>;
  actions: {
    /** asks once per product and store; a newer product's answer wins over an older one in flight */
    load(productId: number, store: StoreCode): void;
  };
}

export const customizeKey = (productId: number, store: StoreCode) => `${store}:${productId}`;

/**
 * Whether the shown product opens in the design lab (`/api/products/{id}/cp`). Secondary data:
 * asked after the page has painted, and a failure only leaves the answer unknown (the page never
 * waits for it or shows an error for it). One per mounted product screen.
 */
export function createCustomizeModel(api: CustomizeApi): CustomizeModel {
  const store = createStore<CustomizeState>(() => ({ key: null, status: 'idle', customization: null }));
  let inflight: AbortController | null = null;

  return {
    store,
    actions: {
      load(productId, code) {
        const key = customizeKey(productId, code);
        const current = store.getState();
        if (current.key === key && (current.status === 'loading' || current.status === 'ready')) return;
        inflight?.abort();
        const request = new AbortController();
        inflight = request;
        store.setState({ key, status: 'loading', customization: null });
        api.getCustomization(productId, code, request.signal).then(
          (customization) => {
            if (inflight !== request) return;
            inflight = null;
            store.setState({ status: 'ready', customization });
          },
          () => {
            if (inflight !== request) return;
            inflight = null;
            store.setState({ status: 'failed', customization: null });
          },
        );
      },
    },
  };
}
