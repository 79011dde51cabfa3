import { createStore, type StoreApi } from 'zustand/vanilla';
import { readFailure } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';
import { announceCartChanged } from '@storefront/ui';
import type { DtfApi } from '../dtf-api';

export interface AddTransfersState {
  /** §4 add-to-cart form: idle → submitting → idle */
  status: 'idle' | 'submitting';
  /** the cart the last add went into and its pieces: shows the confirmation and the cart link */
  added: { orderNumber: string; items: number } | null;
  /** §8 "An error occurred: <message>", the server's message when it sent one */
  problem: string | null;
  /**
   * The cart refused the size as too low a resolution (422 `low_resolution`): the waiver is offered
   * even where the page's own reading did not block (the cart reads the artwork's pixels itself).
   */
  waiverAsked: boolean;
}

/** What is added: the artwork at one printed width (the cart derives the height and the price). */
export interface TransfersOrder {
  store: StoreCode;
  artworkId: string;
  widthIn: number;
  quantity: number;
  preCut: boolean;
  acceptLowResolution: boolean;
}

export interface AddTransfersModel {
  store: StoreApi<AddTransfersState>;
  submit(order: TransfersOrder): Promise<void>;
  /**
   * The quantity or pre-cut changed (or, with `sizeChanged`, the width): the last confirmation or
   * refusal no longer describes it. A low resolution is the width's, so only a new width forgets it.
   */
  forget(sizeChanged: boolean): void;
}

/** "Add to cart" of the artwork page (dtf_add); one per mounted page. */
export function createAddTransfersModel(api: Pick<DtfApi, 'addToCart'>): AddTransfersModel {
  const store = createStore<AddTransfersState>(() => ({ status: 'idle', added: null, problem: null, waiverAsked: false }));
  return {
    store,
    async submit(order) {
      // a repeat submit while one is in flight is ignored
      if (store.getState().status === 'submitting') return;
      store.setState({ status: 'submitting', added: null, problem: null });
      try {
        const answer = await api.addToCart({
          store: order.store,
          artwork_id: order.artworkId,
          width_in: order.widthIn,
          quantity: order.quantity,
          pre_cut: order.preCut,
          accept_low_resolution: order.acceptLowResolution,
        });
        store.setState({ status: 'idle', added: { orderNumber: answer.order_number, items: answer.total_items_qty } });
        // the header recounts, as after every other add
        announceCartChanged();
      } catch (err) {
        const failure = readFailure(err);
        store.setState((s) => ({
          status: 'idle',
          problem: `An error occurred: ${failure.message}`,
          waiverAsked: s.waiverAsked || failure.code === 'low_resolution',
        }));
      }
    },
    forget(sizeChanged) {
      const s = store.getState();
      const waiverAsked = s.waiverAsked && !sizeChanged;
      if (s.added === null && s.problem === null && s.waiverAsked === waiverAsked) return;
      store.setState({ added: null, problem: null, waiverAsked });
    },
  };
}
