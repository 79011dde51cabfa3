import type { FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import { GUEST_CART_COOKIE, guestCartTokenHashOf, guestForWrite, HttpError, readSession, type RequestSession } from '@storefront/server-kit';
import { adoptPendingSignInsOf } from '../domain/adopt-guest-uploads';
import type { FileOwner } from '../domain/file-owner';
import type { RouteContext } from './route-context';

/**
 * The request's session (server-kit's read-only read). For a signed-in user, the guest uploads of
 * their pending sign-ins are adopted first, so every answer already counts them as the account's.
 * Every route that asks who is there comes through here.
 */
async function sessionOf(ctx: RouteContext, req: FastifyRequest): Promise<RequestSession | null> {
  const now = ctx.now();
  const session = await readSession(ctx.db, req, now);
  if (session?.userId) await adoptPendingSignInsOf(ctx.db, session.userId, now, ctx.maxUploadsPerOwner);
  return session;
}

/**
 * Who owns the files of this request, as in the design lab: the signed-in user (their pending
 * sign-ins settled first), else the guest of the cart's `cart` cookie, else nobody yet (null).
 * This service never clears that cookie: the cart owns its life.
 */
export async function currentOwner(ctx: RouteContext, req: FastifyRequest): Promise<FileOwner | null> {
  const session = await sessionOf(ctx, req);
  if (session?.userId) return { kind: 'user', userId: session.userId };
  const tokenHash = guestCartTokenHashOf(req.cookies[GUEST_CART_COOKIE]);
  return tokenHash ? { kind: 'guest', tokenHash } : null;
}

/**
 * The owner for a write that may store a file: a guest without a `cart` cookie gets a new token
 * (the cookie the cart would set, so their cart and their files are one guest). `keep()` sets or
 * renews the cookie once the write succeeded; `fresh` says the token is new.
 */
export async function ownerForWrite(ctx: RouteContext, req: FastifyRequest, reply: FastifyReply): Promise<{ owner: FileOwner; fresh: boolean; keep(): void }> {
  const owner = await currentOwner(ctx, req);
  if (owner?.kind === 'user') return { owner, fresh: false, keep: () => {} };
  const guest = guestForWrite(req, reply, ctx.secureCookies);
  return { owner: { kind: 'guest', tokenHash: guest.tokenHash }, fresh: guest.fresh, keep: guest.keep };
}

type SignedIn = RequestSession & { userId: string; user: NonNullable<RequestSession['user']> };

/** The signed-in user's session, or null for a guest. */
export async function signedInSession(ctx: RouteContext, req: FastifyRequest): Promise<SignedIn | null> {
  const session = await sessionOf(ctx, req);
  return session?.userId && session.user ? (session as SignedIn) : null;
}

/** The signed-in user's session; a guest is told to sign in (401). */
export async function requireSignedIn(ctx: RouteContext, req: FastifyRequest, what: string): Promise<SignedIn> {
  const session = await signedInSession(ctx, req);
  if (!session) throw new HttpError(401, 'sign_in_required', `Sign in to ${what}.`);
  return session;
}
