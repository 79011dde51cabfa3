import { create } from 'zustand';
import type { SavedCart } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';
import { CART_CHANGED_EVENT } from '../api';
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
export const useSavedCarts = create<SavedCartsState>(() => initial);
const { getState, setState } = useSavedCarts;

export const LOADER_TEXT: Record<Exclude<SavedCartsBusy, null>, string> = {
  loading: 'Loading carts…',
  switching: 'Switching carts…',
  creating: 'Creating cart…',
  renaming: 'Renaming cart…',
};

// Only the newest call may write; an answer for a list the shopper has since replaced is dropped.
let latest = 0;

/** The service's own words when it sent some; a status line ("Internal Server Error: …") never reaches the panel. */
function messageOf(err: unknown, fallback: string): string {
  const failure = readFailure(err);
  return failure.code === undefined ? fallback : failure.message;
}
const cartChanged = () => window.dispatchEvent(new Event(CART_CHANGED_EVENT));

/** GET the list; skipped when the page marks saved carts as disabled (§5). */
export async function loadSavedCarts(api: SavedCartsApi, store: StoreCode): Promise<void> {
  if (savedCartsDisabled()) return;
  const request = ++latest;
  const previous = getState().carts;
  setState({ busy: 'loading', problem: null });
  try {
    const { carts } = await api.list(store);
    if (request === latest) setState({ carts, loaded: true, busy: null });
  } catch (err) {
    if (request !== latest) return;
    // §8: a warning only when the answer is an error of ours or 422 — the shopper is not signed in
    const { status, code } = readFailure(err);
    const notSignedIn = status === 422 || status === 401 || code !== undefined;
    if (notSignedIn) console.warn('Saved carts: not signed in', err);
    setState({ carts: previous, busy: null, problem: notSignedIn ? 'Sign in to use saved carts.' : 'Saved carts could not be loaded.' });
  }
}

/** Makes another cart the active one: a spinner on its row while switching; the previous list comes back on failure. */
export async function switchSavedCart(api: SavedCartsApi, id: string): Promise<void> {
  const { carts: previous, busy } = getState();
  const target = previous.find((c) => c.id === id);
  if (!target || target.active || busy) return;
  const request = ++latest;
  setState({ busy: 'switching', switchingId: id, problem: null, carts: previous.map((c) => ({ ...c, active: c.id === id })) });
  try {
    const answer = await api.switchTo(target);
    if (request !== latest) return;
    setState({ busy: null, switchingId: null, ...(answer ? { carts: answer.carts } : {}) });
    cartChanged();
  } catch (err) {
    if (request !== latest) return;
    // §8: a failed switch hides the spinner; the list is as it was
    setState({ busy: null, switchingId: null, carts: previous, problem: messageOf(err, 'Could not switch carts. Please try again.') });
  }
}

/** A new cart (empty name → the server's default name) becomes active and comes first (§4). */
export async function createSavedCart(api: SavedCartsApi, store: StoreCode, name = ''): Promise<void> {
  const { carts: previous, busy } = getState();
  if (busy) return;
  const request = ++latest;
  setState({ busy: 'creating', problem: null });
  try {
    const { cart } = await api.create(store, name);
    if (request !== latest) return;
    const rest = previous.filter((c) => c.id !== cart.id).map((c) => ({ ...c, active: false }));
    setState({ busy: null, loaded: true, carts: [{ ...cart, active: true }, ...rest] });
    cartChanged();
  } catch (err) {
    if (request !== latest) return;
    console.error('Saved carts: create failed', err); // §8: logged, previous list restored
    setState({ busy: null, carts: previous, problem: messageOf(err, 'Could not create a cart. Please try again.') });
  }
}

/** Renames a cart; resolves true when it was renamed (the form closes), false when it failed. */
export async function renameSavedCart(api: SavedCartsApi, id: string, name: string): Promise<boolean> {
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
}

/** Forget everything (signed out, or the header unmounted); answers in flight are dropped. */
export function resetSavedCarts(): void {
  latest++;
  setState(initial);
}
