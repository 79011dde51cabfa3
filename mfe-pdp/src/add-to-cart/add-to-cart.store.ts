import { createStore, type StoreApi } from 'zustand/vanilla';
import { readFailure } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';
import type { AddToCart } from './add-to-cart-api';

/** The cart service's line limit, from the zod-free contracts subpath: this page bundles no zod. */
import { CART_MAX_QUANTITY as MAX_QUANTITY } from '@storefront/contracts/limits';
import { announceCartChanged, parseQuantity } from '@storefront/ui';

export interface AddToCartState {
  /** §4: idle → submitting → idle */
  status: 'idle' | 'submitting';
  /** the order number of the cart the last add went into; shows the confirmation */
  addedTo: string | null;
  /** a problem the shopper can fix before anything is sent */
  problem: string | null;
}

export interface AddToCartModel {
  store: StoreApi<AddToCartState>;
  submit(input: { sku: string | null; quantity: string; store: StoreCode }): Promise<void>;
  /** the selection changed: an earlier confirmation no longer describes it */
  forget(): void;
}

/** The add-to-cart form's state (§4); one per mounted form. */
export function createAddToCartModel(add: AddToCart): AddToCartModel {
  const store = createStore<AddToCartState>(() => ({ status: 'idle', addedTo: null, problem: null }));
  return {
    store,
    async submit({ sku, quantity, store: storeCode }) {
      // a repeat submit while one is in flight is ignored
      if (store.getState().status === 'submitting') return;
      if (!sku) return store.setState({ problem: 'Choose a size first.', addedTo: null });
      const qty = parseQuantity(quantity);
      if (qty === null) return store.setState({ problem: `Enter a quantity from 1 to ${MAX_QUANTITY}.`, addedTo: null });
      store.setState({ status: 'submitting', problem: null, addedTo: null });
      try {
        const answer = await add({ sku, quantity: qty, store: storeCode });
        store.setState({ status: 'idle', addedTo: answer.order_number });
        announceCartChanged();
      } catch (err) {
        store.setState({ status: 'idle' });
        // §8: the server's own words when it sent some, the client's otherwise, "Unexpected error" failing both
        window.alert(`An error occurred: ${readFailure(err).message}`);
      }
    },
    forget() {
      store.setState({ addedTo: null, problem: null });
    },
  };
}
