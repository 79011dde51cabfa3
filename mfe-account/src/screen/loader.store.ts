import { createStore, type StoreApi } from 'zustand/vanilla';
import { readFailure } from '@storefront/http';

export type LoaderState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'not-found' }
  /** 401 or no user: the screen sends the guest to sign-in */
  | { status: 'signed-out' }
  | { status: 'error'; message: string };

export interface Loader<T, A extends unknown[]> {
  store: StoreApi<LoaderState<T>>;
  load(...args: A): Promise<void>;
}

/**
 * One screen's read: loading → ready | not-found | signed-out | error. Only the newest load may
 * write, so a slow answer for page 1 cannot replace page 2's. `fetch` answering null means "no user".
 */
export function createLoader<T, A extends unknown[]>(fetch: (...args: A) => Promise<T | null>): Loader<T, A> {
  const store = createStore<LoaderState<T>>(() => ({ status: 'loading' }));
  let latest = 0;
  return {
    store,
    async load(...args) {
      const request = ++latest;
      store.setState({ status: 'loading' }, true);
      try {
        const data = await fetch(...args);
        if (request !== latest) return;
        store.setState(data === null ? { status: 'signed-out' } : { status: 'ready', data }, true);
      } catch (err) {
        if (request !== latest) return;
        const failure = readFailure(err);
        if (failure.status === 401) store.setState({ status: 'signed-out' }, true);
        else if (failure.status === 404) store.setState({ status: 'not-found' }, true);
        else store.setState({ status: 'error', message: failure.message }, true);
      }
    },
  };
}
