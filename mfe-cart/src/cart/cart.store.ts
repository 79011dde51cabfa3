import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CartView, ProductCard } from '@storefront/contracts';
import type { StoreCode } from '@storefront/store-config';
import type { CartApi } from '../api';
import { readFailure } from '@storefront/http';
import { announceCartChanged } from '@storefront/ui';

/** What is being sent now; one change at a time, so a repeat click is ignored, not queued. */
export type CartPending = { kind: 'quantity' | 'remove'; lineId: string } | { kind: 'apply-coupon' | 'remove-coupon' };

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
}

export interface CartActions {
  load(): Promise<void>;
  setQuantity(lineId: string, quantity: number): Promise<void>;
  removeLine(lineId: string): Promise<void>;
  /** resolves true when the coupon was applied (the form then clears its input) */
  applyCoupon(code: string): Promise<boolean>;
  removeCoupon(): Promise<void>;
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

  /** Runs one change; the answer replaces the cart and the header is told to recount. */
  const change = async (pending: CartPending, send: () => Promise<CartView | null>, onError: (message: string) => void): Promise<boolean> => {
    if (getState().pending) return false;
    setState({ pending });
    try {
      const cart = cartOrNull(await send());
      setState({ cart, pending: null });
      announceCartChanged();
      void loadUpsell(cart);
      return true;
    } catch (err) {
      setState({ pending: null });
      onError(readFailure(err).message);
      return false;
    }
  };

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
          setState({ lineErrors: withoutKey(getState().lineErrors, lineId) });
          return cart;
        },
        (message) => setState({ lineErrors: { ...getState().lineErrors, [lineId]: message } }),
      );
    },

    async removeLine(lineId) {
      const orderNumber = getState().cart?.order_number;
      if (!orderNumber) return;
      await change(
        { kind: 'remove', lineId },
        () => api.removeLine(orderNumber, lineId),
        (message) => setState({ lineErrors: { ...getState().lineErrors, [lineId]: message } }),
      );
    },

    async applyCoupon(code) {
      const trimmed = code.trim();
      if (!trimmed) {
        setState({ couponError: 'Enter a coupon code.' });
        return false;
      }
      setState({ couponError: null });
      return change(
        { kind: 'apply-coupon' },
        () => api.applyCoupon(storeCode, trimmed),
        (message) => setState({ couponError: message }),
      );
    },

    async removeCoupon() {
      setState({ couponError: null });
      await change(
        { kind: 'remove-coupon' },
        () => api.removeCoupon(storeCode),
        (message) => setState({ couponError: message }),
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
