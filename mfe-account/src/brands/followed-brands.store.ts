import { createStore } from 'zustand/vanilla';
import type { FollowedBrand } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import type { AccountApi } from '../api';

export interface FollowedBrandsState {
  status: 'loading' | 'ready' | 'signed-out' | 'error';
  brands: FollowedBrand[];
  message: string | null;
  /** the brand being unfollowed */
  busy: string | null;
  /** the brand just unfollowed (a new object each time, announced) */
  unfollowed: { name: string } | null;
}

/** "Brands you follow" on the account overview: the list, and unfollow. */
export function createFollowedBrandsModel(api: AccountApi) {
  const store = createStore<FollowedBrandsState>(() => ({ status: 'loading', brands: [], message: null, busy: null, unfollowed: null }));
  const { getState, setState } = store;
  return {
    store,
    async load() {
      setState({ status: 'loading', message: null });
      try {
        setState({ status: 'ready', brands: await api.listFollowedBrands() });
      } catch (err) {
        const f = readFailure(err, 'Your brands could not be loaded.');
        setState(f.status === 401 ? { status: 'signed-out' } : { status: 'error', message: f.message });
      }
    },
    async unfollow(slug: string) {
      const brand = getState().brands.find((b) => b.slug === slug);
      if (!brand || getState().busy) return;
      setState({ busy: slug, message: null });
      try {
        await api.unfollowBrand(slug);
        setState({ busy: null, brands: getState().brands.filter((b) => b.slug !== slug), unfollowed: { name: brand.name } });
      } catch (err) {
        setState({ busy: null, message: readFailure(err).message });
      }
    },
  };
}
