import { createStore, type StoreApi } from 'zustand/vanilla';
import type { MadeCategory, MadeProductSummary } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';
import type { DesignLabApi } from '../api';
import type { MadeCategorySlug } from './made-categories';

export interface StartState {
  category: MadeCategorySlug;
  status: 'loading' | 'ready' | 'failed';
  products: MadeProductSummary[];
  /** what went wrong, in words a shopper can read (§8) */
  problem: string | null;
}

export interface StartModel {
  store: StoreApi<StartState>;
  /** shows one category, fetching it (the whole list is a few hundred products) */
  show(category: MadeCategorySlug): Promise<void>;
}

/** The start page's state; one per mounted page (per-mount stores, ARCHITECTURE §3). */
export function createStartModel(api: DesignLabApi, storeCode: StoreCode, first: MadeCategorySlug, inlined?: MadeCategory[] | null): StartModel {
  const products = inlined?.find((c) => c.slug === first)?.products;
  // the gateway inlined the first category's answer: the page renders ready, on the server too
  const store = createStore<StartState>(() =>
    products ? { category: first, status: 'ready', products, problem: null } : { category: first, status: 'loading', products: [], problem: null },
  );
  let latest = 0;
  let served = Boolean(products);
  return {
    store,
    async show(category) {
      // the first show of the inlined category needs no request
      if (served && category === first) {
        served = false;
        return;
      }
      served = false;
      const ticket = ++latest;
      store.setState({ category, status: 'loading', problem: null });
      try {
        const categories = await api.madeProducts(storeCode, category);
        // a slower answer for a tab the shopper already left must not replace the current one
        if (ticket !== latest) return;
        store.setState({ status: 'ready', products: categories.find((c) => c.slug === category)?.products ?? [] });
      } catch (err) {
        if (ticket !== latest) return;
        store.setState({ status: 'failed', problem: readFailure(err).message });
      }
    },
  };
}
