// Window events between areas: remotes share functions, not state (ARCHITECTURE §3.7), so an area
// that changed something announces it and the others (the header) re-read what they show.

/** The cart the shopper sees changed (an add, an order, a saved-cart switch, a sign-in merge): the header recounts. */
export const CART_CHANGED_EVENT = 'storefront:cart-changed';
/** The shopper signed in or out: the header re-reads the `name` cookie. */
export const SESSION_CHANGED_EVENT = 'storefront:session-changed';

/** The shopper's delivery destination (ZIP or postal code) changed: every delivery badge re-fetches its estimate. */
export const LOCATION_CHANGED_EVENT = 'storefront:location-changed';

/**
 * The shopper typed a destination of the other store's country (a Canadian postal code in the US
 * store): the header offers that store (the Canada store redirect modal). `detail` is its code.
 */
export const OTHER_STORE_CODE_EVENT = 'storefront:other-store-code';

export function announceOtherStoreCode(store: 'us' | 'ca'): void {
  window.dispatchEvent(new CustomEvent(OTHER_STORE_CODE_EVENT, { detail: store }));
}

export function announceLocationChanged(): void {
  window.dispatchEvent(new Event(LOCATION_CHANGED_EVENT));
}

export function announceCartChanged(): void {
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

/** A sign-in or sign-out also changes whose cart is shown, so both events fire. */
export function announceSessionChange(): void {
  window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}
