import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ProductCard } from '@storefront/contracts';
import type { StoreCode } from '@storefront/store-config';
import type { DiscoveryApi } from './discovery-api';

export interface DiscoveryLists {
  similar: ProductCard[];
  sameGarment: ProductCard[];
  sameDesign: ProductCard[];
}

export interface DiscoveryState extends DiscoveryLists {
  /** `${store}:${productId}`: the product the lists (or the requests in flight) are about */
  key: string | null;
  status: 'idle' | 'loading' | 'ready';
}

export interface DiscoveryModel {
  store: StoreApi<DiscoveryState>;
  actions: {
    /** asks once per product and store; a newer product's answers win over an older one's in flight */
    load(productId: number, store: StoreCode): void;
    /** aborts what is in flight (the rows unmount) */
    stop(): void;
  };
}

export const discoveryKey = (productId: number, store: StoreCode) => `${store}:${productId}`;

const EMPTY: DiscoveryLists = { similar: [], sameGarment: [], sameDesign: [] };

/**
 * The product page's discovery lists: secondary data below the product, asked after the page has
 * painted. The two calls are independent: each list shows what its answer holds, and a failed call
 * leaves its lists empty (so not shown) with a console warning, never an error on the page.
 * One per mounted ProductDiscovery.
 */
export function createDiscoveryModel(api: DiscoveryApi): DiscoveryModel {
  const store = createStore<DiscoveryState>(() => ({ key: null, status: 'idle', ...EMPTY }));
  let inflight: AbortController | null = null;

  return {
    store,
    actions: {
      load(productId, code) {
        const key = discoveryKey(productId, code);
        if (store.getState().key === key && store.getState().status !== 'idle') return;
        inflight?.abort();
        const request = new AbortController();
        inflight = request;
        store.setState({ key, status: 'loading', ...EMPTY });
        const current = () => inflight === request;
        const warn = (what: string) => (err: unknown) => {
          if (current()) console.warn(`The product page could not load ${what} for product ${productId}:`, err);
        };
        const similar = api.similarProducts(productId, code, request.signal).then((answer) => {
          if (current()) store.setState({ similar: answer.products });
        }, warn('similar products'));
        const matching = api.matchingProducts(productId, code, request.signal).then((answer) => {
          if (current()) store.setState({ sameGarment: answer.same_garment, sameDesign: answer.same_design });
        }, warn('matching products'));
        void Promise.all([similar, matching]).then(() => {
          if (!current()) return;
          inflight = null;
          store.setState({ status: 'ready' });
        });
      },
      stop() {
        inflight?.abort();
        inflight = null;
        // asked again on the next mount
        if (store.getState().status === 'loading') store.setState({ key: null, status: 'idle', ...EMPTY });
      },
    },
  };
}
