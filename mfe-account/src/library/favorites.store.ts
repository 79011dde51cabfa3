import { createStore, type StoreApi } from 'zustand/vanilla';
import type { FavoriteItem, MonitoredItem, MonitoredKind } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';
import type { AccountApi } from '../api';

export interface FavoritesState {
  status: 'loading' | 'ready' | 'signed-out' | 'error';
  items: FavoriteItem[];
  alerts: MonitoredItem[];
  loadError: string | null;
  /** the favorite a write is on its way for (its controls hold still) */
  busy: string | null;
  /** a refused write, shown at its favorite */
  problem: { product: string; message: string } | null;
  /** what last succeeded, announced once: "Note saved", "Alert on" */
  done: { product: string; message: string } | null;
  /** the favorite the remove confirmation is open for */
  confirmingRemove: string | null;
  /** the last one removed; a new object each time, so the screen can move focus after each */
  removed: { name: string } | null;
}

export interface FavoritesActions {
  load(): Promise<void>;
  saveNote(product: string, note: string): Promise<void>;
  setAlert(product: string, kind: MonitoredKind, on: boolean): Promise<void>;
  askRemove(product: string): void;
  cancelRemove(): void;
  confirmRemove(): Promise<void>;
}

/** The whole-product alert of `kind` on `product` (My Library sets only these; a size alert from elsewhere shows too). */
export function alertOf(alerts: readonly MonitoredItem[], product: string, kind: MonitoredKind): MonitoredItem | undefined {
  return alerts.find((a) => a.product === product && a.kind === kind && a.sku === null && a.size === null);
}

/** The shopper's favorites and alerts on My Library (account service, §7); one per mounted screen. */
export function createFavoritesModel(api: AccountApi, store: StoreCode): { store: StoreApi<FavoritesState>; actions: FavoritesActions } {
  const model = createStore<FavoritesState>(() => ({
    status: 'loading',
    items: [],
    alerts: [],
    loadError: null,
    busy: null,
    problem: null,
    done: null,
    confirmingRemove: null,
    removed: null,
  }));
  const { getState, setState } = model;
  let latest = 0;

  /** One write on one favorite at a time; a refusal is shown at that favorite. */
  const write = async (product: string, run: () => Promise<Partial<FavoritesState>>, success: string) => {
    if (getState().busy) return;
    setState({ busy: product, problem: null, done: null });
    try {
      setState({ ...(await run()), busy: null, done: { product, message: success } });
    } catch (err) {
      const failure = readFailure(err);
      if (failure.status === 401) setState({ status: 'signed-out', busy: null });
      else setState({ busy: null, problem: { product, message: failure.message } });
    }
  };

  const actions: FavoritesActions = {
    async load() {
      const request = ++latest;
      setState({ status: 'loading', loadError: null });
      try {
        const { items, monitored_items } = await api.listFavorites(store);
        if (request === latest) setState({ status: 'ready', items, alerts: monitored_items });
      } catch (err) {
        if (request !== latest) return;
        const failure = readFailure(err);
        setState(failure.status === 401 ? { status: 'signed-out' } : { status: 'error', loadError: failure.message });
      }
    },
    saveNote(product, note) {
      return write(
        product,
        async () => {
          const item = await api.updateFavoriteNote(product, note.trim() === '' ? null : note, store);
          return { items: getState().items.map((i) => (i.product === product ? item : i)) };
        },
        note.trim() === '' ? 'Note removed' : 'Note saved',
      );
    },
    setAlert(product, kind, on) {
      const words = kind === 'price_drop' ? 'Price drop alert' : 'Back in stock alert';
      return write(
        product,
        async () => {
          const existing = alertOf(getState().alerts, product, kind);
          if (on && !existing) {
            const alert = await api.subscribe({ product, kind, store });
            return { alerts: [...getState().alerts, alert] };
          }
          if (!on && existing) {
            await api.unsubscribe(existing.id);
            return { alerts: getState().alerts.filter((a) => a.id !== existing.id) };
          }
          return {};
        },
        on ? `${words} on` : `${words} off`,
      );
    },
    askRemove(product) {
      setState({ confirmingRemove: product, problem: null });
    },
    cancelRemove() {
      if (!getState().busy) setState({ confirmingRemove: null });
    },
    async confirmRemove() {
      const product = getState().confirmingRemove;
      const item = getState().items.find((i) => i.product === product);
      if (!product || !item) return;
      await write(
        product,
        async () => {
          await api.removeFavorite(product);
          const { items, alerts } = getState();
          return { items: items.filter((i) => i.product !== product), alerts: alerts.filter((a) => a.product !== product), removed: { name: item.name } };
        },
        `Removed ${item.name}`,
      );
      setState({ confirmingRemove: null });
    },
  };
  return { store: model, actions };
}
