import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AccountApi } from '../api';
import { readFailure } from '@storefront/http';
import { announceSessionChange } from '@storefront/ui';

export interface SignOutState {
  busy: boolean;
  message: string | null;
}

/** POST sign_out, tell the other areas (header greeting, cart counter), then leave the account pages. */
export function createSignOut(api: AccountApi, onSignedOut: () => void): { store: StoreApi<SignOutState>; run(): Promise<void> } {
  const store = createStore<SignOutState>(() => ({ busy: false, message: null }));
  return {
    store,
    async run() {
      if (store.getState().busy) return;
      store.setState({ busy: true, message: null });
      try {
        await api.signOut();
        store.setState({ busy: false });
        announceSessionChange();
        onSignedOut();
      } catch (err) {
        store.setState({ busy: false, message: readFailure(err).message });
      }
    },
  };
}
