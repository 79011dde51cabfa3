export { readSession, type RequestSession } from './read-session';
export { SESSION_COOKIE, sessionIdOf } from './session-token';
export { GUEST_CART_COOKIE, guestCartTokenHashOf, hashGuestCartToken } from './guest-cart-token';
