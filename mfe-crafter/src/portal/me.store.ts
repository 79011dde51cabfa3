import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CrafterMeResponse } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import type { CrafterApi } from '../api';

export type MeState =
  | { status: 'loading' }
  | { status: 'ready'; me: CrafterMeResponse }
  /** 401: a guest */
  | { status: 'sign-in' }
  /** 403: signed in, not a crafter */
  | { status: 'not-crafter' }
  | { status: 'failed'; problem: string };

/** Who the portal is for (GET /api/crafter/me.json); one per mounted portal. */
export function createMeModel(api: Pick<CrafterApi, 'me'>): { store: StoreApi<MeState>; load(): Promise<void> } {
  const store = createStore<MeState>(() => ({ status: 'loading' }));
  return {
    store,
    async load() {
      store.setState({ status: 'loading' }, true);
      try {
        store.setState({ status: 'ready', me: await api.me() }, true);
      } catch (err) {
        const f = readFailure(err);
        if (f.status === 401) store.setState({ status: 'sign-in' }, true);
        else if (f.status === 403) store.setState({ status: 'not-crafter' }, true);
        else store.setState({ status: 'failed', problem: f.message }, true);
      }
    },
  };
}
