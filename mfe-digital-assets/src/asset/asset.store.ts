import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AssetResponse, PageData, ScreenData } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import { digitalAssetRequest } from '@storefront/routing';
import type { StoreCode } from '@storefront/store-config';
import type { DigitalAssetsApi } from '../api';
import { readAssetResponse } from '../answer-readers';

export interface AssetState {
  status: 'loading' | 'ready' | 'not-found' | 'failed';
  answer: AssetResponse | null;
  /** why it could not be loaded, in words a shopper can read (§8) */
  problem: string | null;
}

export interface AssetModel {
  store: StoreApi<AssetState>;
  /** fetches the asset unless the page already holds it */
  start(): Promise<void>;
  load(): Promise<void>;
}

export interface AssetPlace {
  slug: string;
  storeCode: StoreCode;
  /** the route's path (store prefix removed), to tell whether a 404 document was served for it */
  path: string;
}

/**
 * The first state, before any effect: the gateway's inlined answer when it is for this very
 * request (so the server renders the page and the browser hydrates it unchanged), "not found" when
 * the document itself was a 404 for this path, else loading.
 */
export function firstAssetState(place: AssetPlace, pageData: PageData, initialData: ScreenData | null): AssetState {
  if (initialData?.kind === 'area' && initialData.request === digitalAssetRequest(place.slug, place.storeCode)) {
    const answer = readAssetResponse(initialData.body);
    if (answer) return { status: 'ready', answer, problem: null };
  }
  if (pageData.status === 404 && pageData.screen === 'digital-asset' && pageData.path === place.path) return { status: 'not-found', answer: null, problem: null };
  return { status: 'loading', answer: null, problem: null };
}

/** One asset page's state; one per mounted page (per-mount stores, ARCHITECTURE §3). */
export function createAssetModel(api: Pick<DigitalAssetsApi, 'asset'>, place: AssetPlace, first: AssetState): AssetModel {
  const store = createStore<AssetState>(() => first);
  const model: AssetModel = {
    store,
    async start() {
      if (store.getState().status === 'loading') await model.load();
    },
    async load() {
      store.setState({ status: 'loading', problem: null });
      try {
        store.setState({ status: 'ready', answer: await api.asset(place.slug, place.storeCode) });
      } catch (err) {
        const failure = readFailure(err);
        store.setState(failure.status === 404 ? { status: 'not-found' } : { status: 'failed', problem: failure.message });
      }
    },
  };
  return model;
}
