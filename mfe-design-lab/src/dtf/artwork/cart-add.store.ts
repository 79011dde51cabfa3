import { createStore, type StoreApi } from 'zustand/vanilla';
import { readFailure } from '@storefront/http';
import { announceCartChanged } from '@storefront/ui';

export interface CartAddState {
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

export interface CartAddModel<Order> {
  store: StoreApi<CartAddState>;
  submit(order: Order): Promise<void>;
  /**
   * What is ordered changed (with `sizeChanged`, the printed width): the last confirmation or
   * refusal no longer describes it. A low resolution is the width's, so only a new width forgets it.
   */
  forget(sizeChanged: boolean): void;
}

/**
 * One "Add to cart" of the artwork page (transfers' dtf_add, stickers' sticker_add, spangles'
 * spangle_add): the same §4 states and §8 words for each; `send` makes the call. One per
 * mounted page and kind.
 */
export function createCartAddModel<Order>(send: (order: Order) => Promise<{ order_number: string; total_items_qty: number }>): CartAddModel<Order> {
  const store = createStore<CartAddState>(() => ({ status: 'idle', added: null, problem: null, waiverAsked: false }));
  return {
    store,
    async submit(order) {
      // a repeat submit while one is in flight is ignored
      if (store.getState().status === 'submitting') return;
      store.setState({ status: 'submitting', added: null, problem: null });
      try {
        const answer = await send(order);
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
