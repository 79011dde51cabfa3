import type { FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import { sessionFromRequest } from '@storefront/account';
import type { CartOwner } from '../domain/cart-owner';
import { GUEST_CART_COOKIE, GUEST_CART_MAX_AGE_S, guestTokenHashOf, newGuestToken } from '../domain/guest-token';
import type { RouteContext } from './route-context';

/**
 * Who is shopping: the signed-in user (account's session), else the guest of the `cart` cookie,
 * else nobody yet (null).
 */
export async function currentOwner(ctx: RouteContext, req: FastifyRequest): Promise<CartOwner | null> {
  const session = await sessionFromRequest(ctx.db, req);
  if (session?.userId) return { kind: 'user', userId: session.userId };
  const tokenHash = guestTokenHashOf(req.cookies[GUEST_CART_COOKIE]);
  return tokenHash ? { kind: 'guest', tokenHash } : null;
}

/**
 * The owner for a write that may start a cart: a guest without a `cart` cookie gets a new token.
 * `keep()` sets (or renews, 30 days from now) the guest's cookie once the write succeeded.
 */
export async function ownerForWrite(ctx: RouteContext, req: FastifyRequest, reply: FastifyReply): Promise<{ owner: CartOwner; keep(): void }> {
  const owner = await currentOwner(ctx, req);
  if (owner?.kind === 'user') return { owner, keep: () => {} };
  const existing = req.cookies[GUEST_CART_COOKIE];
  const fresh = owner ? null : newGuestToken();
  const token = fresh ? fresh.token : existing!;
  return {
    owner: owner ?? { kind: 'guest', tokenHash: fresh!.hash },
    keep: () =>
      reply.setCookie(GUEST_CART_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: ctx.secureCookies, maxAge: GUEST_CART_MAX_AGE_S }),
  };
}
