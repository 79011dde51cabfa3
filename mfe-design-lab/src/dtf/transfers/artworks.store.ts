import { createStore, type StoreApi } from 'zustand/vanilla';
import type { DtfArtworkSummary } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import type { DtfApi } from '../dtf-api';

export interface ArtworksState {
  status: 'loading' | 'ready' | 'failed';
  artworks: DtfArtworkSummary[];
  /** how many artworks a shopper may keep */
  limit: number | null;
  /** why the list could not be loaded (§8 words) */
  problem: string | null;
  /** the artwork whose deletion is being confirmed */
  confirmingDelete: string | null;
  /** the artwork being deleted */
  busyId: string | null;
  /** the last artwork deleted, for the confirmation line */
  deleted: string | null;
  /** why the last deletion failed */
  deleteProblem: string | null;
}

export interface ArtworksModel {
  store: StoreApi<ArtworksState>;
  load(): Promise<void>;
  askDelete(id: string): void;
  cancelDelete(): void;
  confirmDelete(): Promise<void>;
}

/** "Your artwork" on the transfers page: the shopper's artworks, each deleted after a confirmation (§5). */
export function createArtworksModel(api: DtfApi): ArtworksModel {
  const store = createStore<ArtworksState>(() => ({
    status: 'loading',
    artworks: [],
    limit: null,
    problem: null,
    confirmingDelete: null,
    busyId: null,
    deleted: null,
    deleteProblem: null,
  }));
  const get = store.getState;
  let latest = 0;

  return {
    store,
    async load() {
      const ticket = ++latest;
      // a reload after an upload keeps the list on screen; only the first load says "Loading"
      if (get().status !== 'ready') store.setState({ status: 'loading', problem: null });
      try {
        const { artworks, limit } = await api.artworks();
        if (ticket === latest) store.setState({ status: 'ready', artworks, limit, problem: null });
      } catch (err) {
        if (ticket === latest) store.setState({ status: 'failed', problem: readFailure(err).message });
      }
    },
    askDelete(id) {
      store.setState({ confirmingDelete: id, deleted: null, deleteProblem: null });
    },
    cancelDelete() {
      store.setState({ confirmingDelete: null });
    },
    async confirmDelete() {
      const id = get().confirmingDelete;
      const artwork = get().artworks.find((a) => a.id === id);
      if (!id || !artwork || get().busyId) return;
      store.setState({ confirmingDelete: null, busyId: id });
      try {
        await api.deleteArtwork(id);
        store.setState({ artworks: get().artworks.filter((a) => a.id !== id), busyId: null, deleted: artwork.name });
      } catch (err) {
        const failure = readFailure(err);
        // already gone (another tab): the list catches up
        if (failure.status === 404) store.setState({ artworks: get().artworks.filter((a) => a.id !== id), busyId: null, deleted: artwork.name });
        else store.setState({ busyId: null, deleteProblem: `${artwork.name} could not be deleted: ${failure.message}` });
      }
    },
  };
}
