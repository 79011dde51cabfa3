// Brand pages of this mount, by store and brand: what the document carried for the brand it was
// served for (a page, or none), otherwise fetched when the shopper moves to another brand.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { BrandPage } from '@storefront/contracts';
import type { StoreCode } from '@storefront/store-config';
import type { ListingApi } from '../api';

export type BrandPageEntry = { status: 'loading' } | { status: 'ready'; page: BrandPage | null } | { status: 'error' };

export interface BrandPagesState {
  pages: Record<string, BrandPageEntry>;
}

export type BrandPagesStore = StoreApi<BrandPagesState>;

export const brandKey = (store: StoreCode, slug: string) => `${store}:${slug}`;

/** `seed`: the brand the document was served for and its page (null: it has none, so nothing is fetched). */
export function createBrandPagesStore(seed?: { store: StoreCode; slug: string; page: BrandPage | null }): BrandPagesStore {
  return createStore<BrandPagesState>(() => ({ pages: seed ? { [brandKey(seed.store, seed.slug)]: { status: 'ready', page: seed.page } } : {} }));
}

export async function loadBrandPage(store: BrandPagesStore, api: ListingApi, storeCode: StoreCode, slug: string): Promise<void> {
  const key = brandKey(storeCode, slug);
  const current = store.getState().pages[key];
  if (current && current.status !== 'error') return;
  const set = (entry: BrandPageEntry) => store.setState((s) => ({ pages: { ...s.pages, [key]: entry } }));
  set({ status: 'loading' });
  try {
    set({ status: 'ready', page: await api.brandPage(storeCode, slug) });
  } catch {
    // the brand's story is extra: without it the listing still works, so no error is shown
    set({ status: 'error' });
  }
}
