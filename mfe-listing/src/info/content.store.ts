// Content pages of this mount, by store and path: the inlined page when the document carried it,
// otherwise fetched on the way in (a client-side move from one help page to another).
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ContentPage } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';
import type { ListingApi } from '../api';

export type ContentEntry = { status: 'loading' } | { status: 'ready'; page: ContentPage } | { status: 'not-found' } | { status: 'error'; error: string };

export interface ContentState {
  pages: Record<string, ContentEntry>;
}

export type ContentStore = StoreApi<ContentState>;

export const contentKey = (store: StoreCode, path: string) => `${store}:${path}`;

export function createContentStore(seed?: ContentPage): ContentStore {
  return createStore<ContentState>(() => ({ pages: seed ? { [contentKey(seed.store, seed.path)]: { status: 'ready', page: seed } } : {} }));
}

export async function loadContent(store: ContentStore, api: ListingApi, storeCode: StoreCode, path: string, opts: { force?: boolean } = {}): Promise<void> {
  const key = contentKey(storeCode, path);
  const current = store.getState().pages[key];
  if (!opts.force && current && current.status !== 'error') return;
  const set = (entry: ContentEntry) => store.setState((s) => ({ pages: { ...s.pages, [key]: entry } }));
  set({ status: 'loading' });
  try {
    set({ status: 'ready', page: await api.content(storeCode, path) });
  } catch (err) {
    const failure = readFailure(err);
    set(failure.status === 404 ? { status: 'not-found' } : { status: 'error', error: failure.message });
  }
}
