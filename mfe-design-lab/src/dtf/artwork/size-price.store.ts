import { createStore, type StoreApi } from 'zustand/vanilla';
import type { DtfPricingResponse } from '@storefront/contracts';
import { readFailure } from '@storefront/http';
import type { DtfApi, DtfPriceQuery } from '../dtf-api';
import type { SizeChoice } from './transfer-size';

/** Typing a width or quantity asks for a price once the shopper pauses this long. */
export const PRICE_DELAY_MS = 250;

export interface SizePriceState {
  choice: SizeChoice;
  /** the custom width as typed, inches */
  customWidth: string;
  /** pieces as typed */
  quantity: string;
  preCut: boolean;
  /** "I accept a low-resolution print": lifts the block under the DPI gate */
  acceptLowResolution: boolean;
  price: { status: 'idle' | 'loading' | 'ready' | 'failed'; value: DtfPricingResponse | null; problem: string | null };
}

export interface SizePriceModel {
  store: StoreApi<SizePriceState>;
  choose(choice: SizeChoice): void;
  setCustomWidth(value: string): void;
  setQuantity(value: string): void;
  setPreCut(preCut: boolean): void;
  setAcceptLowResolution(accept: boolean): void;
  /** the price of this size and quantity (null: none can be priced now) */
  ask(query: DtfPriceQuery | null): void;
  dispose(): void;
}

/** The size picker's choices and the price of the chosen size; one per mounted artwork page. */
export function createSizePriceModel(options: { api: DtfApi; product: string; choice: SizeChoice; customWidth: string; delayMs?: number }): SizePriceModel {
  const { api, product } = options;
  const delay = options.delayMs ?? PRICE_DELAY_MS;
  const store = createStore<SizePriceState>(() => ({
    choice: options.choice,
    customWidth: options.customWidth,
    quantity: '1',
    preCut: false,
    acceptLowResolution: false,
    price: { status: 'idle', value: null, problem: null },
  }));
  let latest = 0;
  let asked = '';
  let timer: ReturnType<typeof setTimeout> | null = null;
  const stop = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  return {
    store,
    choose(choice) {
      store.setState({ choice });
    },
    setCustomWidth(customWidth) {
      store.setState({ customWidth });
    },
    setQuantity(quantity) {
      store.setState({ quantity });
    },
    setPreCut(preCut) {
      store.setState({ preCut });
    },
    setAcceptLowResolution(acceptLowResolution) {
      store.setState({ acceptLowResolution });
    },
    ask(query) {
      const key = query ? JSON.stringify(query) : '';
      if (key === asked) return;
      asked = key;
      stop();
      const ticket = ++latest;
      if (!query) return store.setState({ price: { status: 'idle', value: null, problem: null } });
      // the last price stays on screen (marked as updating) until the new one arrives
      store.setState({ price: { ...store.getState().price, status: 'loading', problem: null } });
      timer = setTimeout(() => {
        timer = null;
        api.pricing(product, query).then(
          (value) => ticket === latest && store.setState({ price: { status: 'ready', value, problem: null } }),
          (err: unknown) => ticket === latest && store.setState({ price: { status: 'failed', value: null, problem: readFailure(err).message } }),
        );
      }, delay);
    },
    dispose() {
      stop();
      latest++;
      asked = '';
    },
  };
}
