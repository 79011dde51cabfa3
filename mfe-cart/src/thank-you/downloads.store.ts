import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PurchasedAsset } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import type { CartApi } from '../api';

export interface DownloadsState {
  /** signed-out: the service lists a signed-in shopper's purchases only (a guest's order joins the account at sign-in) */
  status: 'loading' | 'ready' | 'signed-out' | 'error';
  purchases: PurchasedAsset[];
  /** a shopper-safe reason when the list could not be loaded */
  errorMessage: string | null;
}

/** The files of one order's digital assets on the thank-you page; one per mounted page. */
export function createDownloadsModel(api: CartApi, orderNumber: string) {
  const store: StoreApi<DownloadsState> = createStore<DownloadsState>(() => ({ status: 'loading', purchases: [], errorMessage: null }));
  const { setState } = store;
  // only the newest answer is shown: a retry or a renewal may overtake an earlier load
  let latest = 0;
  const fetchPurchases = async () => {
    const request = ++latest;
    const purchases = await api.purchases(orderNumber);
    if (request === latest) setState({ status: 'ready', purchases, errorMessage: null });
    return purchases;
  };
  return {
    store,
    actions: {
      async load() {
        setState({ status: 'loading', errorMessage: null });
        const request = latest + 1;
        try {
          await fetchPurchases();
        } catch (err) {
          if (request !== latest) return;
          const failure = readFailure(err);
          setState(failure.status === 401 ? { status: 'signed-out', errorMessage: null } : { status: 'error', errorMessage: failure.message });
        }
      },
      /** fresh links for every purchase (they expire after 15 minutes); answers the one asked for, null when it is gone */
      async renew(orderLineId: string, format: string): Promise<string | null> {
        const purchases = await fetchPurchases();
        return purchases.find((p) => p.order_line_id === orderLineId)?.downloads.find((d) => d.format === format)?.url ?? null;
      },
    },
  };
}
