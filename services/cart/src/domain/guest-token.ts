import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: 43 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const GUEST_CART_COOKIE = 'cart';
export const GUEST_CART_MAX_AGE_S = 30 * 24 * 60 * 60;

export function hashGuestToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new guest token for the `cart` cookie and the hash that is stored in its place. */
export function newGuestToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashGuestToken(token) };
}

/** The stored hash for a cookie value, or null when the value cannot be one of our tokens. */
export function guestTokenHashOf(token: string | undefined | null): string | null {
  return token && TOKEN_SHAPE.test(token) ? hashGuestToken(token) : null;
}
