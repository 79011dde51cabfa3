import { createStore, type StoreApi } from 'zustand/vanilla';
import type { OrderDetail } from '@storefront/contracts';
import type { CartApi } from '../api';
import { readFailure } from '@storefront/http';
import { announceCartChanged } from '@storefront/ui';

export interface ThankYouState {
  status: 'loading' | 'ready' | 'not-found' | 'error';
  order: OrderDetail | null;
  errorMessage: string | null;
}

export function createThankYouModel(api: CartApi, orderNumber: string) {
  const store: StoreApi<ThankYouState> = createStore<ThankYouState>(() => ({ status: 'loading', order: null, errorMessage: null }));
  const { setState } = store;
  return {
    store,
    actions: {
      async load() {
        // the order closed the cart: the header's counter drops to 0
        announceCartChanged();
        setState({ status: 'loading', errorMessage: null });
        try {
          setState({ status: 'ready', order: await api.getOrder(orderNumber) });
        } catch (err) {
          const failure = readFailure(err);
          setState(failure.status === 404 ? { status: 'not-found' } : { status: 'error', errorMessage: failure.message });
        }
      },
    },
  };
}
