// Window events other areas listen to. The names match mfe-header's listeners (src/api.ts and
// src/session/): remotes share no code, so the strings are repeated on purpose.

/** The cart the shopper sees changed (sign-in merges the guest cart): the header recounts. */
export const CART_CHANGED_EVENT = 'storefront:cart-changed';
/** The shopper signed in or out: the header re-reads the `name` cookie. */
export const SESSION_CHANGED_EVENT = 'storefront:session-changed';

export function announceSessionChange(): void {
  window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}
