import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SavedCart } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import { announceCartChanged } from '@storefront/ui';
import type { StoreCode } from '@storefront/store-config';
import { savedCartsDisabled } from '../session/page-flags';
import type { SavedCartsApi } from './saved-carts.api';

export type SavedCartsBusy = 'loading' | 'switching' | 'creating' | 'renaming' | null;

interface SavedCartsState {
  carts: SavedCart[];
  /** true once a list has arrived */
  loaded: boolean;
  /** what is in flight: the loader's text says which (§4) */
  busy: SavedCartsBusy;
  /** the cart being switched to: its row shows the switching spinner */
  switchingId: string | null;
  /** what went wrong last, for the panel */
  problem: string | null;
}

const initial: SavedCartsState = { carts: [], loaded: false, busy: null, switchingId: null, problem: null };

export const LOADER_TEXT: Record<Exclude<SavedCartsBusy, null>, string> = {
  loading: 'Loading carts…',
  switching: 'Switching carts…',
  creating: 'Creating cart…',
  renaming: 'Renaming cart…',
};

/** The service's own words when it sent some; a status line ("Internal Server Error: …") never reaches the panel. */
function messageOf(err: unknown, fallback: string): string {
  const failure = readFailure(err);
  return failure.code === undefined ? fallback : failure.message;
}

export interface SavedCartsModel {
  store: StoreApi<SavedCartsState>;
  /** GET the list; skipped when the page marks saved carts as disabled (§5). */
  load(api: SavedCartsApi, shop: StoreCode): Promise<void>;
  /** Makes another cart the active one; the previous list comes back on failure. */
  switchTo(api: SavedCartsApi, id: string): Promise<void>;
  /** A new cart (empty name → the server's default name) becomes active and comes first (§4). */
  create(api: SavedCartsApi, shop: StoreCode, name?: string): Promise<void>;
  /** Resolves true when it was renamed (the form closes), false when it failed. */
  rename(api: SavedCartsApi, id: string, name: string): Promise<boolean>;
  /** Forget everything (another shop); answers in flight are dropped. */
  reset(): void;
}

/** The saved-carts dropdown's state; one per mounted dropdown (it mounts while someone is signed in). */
export function createSavedCartsModel(): SavedCartsModel {
  const store = createStore<SavedCartsState>(() => initial);
  const { getState, setState } = store;
  // Only the newest call may write; an answer for a list the shopper has since replaced is dropped.
  let latest = 0;
  return {
    store,
    /** GET the list; skipped when the page marks saved carts as disabled (§5). */
    async load(api: SavedCartsApi, shop: StoreCode): Promise<void> {
      if (savedCartsDisabled()) return;
      const request = ++latest;
      const previous = getState().carts;
      setState({ busy: 'loading', problem: null });
      try {
        const { carts } = await api.list(shop);
        if (request === latest) setState({ carts, loaded: true, busy: null });
      } catch (err) {
        if (request !== latest) return;
        // §8: a warning only when the answer says so (422, or our sign_in_required): the shopper is
        // not signed in. Any other failure (a 500 carries a code too) is just a failed load.
        const { status, code } = readFailure(err);
        const notSignedIn = status === 422 || status === 401 || code === 'sign_in_required';
        if (notSignedIn) console.warn('Saved carts: not signed in', err);
        setState({ carts: previous, busy: null, problem: notSignedIn ? 'Sign in to use saved carts.' : 'Saved carts could not be loaded.' });
      }
    },

    /** Makes another cart the active one: a spinner on its row while switching; the previous list comes back on failure. */
    async switchTo(api: SavedCartsApi, id: string): Promise<void> {
      const { carts: previous, busy } = getState();
      const target = previous.find((c) => c.id === id);
      if (!target || target.active || busy) return;
      const request = ++latest;
      setState({ busy: 'switching', switchingId: id, problem: null, carts: previous.map((c) => ({ ...c, active: c.id === id })) });
      try {
        const answer = await api.switchTo(target);
        if (request !== latest) return;
        setState({ busy: null, switchingId: null, ...(answer ? { carts: answer.carts } : {}) });
        announceCartChanged();
      } catch (err) {
        if (request !== latest) return;
        // §8: a failed switch hides the spinner; the list is as it was
        setState({ busy: null, switchingId: null, carts: previous, problem: messageOf(err, 'Could not switch carts. Please try again.') });
      }
    },

    /** A new cart (empty name → the server's default name) becomes active and comes first (§4). */
    async create(api: SavedCartsApi, shop: StoreCode, name = ''): Promise<void> {
      const { carts: previous, busy } = getState();
      if (busy) return;
      const request = ++latest;
      setState({ busy: 'creating', problem: null });
      try {
        const { cart } = await api.create(shop, name);
        if (request !== latest) return;
        const rest = previous.filter((c) => c.id !== cart.id).map((c) => ({ ...c, active: false }));
        setState({ busy: null, loaded: true, carts: [{ ...cart, active: true }, ...rest] });
        announceCartChanged();
      } catch (err) {
        if (request !== latest) return;
        console.error('Saved carts: create failed', err); // §8: logged, previous list restored
        setState({ busy: null, carts: previous, problem: messageOf(err, 'Could not create a cart. Please try again.') });
      }
    },

    /** Renames a cart; resolves true when it was renamed (the form closes), false when it failed. */
    async rename(api: SavedCartsApi, id: string, name: string): Promise<boolean> {
      const { carts: previous, busy } = getState();
      if (busy) return false;
      const request = ++latest;
      setState({ busy: 'renaming', problem: null });
      try {
        const cart = await api.rename(id, name);
        if (request !== latest) return false;
        setState({ busy: null, carts: previous.map((c) => (c.id === id ? cart : c)) });
        return true;
      } catch (err) {
        if (request !== latest) return false;
        console.error('Saved carts: rename failed', err); // §8: logged, previous list restored
        setState({ busy: null, carts: previous, problem: messageOf(err, 'Could not rename the cart. Please try again.') });
        return false;
      }
    },

    /** Forget everything (signed out, or the header unmounted); answers in flight are dropped. */
    reset(): void {
      latest++;
      setState(initial);
    },
  };
}
