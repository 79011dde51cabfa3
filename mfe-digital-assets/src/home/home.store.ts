import { createStore, type StoreApi } from 'zustand/vanilla';
import type { DigitalHomeResponse, ScreenData } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import { digitalHomeRequest } from '@storefront/routing';
import type { StoreCode } from '@storefront/store-config';
import type { DigitalAssetsApi } from '../api';
import { readDigitalHome } from '../answer-readers';

export interface HomeState {
  status: 'loading' | 'ready' | 'failed';
  home: DigitalHomeResponse | null;
  /** why it could not be loaded, in words a shopper can read (§8) */
  problem: string | null;
}

export interface HomeModel {
  store: StoreApi<HomeState>;
  /** fetches unless the page already holds the answer */
  start(): Promise<void>;
  load(): Promise<void>;
}

/** The gateway's inlined answer when it is for this very request (this store), else loading. */
export function firstHomeState(storeCode: StoreCode, initialData: ScreenData | null): HomeState {
  const home = initialData?.kind === 'area' && initialData.request === digitalHomeRequest(storeCode) ? readDigitalHome(initialData.body) : null;
  return home ? { status: 'ready', home, problem: null } : { status: 'loading', home: null, problem: null };
}

/** The area page's state; one per mounted page (per-mount stores, ARCHITECTURE §3). */
export function createHomeModel(api: Pick<DigitalAssetsApi, 'home'>, storeCode: StoreCode, first: HomeState): HomeModel {
  const store = createStore<HomeState>(() => first);
  const model: HomeModel = {
    store,
    async start() {
      if (store.getState().status === 'loading') await model.load();
    },
    async load() {
      store.setState({ status: 'loading', problem: null });
      try {
        store.setState({ status: 'ready', home: await api.home(storeCode) });
      } catch (err) {
        store.setState({ status: 'failed', problem: readFailure(err).message });
      }
    },
  };
  return model;
}
