/** The window event the header's cart counter listens to (mfe-header `CART_CHANGED_EVENT`). */
export const CART_CHANGED_EVENT = 'storefront:cart-changed';

/** Tells every area the cart changed, so the header recounts. */
export function announceCartChanged(): void {
  window.dispatchEvent(new CustomEvent(CART_CHANGED_EVENT));
}
