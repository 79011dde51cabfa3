import { createStore, type StoreApi } from 'zustand/vanilla';
import { readFailure } from '@storefront/http';

export interface ListState<P, T> {
  status: 'loading' | 'ready' | 'failed';
  params: P;
  data: T | null;
  /** why it could not be loaded, in words a shopper can read (§8) */
  problem: string | null;
}

export interface ListModel<P, T> {
  store: StoreApi<ListState<P, T>>;
  load(): Promise<void>;
  /** new filters or page: loads again (the data shown stays until the answer comes) */
  setParams(patch: Partial<P>): Promise<void>;
}

/**
 * A list read with filters (quotes, customers, invoices, earnings): one per mounted list
 * (per-mount stores, ARCHITECTURE §3). Only the newest request writes, so a slow answer to an
 * older filter never replaces a newer one.
 */
export function createListModel<P, T>(fetch: (params: P) => Promise<T>, params: P): ListModel<P, T> {
  const store = createStore<ListState<P, T>>(() => ({ status: 'loading', params, data: null, problem: null }));
  let latest = 0;
  const load = async () => {
    const ticket = ++latest;
    store.setState({ status: 'loading', problem: null });
    try {
      const data = await fetch(store.getState().params);
      if (ticket === latest) store.setState({ status: 'ready', data });
    } catch (err) {
      if (ticket === latest) store.setState({ status: 'failed', problem: readFailure(err).message });
    }
  };
  return {
    store,
    load,
    async setParams(patch) {
      store.setState({ params: { ...store.getState().params, ...patch } });
      await load();
    },
  };
}
