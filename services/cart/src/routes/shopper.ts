import type { FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import { GUEST_CART_COOKIE, guestCartCookieOptions, guestCartTokenHashOf, guestForWrite, readSession } from '@storefront/server-kit';
import type { CartOwner } from '../domain/cart-owner';
import { settleSignInsOf } from '../domain/merge-guest-cart-on-sign-in';
import type { RouteContext } from './route-context';

/**
 * Who is shopping: the signed-in user (the session, read without writing: only account writes
 * sessions), else the guest of the `cart` cookie, else nobody yet (null).
 *
 * A signed-in user's pending sign-in events (recorded by the account service when the browser
 * signed in carrying a guest cart) are settled first, so the answer already shows the merged cart;
 * with none pending that is one indexed read. The guest `cart` cookie a signed-in browser still
 * sends is cleared (pass `reply`): the account's event already names it.
 */
export async function currentOwner(ctx: RouteContext, req: FastifyRequest, reply?: FastifyReply): Promise<CartOwner | null> {
  const session = await readSession(ctx.db, req, ctx.now());
  const guestCookie = req.cookies[GUEST_CART_COOKIE];
  if (session?.userId) {
    await settleSignInsOf(ctx.db, session.userId);
    if (guestCookie !== undefined) reply?.clearCookie(GUEST_CART_COOKIE, guestCartCookieOptions(ctx.secureCookies));
    return { kind: 'user', userId: session.userId };
  }
  const tokenHash = guestCartTokenHashOf(guestCookie);
  return tokenHash ? { kind: 'guest', tokenHash } : null;
}

/**
 * The owner for a write that may start a cart: a guest without a `cart` cookie gets a new token.
 * `keep()` sets (or renews, 30 days from now) the guest's cookie once the write succeeded.
 */
export async function ownerForWrite(ctx: RouteContext, req: FastifyRequest, reply: FastifyReply): Promise<{ owner: CartOwner; keep(): void }> {
  const owner = await currentOwner(ctx, req, reply);
  if (owner?.kind === 'user') return { owner, keep: () => {} };
  const guest = guestForWrite(req, reply, ctx.secureCookies);
  return { owner: { kind: 'guest', tokenHash: guest.tokenHash }, keep: guest.keep };
}
