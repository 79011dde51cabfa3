import { createStore, type StoreApi } from 'zustand/vanilla';
import { CART_MAX_QUANTITY } from '@storefront/contracts/limits';
import { readFailure } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';
import { announceCartChanged, parseQuantity } from '@storefront/ui';
import type { AccountApi } from '../api';

export interface PrintReorderState {
  /** pieces as typed */
  quantity: string;
  /** a new printed width (of the artwork) as typed, inches; empty: the size ordered */
  width: string;
  /** the cart refused the width as too low a resolution (422 `low_resolution`): the waiver is offered */
  waiverOffered: boolean;
  acceptLowResolution: boolean;
  status: 'idle' | 'submitting';
  /** pieces now in the cart after the last add; shows the confirmation and the cart link */
  addedItems: number | null;
  /** a problem found before sending, or the server's refusal (§8 "An error occurred: …") */
  error: string | null;
  /** the field the error is about (marked invalid), when it names one */
  invalid: 'quantity' | 'width' | null;
}

export interface PrintReorderModel {
  store: StoreApi<PrintReorderState>;
  setQuantity(text: string): void;
  setWidth(text: string): void;
  setAcceptLowResolution(accept: boolean): void;
  submit(): Promise<void>;
}

/** Which order line of prints (transfers, stickers or spangle transfers) to buy again, and where. */
export interface PrintReorderTarget {
  orderNumber: string;
  orderLineId: string;
  store: StoreCode;
  /** the pieces ordered, offered again */
  quantity: number;
}

/** A width typed in inches ("8", "8.5"), to the hundredth as the cart prices it; null when it is not a width. */
function parseWidthIn(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (!/^\d*\.?\d+$/.test(t)) return null;
  const n = Math.round(Number(t) * 100) / 100;
  return n > 0 ? n : null;
}

/**
 * The "Buy again" form of one order line of prints (print_reorder, the same call for every kind);
 * one per mounted form. Only the shape of what is typed is checked here: each kind's own rules
 * (stickers 50 and up, the sizes the press or the cutter takes) are the cart's 422, shown as said.
 */
export function createPrintReorderModel(api: Pick<AccountApi, 'reorderPrint'>, target: PrintReorderTarget): PrintReorderModel {
  const store = createStore<PrintReorderState>(() => ({
    quantity: String(target.quantity),
    width: '',
    waiverOffered: false,
    acceptLowResolution: false,
    status: 'idle',
    addedItems: null,
    error: null,
    invalid: null,
  }));
  return {
    store,
    setQuantity(quantity) {
      store.setState({ quantity, addedItems: null });
    },
    setWidth(width) {
      // the waiver was for the width refused
      store.setState({ width, addedItems: null, waiverOffered: false, acceptLowResolution: false });
    },
    setAcceptLowResolution(acceptLowResolution) {
      store.setState({ acceptLowResolution });
    },
    async submit() {
      const s = store.getState();
      // a repeat submit while one is in flight is ignored
      if (s.status === 'submitting') return;
      const quantity = parseQuantity(s.quantity);
      if (quantity === null) return store.setState({ error: `Enter a quantity from 1 to ${CART_MAX_QUANTITY}.`, invalid: 'quantity', addedItems: null });
      const widthIn = s.width.trim() === '' ? undefined : parseWidthIn(s.width);
      if (widthIn === null) return store.setState({ error: 'Enter the new width in inches (for example 4 or 8.5), or leave it empty for the size ordered.', invalid: 'width', addedItems: null });
      store.setState({ status: 'submitting', error: null, invalid: null, addedItems: null });
      try {
        const answer = await api.reorderPrint({
          store: target.store,
          order_number: target.orderNumber,
          order_line_id: target.orderLineId,
          quantity,
          ...(widthIn === undefined ? {} : { width_in: widthIn }),
          accept_low_resolution: s.waiverOffered && s.acceptLowResolution,
        });
        store.setState({ status: 'idle', addedItems: answer.total_items_qty, waiverOffered: false, acceptLowResolution: false });
        // the header recounts, as after an add on the product page
        announceCartChanged();
      } catch (err) {
        const failure = readFailure(err);
        store.setState((now) => ({
          status: 'idle',
          error: `An error occurred: ${failure.message}`,
          // e.g. a sticker's 422 quantity_out_of_range (under 50) names `quantity`; a size the cart cannot print, `width_in`
          invalid: failure.fieldErrors.quantity ? 'quantity' : failure.fieldErrors.width_in ? 'width' : null,
          waiverOffered: now.waiverOffered || failure.code === 'low_resolution',
        }));
      }
    },
  };
}
