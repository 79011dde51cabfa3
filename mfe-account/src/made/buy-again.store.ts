import { createStore, type StoreApi } from 'zustand/vanilla';
import { CART_MAX_QUANTITY } from '@storefront/contracts/limits';
import { readFailure } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';
import { announceCartChanged, parseQuantity } from '@storefront/ui';
import type { AccountApi } from '../api';

export interface BuyAgainState {
  /** what the shopper typed per size; empty or 0 leaves the size out */
  quantities: Record<string, string>;
  status: 'idle' | 'submitting';
  /** pieces now in the cart after the last add; shows the confirmation and the cart link */
  addedItems: number | null;
  /** a problem found before sending, or the server's refusal (§8) */
  error: string | null;
}

export interface BuyAgainModel {
  store: StoreApi<BuyAgainState>;
  setQuantity(size: string, text: string): void;
  submit(): Promise<void>;
}

/** Which order line to buy again, where, and in which sizes. */
export interface BuyAgainTarget {
  orderNumber: string;
  orderLineId: string;
  store: StoreCode;
  sizes: readonly string[];
}

/** The "Buy again" form of one custom design of an order; one per mounted form. */
export function createBuyAgainModel(api: Pick<AccountApi, 'reorderMade'>, target: BuyAgainTarget): BuyAgainModel {
  const store = createStore<BuyAgainState>(() => ({
    quantities: Object.fromEntries(target.sizes.map((s) => [s, ''])),
    status: 'idle',
    addedItems: null,
    error: null,
  }));
  return {
    store,
    setQuantity(size, text) {
      store.setState({ quantities: { ...store.getState().quantities, [size]: text }, addedItems: null });
    },
    async submit() {
      // a repeat submit while one is in flight is ignored
      if (store.getState().status === 'submitting') return;
      const quantities: Record<string, number> = {};
      for (const [size, text] of Object.entries(store.getState().quantities)) {
        if (text.trim() === '' || text.trim() === '0') continue;
        const n = parseQuantity(text);
        if (n === null) return store.setState({ error: `Enter a quantity from 0 to ${CART_MAX_QUANTITY} for size ${size}.`, addedItems: null });
        quantities[size] = n;
      }
      if (Object.keys(quantities).length === 0) return store.setState({ error: 'Enter a quantity for at least one size.', addedItems: null });
      store.setState({ status: 'submitting', error: null, addedItems: null });
      try {
        const answer = await api.reorderMade({ store: target.store, order_number: target.orderNumber, order_line_id: target.orderLineId, quantities });
        store.setState({ status: 'idle', addedItems: answer.total_items_qty, quantities: Object.fromEntries(target.sizes.map((s) => [s, ''])) });
        // the header recounts, as after an add on the product page
        announceCartChanged();
      } catch (err) {
        store.setState({ status: 'idle', error: `An error occurred: ${readFailure(err).message}` });
      }
    },
  };
}
