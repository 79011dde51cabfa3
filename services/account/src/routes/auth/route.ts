import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUserResponse, signInBody, signUpBody, userResponse, type AccountUser } from '@storefront/contracts';
import { GUEST_CART_COOKIE, guestCartTokenHashOf, HttpError, valueOrThrow, withZod } from '@storefront/server-kit';
import { authenticateUser } from '../../domain/authenticate-user';
import { registerUser } from '../../domain/register-user';
import { resolveSession } from '../../domain/resolve-session';
import { readBrowserLocations } from '../../domain/locations/browser-locations';
import { adoptBrowserLocations } from '../../domain/locations/saved-locations';
import { endSession, startSession } from '../../domain/start-session';
import { browserLocationsCookie, setBrowserLocationsCookie } from '../locations/location-cookies';
import { limitAttempts, keyPart, perAccount } from '../rate-limited';
import type { RouteContext } from '../route-context';
import { clearSessionCookies, hasNameCookie, sessionToken, setSessionCookies } from '../session-cookies';

const WRONG_CREDENTIALS = 'Email or password is incorrect';

/**
 * New session id for the signed-in user (rotation), cookies set. A guest cart cookie sent along
 * becomes a sign-in event (with the session), which the cart service settles: the guest's carts
 * merged, their orders claimed. The cart clears its own cookie.
 */
async function signInAs(ctx: RouteContext, request: FastifyRequest, reply: FastifyReply, user: AccountUser): Promise<void> {
  const started = await startSession(ctx.db, {
    userId: user.id,
    previousToken: sessionToken(request),
    now: ctx.now(),
    guestCartTokenHash: guestCartTokenHashOf(request.cookies[GUEST_CART_COOKIE]),
  });
  setSessionCookies(reply, { token: started.token, name: user.name, expiresAt: started.expiresAt, secure: ctx.secureCookies });
  // deliver-to codes saved as a guest join the account; `delivery_zip` already names the current one
  const guestCodes = readBrowserLocations(browserLocationsCookie(request));
  if (guestCodes.length > 0) {
    await adoptBrowserLocations(ctx.db, user.id, guestCodes);
    setBrowserLocationsCookie(reply, '', ctx.secureCookies);
  }
  await ctx.onSessionRotated?.({ previousSessionId: started.previousSessionId, sessionId: started.sessionId, userId: user.id });
}

export function authRoutes(app: FastifyInstance, ctx: RouteContext) {
  const r = withZod(app);

  r.post('/api/v2/sign_up.json', { schema: { body: signUpBody, response: { 201: userResponse } } }, async (req, reply) => {
    // per address, and per email whatever the address: rotating addresses does not buy more tries
    await limitAttempts(ctx, reply, `account:sign_up_per_email:${keyPart(req.body.email)}`, ctx.limits.signUp, 'sign-up');
    await limitAttempts(ctx, reply, `account:sign_up:${req.ip}`, ctx.limits.signUp, 'sign-up');
    const user = valueOrThrow(await registerUser(ctx.db, req.body));
    await signInAs(ctx, req, reply, user);
    return reply.code(201).send({ user });
  });

  r.post('/api/v2/sign_in.json', { schema: { body: signInBody, response: { 200: userResponse } } }, async (req, reply) => {
    // the account's own budget first, so every attempt is counted there even when the address is refused
    await limitAttempts(ctx, reply, `account:sign_in_per_account:${keyPart(req.body.email)}`, perAccount(ctx.limits.signIn), 'sign-in');
    await limitAttempts(ctx, reply, `account:sign_in:${req.ip}:${keyPart(req.body.email)}`, ctx.limits.signIn, 'sign-in');
    const user = await authenticateUser(ctx.db, req.body.email, req.body.password);
    if (!user) throw new HttpError(401, 'invalid_credentials', WRONG_CREDENTIALS);
    await signInAs(ctx, req, reply, user);
    return { user };
  });

  r.post('/api/v2/sign_out.json', async (req, reply) => {
    await endSession(ctx.db, sessionToken(req));
    clearSessionCookies(reply, ctx.secureCookies);
    return reply.code(204).send();
  });

  // The spec names POST /api/users/current; reading the current user is a GET here (cacheable by
  // nothing, no anti-forgery token needed). The POST answers the same for callers that follow the spec.
  const current = async (req: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const session = await resolveSession(ctx.db, sessionToken(req), ctx.now());
    // a name cookie that outlived its session would keep greeting a signed-out shopper
    if (!session?.user && hasNameCookie(req)) clearSessionCookies(reply, ctx.secureCookies);
    return { user: session?.user ?? null };
  };
  r.get('/api/users/current.json', { schema: { response: { 200: currentUserResponse } } }, current);
  r.post('/api/users/current', { schema: { response: { 200: currentUserResponse } } }, current);
}
