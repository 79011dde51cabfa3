import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CartView, ProductCard } from '@storefront/contracts';
import type { StoreCode } from '@storefront/store-config';
import type { CartApi } from '../api';
import { readFailure, type RequestFailure } from '@storefront/http';
import { announceCartChanged } from '@storefront/ui';

/** What is being sent now; one change at a time, so a repeat click is ignored, not queued. */
export type CartPending =
  | { kind: 'quantity' | 'remove' | 'pre-cut' | 'dtf-size' | 'dtf-add-size'; lineId: string }
  | { kind: 'apply-coupon' | 'remove-coupon' | 'gang-sheets' };

/**
 * How a DTF size change or added size went, for its form: `low-resolution` is the cart's 422 that
 * the shopper may waive (the form then offers the waiver); `busy`: another change was in flight.
 */
export type DtfSizeOutcome = 'done' | 'low-resolution' | 'refused' | 'busy';

/** How putting the transfers on gang sheets went: done, the server's refusal (its message), or busy with another change. */
export type GangSheetsOutcome = { kind: 'done' } | { kind: 'refused'; message: string } | { kind: 'busy' };

export interface CartState {
  status: 'loading' | 'ready' | 'error';
  store: StoreCode;
  /** null once loaded: the shopper has no open cart, or it is empty */
  cart: CartView | null;
  loadError: string | null;
  pending: CartPending | null;
  /** the server's refusal per line (stock limits), shown next to that line */
  lineErrors: Record<string, string>;
  couponError: string | null;
  upsell: ProductCard[];
  /** what the last change did where its control is gone (the transfers are on gang sheets now); the next change clears it */
  notice: string | null;
}

export interface CartActions {
  load(): Promise<void>;
  setQuantity(lineId: string, quantity: number): Promise<void>;
  removeLine(lineId: string): Promise<void>;
  /** resolves true when the coupon was applied (the form then clears its input) */
  applyCoupon(code: string): Promise<boolean>;
  removeCoupon(): Promise<void>;
  /** DTF transfers: pre-cut on or off (pre_cut.json) */
  setPreCut(lineId: string, preCut: boolean): Promise<void>;
  /** DTF transfers at another width (update_dtf_size.json); the height follows the artwork */
  changeDtfSize(lineId: string, widthIn: number, acceptLowResolution: boolean): Promise<DtfSizeOutcome>;
  /** another size of a DTF line's artwork as a line of its own (add_dtf_size.json), then the cart read again */
  addDtfSize(lineId: string, widthIn: number, quantity: number, acceptLowResolution: boolean): Promise<DtfSizeOutcome>;
  /** the cart's DTF lines replaced by one line per gang sheet (gang_sheet.json POST) */
  putOnGangSheets(): Promise<GangSheetsOutcome>;
  /** a local refusal (e.g. quantity 0) shown like the server's; null clears the line's message */
  setLineError(lineId: string, message: string | null): void;
  /** the coupon code was edited: a refusal of the previous code no longer applies */
  clearCouponError(): void;
}

export interface CartModel {
  store: StoreApi<CartState>;
  actions: CartActions;
}

/** An empty cart reads the same as none: the page shows its empty state. */
const cartOrNull = (cart: CartView | null) => (cart && cart.lines.length > 0 ? cart : null);

const withoutKey = (map: Record<string, string>, key: string) => {
  const next = { ...map };
  delete next[key];
  return next;
};

/**
 * One store per mounted cart page (not a module singleton), so two mounts or two tests never share
 * state. Actions live outside components and take the server's answer as the new truth.
 */
