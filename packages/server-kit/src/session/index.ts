export { readSession, type RequestSession } from './read-session';
export { SESSION_COOKIE, sessionIdOf } from './session-token';
export { GUEST_CART_COOKIE, GUEST_CART_MAX_AGE_S, guestCartCookieOptions, guestCartTokenHashOf, guestForWrite, hashGuestCartToken } from './guest-cart-token';
