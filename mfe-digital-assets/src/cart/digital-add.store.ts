import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Image, Money } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';
import { announceCartChanged } from '@storefront/ui';
import type { DigitalAssetsApi } from '../api';
import { parseLicenceQuantity, QUANTITY_PROBLEM } from './licence-quantity';

/** What the continue-shopping dialog shows of the line just added. */
export interface AddedLine {
  title: string;
  image: Image | null;
  licenceLabel: string;
  /** one licence's price */
  price: Money;
  quantity: number;
}

export interface DigitalAddState {
  /** §4: idle → submitting (button disabled, repeat submits ignored) → idle */
  status: 'idle' | 'submitting';
  /** the line the last add put in the cart: the continue-shopping dialog is open while set */
  added: AddedLine | null;
  /** a problem the shopper can fix before anything is sent */
  problem: string | null;
}

export interface DigitalAddModel {
  store: StoreApi<DigitalAddState>;
  submit(input: { sku: string; quantity: string; store: StoreCode; line: Omit<AddedLine, 'quantity'> }): Promise<void>;
  /** "Continue shopping", Escape or ×: the dialog closes */
  dismiss(): void;
}

/** The digital asset's product form (§2, §4); one per mounted form. */
export function createDigitalAddModel(api: Pick<DigitalAssetsApi, 'addToCart'>, alert: (message: string) => void = (m) => window.alert(m)): DigitalAddModel {
  const store = createStore<DigitalAddState>(() => ({ status: 'idle', added: null, problem: null }));
  return {
    store,
    async submit({ sku, quantity, store: storeCode, line }) {
      if (store.getState().status === 'submitting') return;
      const qty = parseLicenceQuantity(quantity);
      if (qty === null) return store.setState({ problem: QUANTITY_PROBLEM });
      store.setState({ status: 'submitting', problem: null, added: null });
      try {
        await api.addToCart({ sku, quantity: qty, store: storeCode });
        store.setState({ status: 'idle', added: { ...line, quantity: qty } });
        announceCartChanged();
      } catch (err) {
        store.setState({ status: 'idle' });
        // §8: the server's own words when it sent some, the client's otherwise, "Unexpected error" failing both
        alert(`An error occurred: ${readFailure(err).message}`);
      }
    },
    dismiss() {
      store.setState({ added: null });
    },
  };
}
