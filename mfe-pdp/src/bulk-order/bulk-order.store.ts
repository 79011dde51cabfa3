import { createStore, type StoreApi } from 'zustand/vanilla';
import { readFailure } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';
import { announceCartChanged } from '@storefront/ui';
/** The cart service's line limit, from the zod-free contracts subpath: this page bundles no zod. */
import { CART_MAX_QUANTITY } from '@storefront/contracts/limits';
import type { PdpApi } from '../api';
import { orderLines, type Grid } from './bulk-order-grid';

export interface BulkOrderState {
  open: boolean;
  /** what is typed in each cell, by SKU */
  quantities: Record<string, string>;
  /** §4: idle → submitting → idle; a repeat submit while one is in flight is ignored */
  status: 'idle' | 'submitting';
  /** the SKUs the server says have no stock now (asked when the dialog opens); null until it answers */
  soldOut: ReadonlySet<string> | null;
  /** why a cell cannot be ordered as typed, by SKU: the client's check or the server's refusal */
  cellErrors: Record<string, string>;
  /** what stopped the whole order, for the alert above the button */
  problem: string | null;
  /** the last order that went in */
  added: { orderNumber: string; units: number } | null;
}

export type BulkOrderApi = Pick<PdpApi, 'addBlanksOrder' | 'blanksOutOfStock'>;

export interface BulkOrderModel {
  store: StoreApi<BulkOrderState>;
  actions: {
    openDialog(slug: string, store: StoreCode): void;
    close(): void;
    setQuantity(sku: string, text: string): void;
    submit(input: { grid: Grid; store: StoreCode; slug: string }): Promise<void>;
  };
}

const FIELD = /^lines\.(\d+)\.(sku|quantity)$/;

/** The bulk-order grid's state and actions; one per mounted grid (per product). */
export function createBulkOrderModel(api: BulkOrderApi): BulkOrderModel {
  const store = createStore<BulkOrderState>(() => ({
    open: false,
    quantities: {},
    status: 'idle',
    soldOut: null,
    cellErrors: {},
    problem: null,
    added: null,
  }));
  let stockRequest: AbortController | null = null;

  /** Fresh sold-out SKUs: the product may have been rendered minutes ago. A failure keeps the product's stock. */
  const refreshStock = (slug: string, code: StoreCode) => {
    stockRequest?.abort();
    const request = new AbortController();
    stockRequest = request;
    api.blanksOutOfStock(slug, code, request.signal).then(
      (skus) => {
        if (stockRequest === request) store.setState({ soldOut: new Set(skus) });
      },
      () => {},
    );
  };

  return {
    store,
    actions: {
      openDialog(slug, code) {
        store.setState({ open: true });
        refreshStock(slug, code);
      },
      close() {
        stockRequest?.abort();
        stockRequest = null;
        store.setState({ open: false });
      },
      setQuantity(sku, text) {
        const { quantities, cellErrors } = store.getState();
        const rest = { ...cellErrors };
        delete rest[sku];
        store.setState({ quantities: { ...quantities, [sku]: text }, cellErrors: rest, added: null });
      },
      async submit({ grid, store: code, slug }) {
        const state = store.getState();
        if (state.status === 'submitting') return;
        const { lines, invalid } = orderLines(grid, state.quantities, state.soldOut);
        if (invalid.length > 0) {
          const message = `Enter a whole number from 1 to ${CART_MAX_QUANTITY}.`;
          return store.setState({
            cellErrors: Object.fromEntries(invalid.map((sku) => [sku, message])),
            problem: 'Check the quantities marked below.',
            added: null,
          });
        }
        if (lines.length === 0) return store.setState({ problem: 'Type a quantity for at least one colour and size.', added: null });
        store.setState({ status: 'submitting', problem: null, cellErrors: {}, added: null });
        try {
          const answer = await api.addBlanksOrder({ store: code, lines });
          store.setState({
            status: 'idle',
            quantities: {},
            added: { orderNumber: answer.order_number, units: answer.lines.reduce((n, l) => n + l.added, 0) },
          });
          announceCartChanged();
        } catch (err) {
          const failure = readFailure(err);
          // the server names each refused line by its index in what was sent
          const cellErrors: Record<string, string> = {};
          for (const [field, messages] of Object.entries(failure.fieldErrors)) {
            const match = FIELD.exec(field);
            const line = match ? lines[Number(match[1])] : undefined;
            if (line && messages[0]) cellErrors[line.sku] = messages[0];
          }
          const marked = Object.keys(cellErrors).length;
          store.setState({
            status: 'idle',
            cellErrors,
            problem: marked > 0 ? `Nothing was added to your cart: ${marked === 1 ? 'one size needs' : `${marked} sizes need`} a change.` : failure.message,
          });
          // stock moved under the shopper: show what is sold out now
          if (failure.status === 409) refreshStock(slug, code);
        }
      },
    },
  };
}
