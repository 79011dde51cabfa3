import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import { GUEST_CART_COOKIE, guestCartTokenHashOf, hashGuestCartToken, readSession } from '@storefront/server-kit';
import { adoptPendingSignInsOf } from '../domain/adopt-guest-projects';
import type { ProjectOwner } from '../domain/project-owner';
import type { RouteContext } from './route-context';

/** The guest cookie lives 30 days, as the cart sets it (and account's sign-in events matter as long). */
const GUEST_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

const guestCookieOptions = (ctx: RouteContext) => ({ path: '/', httpOnly: true, sameSite: 'lax', secure: ctx.secureCookies }) as const;

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
  const token = owner ? req.cookies[GUEST_CART_COOKIE]! : randomBytes(32).toString('base64url');
  return {
    owner: owner ?? { kind: 'guest', tokenHash: hashGuestCartToken(token) },
    fresh: owner === null,
    keep: () => reply.setCookie(GUEST_CART_COOKIE, token, { ...guestCookieOptions(ctx), maxAge: GUEST_COOKIE_MAX_AGE_S }),
  };
}
