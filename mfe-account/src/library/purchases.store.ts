import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PurchasedAsset } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import type { AccountApi } from '../api';

export interface PurchasesState {
  status: 'loading' | 'ready' | 'signed-out' | 'error';
  purchases: PurchasedAsset[];
  loadError: string | null;
}

export interface PurchasesActions {
  load(): Promise<void>;
  /** fresh links for every purchase (they expire after 15 minutes); answers the one asked for, null when it is gone */
  renew(orderLineId: string, format: string): Promise<string | null>;
}

/** The digital assets the shopper bought, on My Library (digital-assets service); one per mounted section. */
export function createPurchasesModel(api: AccountApi): { store: StoreApi<PurchasesState>; actions: PurchasesActions } {
  const store = createStore<PurchasesState>(() => ({ status: 'loading', purchases: [], loadError: null }));
  const { setState } = store;
  // only the newest answer is shown: a retry or a renewal may overtake an earlier load
  let latest = 0;
  const fetchPurchases = async () => {
    const request = ++latest;
    const purchases = await api.listPurchases();
    if (request === latest) setState({ status: 'ready', purchases, loadError: null });
    return purchases;
  };
  return {
    store,
    actions: {
      async load() {
        setState({ status: 'loading', loadError: null });
        const request = latest + 1;
        try {
          await fetchPurchases();
        } catch (err) {
          if (request !== latest) return;
          const failure = readFailure(err);
          setState(failure.status === 401 ? { status: 'signed-out' } : { status: 'error', loadError: failure.message });
        }
      },
      async renew(orderLineId, format) {
        const purchases = await fetchPurchases();
        return purchases.find((p) => p.order_line_id === orderLineId)?.downloads.find((d) => d.format === format)?.url ?? null;
      },
    },
  };
}
