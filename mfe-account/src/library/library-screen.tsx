import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { LoadFailed } from '@storefront/ui';
import type { AccountApi } from '../api';
import { MyArtwork } from '../artwork/my-artwork';
import { MyDesigns } from '../designs/my-designs';
import { createLoader } from '../screen/loader.store';
import { Loading, SignInRedirect } from '../screen/load-states';
import { MyFavorites } from './my-favorites';
import { MyFiles } from './my-files';
import { MyPurchases } from './my-purchases';

/** What My Library can show; `?show=` names one, everything by default. */
export const LIBRARY_FILTERS = [
  { key: 'all', label: 'Everything' },
  { key: 'purchased', label: 'Purchased' },
  { key: 'favorites', label: 'Favorites' },
  { key: 'designs', label: 'Designs' },
  { key: 'artwork', label: 'Artwork' },
  { key: 'uploads', label: 'Uploads' },
] as const;
export type LibraryFilter = (typeof LIBRARY_FILTERS)[number]['key'];

export function libraryFilterOf(search: string): LibraryFilter {
  const show = new URLSearchParams(search).get('show');
  return LIBRARY_FILTERS.find((f) => f.key === show)?.key ?? 'all';
}

/**
 * /account/library, "My Library": what the shopper keeps in one place — digital assets bought (their
 * files and licences), favorites with notes and alerts, saved design-lab projects, DTF artwork and
 * the files uploaded on the digital-assets pages —
 * narrowed by a filter the address keeps.
 */
export function LibraryScreen({ api, search }: { api: AccountApi; search: string }) {
  const [loader] = useState(() => createLoader(() => api.currentUser()));
  const state = useStore(loader.store);
  const [filter, setFilter] = useState(() => libraryFilterOf(search));
  useEffect(() => void loader.load(), [loader]);

  const choose = (next: LibraryFilter) => {
    setFilter(next);
    const url = new URL(window.location.href);
    if (next === 'all') url.searchParams.delete('show');
    else url.searchParams.set('show', next);
    // the same screen: the address keeps the filter for a reload or a shared link, with no remount
    window.history.replaceState(window.history.state, '', url);
  };

  if (state.status === 'loading') return <Loading label="Loading My Library" />;
  if (state.status === 'signed-out') return <SignInRedirect />;
  if (state.status !== 'ready') {
    return <LoadFailed className="acc-failed" message={state.status === 'error' ? state.message : 'My Library could not be loaded.'} onRetry={() => void loader.load()} />;
  }
  const shows = (key: LibraryFilter) => filter === 'all' || filter === key;
  return (
    <section className="acc-page acc-library" aria-labelledby="acc-library-title">
      <h1 id="acc-library-title">My Library</h1>
      <div role="group" aria-label="Show" className="acc-library__filters">
        {LIBRARY_FILTERS.map((f) => (
          <button key={f.key} type="button" className="sf-pill acc-chip" aria-pressed={filter === f.key} onClick={() => choose(f.key)}>
            {f.label}
          </button>
        ))}
      </div>
      {shows('purchased') ? <MyPurchases api={api} /> : null}
      {shows('favorites') ? <MyFavorites api={api} /> : null}
      {shows('designs') ? <MyDesigns api={api} /> : null}
      {shows('artwork') ? <MyArtwork api={api} /> : null}
      {shows('uploads') ? <MyFiles api={api} /> : null}
    </section>
  );
}
