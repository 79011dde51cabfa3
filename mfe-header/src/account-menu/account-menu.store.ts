import { createStore, type StoreApi } from 'zustand/vanilla';
import { readFailure, type HttpClient } from '@storefront/http';
import { announceSessionChange } from '@storefront/ui';

interface AccountMenuState {
  open: boolean;
  signingOut: boolean;
  error: string | null;
}

export interface AccountMenuModel {
  store: StoreApi<AccountMenuState>;
  toggle(): void;
  close(): void;
  /**
   * POST /api/v2/sign_out.json (the server clears `sid` and `name`), then every area hears it: the
   * greeting goes, the cart counter recounts the guest's cart. `then` runs only after a sign-out.
   */
  signOut(http: HttpClient, then: () => void): Promise<void>;
}

const initial: AccountMenuState = { open: false, signingOut: false, error: null };

/** The account menu's state; one per mounted menu (it mounts while someone is signed in). */
export function createAccountMenuModel(): AccountMenuModel {
  const store = createStore<AccountMenuState>(() => initial);
  const { getState, setState } = store;
  return {
    store,
    toggle: () => setState((s) => ({ open: !s.open, error: null })),
    close() {
      if (getState().open) setState({ open: false, error: null });
    },
    async signOut(http, then) {
      if (getState().signingOut) return;
      setState({ signingOut: true, error: null });
      try {
        await http.post('/api/v2/sign_out.json');
        setState(initial);
        announceSessionChange();
        then();
      } catch (err) {
        setState({ signingOut: false, error: readFailure(err).message });
      }
    },
  };
}