export function createCartModel(api: CartApi, storeCode: StoreCode): CartModel {
  const store = createStore<CartState>(() => ({
    status: 'loading',
    store: storeCode,
    cart: null,
    loadError: null,
    pending: null,
    lineErrors: {},
    couponError: null,
    upsell: [],
    notice: null,
  }));
  const { getState, setState } = store;
  let upsellFor: string | null = null;

  const loadUpsell = async (cart: CartView | null) => {
    const catalogNumber = cart?.lines[0]?.product.catalog_number ?? null;
    if (catalogNumber === upsellFor) return;
    upsellFor = catalogNumber;
    if (!catalogNumber) return setState({ upsell: [] });
    try {
      const products = await api.upsell(storeCode, catalogNumber);
      if (upsellFor === catalogNumber) setState({ upsell: products });
    } catch {
      // suggestions are extra: a failure leaves the cart page as it is
      if (upsellFor === catalogNumber) setState({ upsell: [] });
    }
  };

  /**
   * Runs one change; the answer replaces the cart and the header is told to recount. Resolves true
   * when done, the failure when refused, null when another change was already in flight.
   */
  const change = async (pending: CartPending, send: () => Promise<CartView | null>, onError: (failure: RequestFailure) => void): Promise<true | RequestFailure | null> => {
    if (getState().pending) return null;
    setState({ pending, notice: null });
    try {
      const cart = cartOrNull(await send());
      setState({ cart, pending: null });
      announceCartChanged();
      void loadUpsell(cart);
      return true;
    } catch (err) {
      setState({ pending: null });
      const failure = readFailure(err);
      onError(failure);
      return failure;
    }
  };

  const showLineError = (lineId: string, message: string) => setState({ lineErrors: { ...getState().lineErrors, [lineId]: message } });
  const clearLineError = (lineId: string) => setState({ lineErrors: withoutKey(getState().lineErrors, lineId) });
  const dtfOutcome = (result: true | RequestFailure | null): DtfSizeOutcome =>
    result === true ? 'done' : result === null ? 'busy' : result.code === 'low_resolution' ? 'low-resolution' : 'refused';

  const actions: CartActions = {
    async load() {
      setState({ status: 'loading', loadError: null });
      try {
        const cart = cartOrNull(await api.getCart(storeCode));
        setState({ status: 'ready', cart });
        void loadUpsell(cart);
      } catch (err) {
        setState({ status: 'error', loadError: readFailure(err).message });
      }
    },

    async setQuantity(lineId, quantity) {
      await change(
        { kind: 'quantity', lineId },
        async () => {
          const cart = await api.setQuantity(lineId, quantity);
          clearLineError(lineId);
          return cart;
        },
        (failure) => showLineError(lineId, failure.message),
      );
    },

    async removeLine(lineId) {
      const orderNumber = getState().cart?.order_number;
      if (!orderNumber) return;
      await change(
        { kind: 'remove', lineId },
        () => api.removeLine(orderNumber, lineId),
        (failure) => showLineError(lineId, failure.message),
      );
    },

    async setPreCut(lineId, preCut) {
      await change(
        { kind: 'pre-cut', lineId },
        async () => {
          const cart = await api.setPreCut({ store: storeCode, line_item_id: lineId, pre_cut: preCut });
          clearLineError(lineId);
          return cart;
        },
        (failure) => showLineError(lineId, failure.message),
      );
    },

    async changeDtfSize(lineId, widthIn, acceptLowResolution) {
      const result = await change(
        { kind: 'dtf-size', lineId },
        async () => {
          const cart = await api.updateDtfSize({ store: storeCode, line_item_id: lineId, width_in: widthIn, accept_low_resolution: acceptLowResolution });
          clearLineError(lineId);
          return cart;
        },
        // 422: outside the press (the message names the range) or under 100 DPI (it names the DPI)
        (failure) => showLineError(lineId, failure.message),
      );
      return dtfOutcome(result);
    },

    async addDtfSize(lineId, widthIn, quantity, acceptLowResolution) {
      let added = false;
      const result = await change(
        { kind: 'dtf-add-size', lineId },
        async () => {
          await api.addDtfSize({ store: storeCode, line_item_id: lineId, width_in: widthIn, quantity, accept_low_resolution: acceptLowResolution });
          added = true;
          // the answer names only the new line: the cart is read again to show it
          const cart = await api.getCart(storeCode);
          clearLineError(lineId);
          return cart;
        },
        (failure) => {
          if (!added) return showLineError(lineId, `An error occurred: ${failure.message}`);
          // the size is in the cart although the page could not show it yet
          announceCartChanged();
          showLineError(lineId, `The new size was added, but your cart could not be shown again: ${failure.message}`);
        },
      );
      return added ? 'done' : dtfOutcome(result);
    },

    async putOnGangSheets() {
      const before = new Set(getState().cart?.lines.map((l) => l.id));
      // the refusal is shown by the section that asked, beside its button
      const result = await change({ kind: 'gang-sheets' }, () => api.putOnGangSheets(storeCode), () => undefined);
      if (result === null) return { kind: 'busy' };
      if (result !== true) return { kind: 'refused', message: result.message };
      const sheets = getState().cart?.lines.filter((l) => l.gang_sheet && !before.has(l.id)).length ?? 0;
      // the section and its button are gone with the transfers: the page says what happened
      setState({ notice: `Your transfers are on ${sheets} gang ${sheets === 1 ? 'sheet' : 'sheets'} now.` });
      return { kind: 'done' };
    },

    async applyCoupon(code) {
      const trimmed = code.trim();
      if (!trimmed) {
        setState({ couponError: 'Enter a coupon code.' });
        return false;
      }
      setState({ couponError: null });
      const result = await change(
        { kind: 'apply-coupon' },
        () => api.applyCoupon(storeCode, trimmed),
        (failure) => setState({ couponError: failure.message }),
      );
      return result === true;
    },

    async removeCoupon() {
      setState({ couponError: null });
      await change(
        { kind: 'remove-coupon' },
        () => api.removeCoupon(storeCode),
        (failure) => setState({ couponError: failure.message }),
      );
    },

    clearCouponError() {
      if (getState().couponError !== null) setState({ couponError: null });
    },

    setLineError(lineId, message) {
      const { lineErrors } = getState();
      if (message === null && !(lineId in lineErrors)) return;
      setState({ lineErrors: message === null ? withoutKey(lineErrors, lineId) : { ...lineErrors, [lineId]: message } });
    },
  };

  return { store, actions };
}
