import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';

/**
 * The guest cart cookie the cart service sets (32 random bytes, base64url). Here because the
 * account service reads it too: a sign-in carrying it records a sign-in event with its hash, which
 * the cart consumes (merge the guest's carts, claim their orders).
 */
export const GUEST_CART_COOKIE = 'cart';

/** The guest cookie lives 30 days from its last write (the cart renews it). */
export const GUEST_CART_MAX_AGE_S = 30 * 24 * 60 * 60;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** What `cart.carts.guest_token_hash` stores for a token: SHA-256 hex. */
export function hashGuestCartToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The stored hash for a cookie value, or null when the value cannot be one of our tokens. */
export function guestCartTokenHashOf(token: string | undefined | null): string | null {
  return token && TOKEN_SHAPE.test(token) ? hashGuestCartToken(token) : null;
}

/** A new guest token for the `cart` cookie and the hash that is stored in its place. */
function newGuestCartToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashGuestCartToken(token) };
}

/** The guest cookie's attributes wherever it is set: the browser must send it to every area's API. */
export function guestCartCookieOptions(secure: boolean) {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: GUEST_CART_MAX_AGE_S } as const;
}

/**
 * The guest a write (or a first page) acts for: the browser's `cart` cookie when it holds one of
 * our tokens, else a new token (`fresh`). `keep()` sets the cookie, or renews it for 30 days.
 */
export function guestForWrite(req: FastifyRequest, reply: FastifyReply, secure: boolean): { tokenHash: string; fresh: boolean; keep(): void } {
  const existing = req.cookies[GUEST_CART_COOKIE];
  const existingHash = guestCartTokenHashOf(existing);
  const minted = existingHash ? null : newGuestCartToken();
  const token = minted ? minted.token : existing!;
  return {
    tokenHash: minted ? minted.hash : existingHash!,
    fresh: minted !== null,
    keep: () => reply.setCookie(GUEST_CART_COOKIE, token, guestCartCookieOptions(secure)),
  };
}
