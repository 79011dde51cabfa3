import { randomBytes } from 'node:crypto';
import { hashGuestCartToken } from '@storefront/server-kit';

// The cookie's name and hashing live in server-kit: the account service reads the cookie at
// sign-in to record the sign-in event the cart consumes.
export { GUEST_CART_COOKIE, guestCartTokenHashOf as guestTokenHashOf, hashGuestCartToken as hashGuestToken } from '@storefront/server-kit';

export const GUEST_CART_MAX_AGE_S = 30 * 24 * 60 * 60;

/** A new guest token for the `cart` cookie and the hash that is stored in its place. */
export function newGuestToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashGuestCartToken(token) };
}
