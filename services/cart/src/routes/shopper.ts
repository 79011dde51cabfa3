import type { FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import { sessionFromRequest } from '@storefront/account';
import type { CartOwner } from '../domain/cart-owner';
import { GUEST_CART_COOKIE, GUEST_CART_MAX_AGE_S, guestTokenHashOf, newGuestToken } from '../domain/guest-token';
import { mergeGuestCarts } from '../domain/merge-guest-cart';
import { claimGuestOrders } from '../domain/orders/claim-guest-orders';
import type { RouteContext } from './route-context';

function guestCookieOptions(ctx: RouteContext) {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: ctx.secureCookies } as const;
}

/**
 * Who is shopping: the signed-in user (account's session), else the guest of the `cart` cookie,
 * else nobody yet (null).
 *
 * A signed-in request that still carries a guest `cart` cookie comes right after sign-in or
 * sign-up: the guest's carts are merged into the user's (and the guest's orders join the account) here, lazily, so it works the same when
 * account and cart run as separate processes. Pass `reply` so the guest cookie is cleared too;
 * without it the merge still happens once and the next request with a reply clears the cookie.
 */
export async function currentOwner(ctx: RouteContext, req: FastifyRequest, reply?: FastifyReply): Promise<CartOwner | null> {
  const session = await sessionFromRequest(ctx.db, req);
  const guestCookie = req.cookies[GUEST_CART_COOKIE];
  const tokenHash = guestTokenHashOf(guestCookie);
  if (session?.userId) {
    if (tokenHash) {
      await mergeGuestCarts(ctx.db, session.userId, tokenHash);
      await claimGuestOrders(ctx.db, session.userId, tokenHash);
    }
    if (guestCookie !== undefined) reply?.clearCookie(GUEST_CART_COOKIE, guestCookieOptions(ctx));
    return { kind: 'user', userId: session.userId };
  }
  return tokenHash ? { kind: 'guest', tokenHash } : null;
}

/**
 * The owner for a write that may start a cart: a guest without a `cart` cookie gets a new token.
 * `keep()` sets (or renews, 30 days from now) the guest's cookie once the write succeeded.
 */
export async function ownerForWrite(ctx: RouteContext, req: FastifyRequest, reply: FastifyReply): Promise<{ owner: CartOwner; keep(): void }> {
  const owner = await currentOwner(ctx, req, reply);
  if (owner?.kind === 'user') return { owner, keep: () => {} };
  const existing = req.cookies[GUEST_CART_COOKIE];
  const fresh = owner ? null : newGuestToken();
  const token = fresh ? fresh.token : existing!;
  return {
    owner: owner ?? { kind: 'guest', tokenHash: fresh!.hash },
    keep: () => reply.setCookie(GUEST_CART_COOKIE, token, { ...guestCookieOptions(ctx), maxAge: GUEST_CART_MAX_AGE_S }),
  };
}
