import type { FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import { GUEST_CART_COOKIE, guestCartTokenHashOf, guestForWrite, readSession } from '@storefront/server-kit';
import { adoptPendingSignInsOf } from '../domain/adopt-guest-projects';
import type { ProjectOwner } from '../domain/project-owner';
import type { RouteContext } from './route-context';

/**
 * Who is designing: the signed-in user (read-only session; the user's pending sign-ins settled
 * first, so the guest's projects are already theirs), else the guest of the `cart` cookie (the
 * cart's guest identity, from server-kit), else nobody yet (null). The cookie a signed-in browser
 * still sends is left for the cart to clear: it owns the cookie's life.
 */
export async function currentOwner(ctx: RouteContext, req: FastifyRequest): Promise<ProjectOwner | null> {
  const now = ctx.now();
  const session = await readSession(ctx.db, req, now);
  if (session?.userId) {
    await adoptPendingSignInsOf(ctx.db, session.userId, now);
    return { kind: 'user', userId: session.userId };
  }
  const tokenHash = guestCartTokenHashOf(req.cookies[GUEST_CART_COOKIE]);
  return tokenHash ? { kind: 'guest', tokenHash } : null;
}

/**
 * The owner for a write that may create a project: a guest without a `cart` cookie gets a new
 * token (the same cookie the cart would set, so their cart and their projects are one guest).
 * `keep()` sets or renews the cookie once the write succeeded; `fresh` says the token is new.
 */
export async function ownerForWrite(ctx: RouteContext, req: FastifyRequest, reply: FastifyReply): Promise<{ owner: ProjectOwner; fresh: boolean; keep(): void }> {
  const owner = await currentOwner(ctx, req);
  if (owner?.kind === 'user') return { owner, fresh: false, keep: () => {} };
  const guest = guestForWrite(req, reply, ctx.secureCookies);
  return { owner: { kind: 'guest', tokenHash: guest.tokenHash }, fresh: guest.fresh, keep: guest.keep };
}
