import { createStore, type StoreApi } from 'zustand/vanilla';
import type { DtfArtworkSummary } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import type { AccountApi } from '../api';

export interface ArtworksState {
  status: 'loading' | 'ready' | 'signed-out' | 'error';
  /** most recently changed first */
  artworks: DtfArtworkSummary[];
  /** how many artworks the design lab keeps per shopper */
  limit: number;
  loadError: string | null;
  /** the whole list, not only the most recent few */
  expanded: boolean;
  /** the artwork the delete confirmation is open for */
  confirmingDelete: string | null;
  /** the artwork being deleted (the confirmation stays open meanwhile) */
  busyId: string | null;
  /** why the last delete was refused, shown in the confirmation (a 409: it is in a cart or was ordered) */
  deleteError: string | null;
  /** the last artwork deleted; a new object each time, so the screen can move focus after each */
  deleted: { name: string } | null;
}

export interface ArtworksActions {
  load(): Promise<void>;
  showAll(): void;
  askDelete(id: string): void;
  cancelDelete(): void;
  confirmDelete(): Promise<void>;
}

const changedAt = (a: DtfArtworkSummary) => {
  const t = Date.parse(a.updated_at);
  return Number.isNaN(t) ? 0 : t;
};

/** Newest change first, as the service lists them; a stable sort keeps its order among equals. */
const newestFirst = (artworks: DtfArtworkSummary[]) => [...artworks].sort((a, b) => changedAt(b) - changedAt(a));

/** The signed-in shopper's DTF artworks (GET/DELETE /api/users/dtf_artworks); one per mounted list. */
export function createArtworksModel(api: Pick<AccountApi, 'listDtfArtworks' | 'deleteDtfArtwork'>): { store: StoreApi<ArtworksState>; actions: ArtworksActions } {
  const model = createStore<ArtworksState>(() => ({
    status: 'loading',
    artworks: [],
    limit: 0,
    loadError: null,
    expanded: false,
    confirmingDelete: null,
    busyId: null,
    deleteError: null,
    deleted: null,
  }));
  const { getState, setState } = model;
  // only the newest load writes: a slow first answer cannot replace a retry's
  let latest = 0;

  const actions: ArtworksActions = {
    async load() {
      const request = ++latest;
      setState({ status: 'loading', loadError: null });
      try {
        const { artworks, limit } = await api.listDtfArtworks();
        if (request !== latest) return;
        setState({ status: 'ready', artworks: newestFirst(artworks), limit });
      } catch (err) {
        if (request !== latest) return;
        const f = readFailure(err);
        // the session ended since the overview read it
        if (f.status === 401) setState({ status: 'signed-out' });
        else setState({ status: 'error', loadError: f.message });
      }
    },
    showAll() {
      setState({ expanded: true });
    },
    askDelete(id) {
      setState({ confirmingDelete: id, deleteError: null, deleted: null });
    },
    cancelDelete() {
      // the answer of a delete on its way is still to be shown in the confirmation
      if (getState().busyId) return;
      setState({ confirmingDelete: null, deleteError: null });
    },
    async confirmDelete() {
      const { confirmingDelete: id, busyId, artworks } = getState();
      const artwork = artworks.find((a) => a.id === id);
      if (!artwork || busyId) return;
      setState({ busyId: artwork.id, deleteError: null, deleted: null });
      try {
        await api.deleteDtfArtwork(artwork.id);
      } catch (err) {
        const f = readFailure(err);
        if (f.status === 401) return setState({ busyId: null, confirmingDelete: null, status: 'signed-out' });
        // already gone (404) is what the shopper wanted; a refusal (409: in a cart, or ordered) or any
        // other failure keeps the artwork and says why in the confirmation
        if (f.status !== 404) return setState({ busyId: null, deleteError: f.message });
      }
      setState({
        busyId: null,
        confirmingDelete: null,
        artworks: getState().artworks.filter((a) => a.id !== artwork.id),
        deleted: { name: artwork.name },
      });
    },
  };
  return { store: model, actions };
}
