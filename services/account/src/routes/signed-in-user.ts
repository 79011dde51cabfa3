import type { FastifyRequest } from 'fastify';
import { HttpError } from '@storefront/server-kit';
import { resolveSession } from '../domain/resolve-session';
import type { RouteContext } from './route-context';
import { sessionToken } from './session-cookies';

/**
 * For routes only a signed-in shopper may use: a preValidation hook that answers a guest 401 with
 * `message` before the body is validated (a guest hears "sign in", not about a field), and the
 * session's user id for the handler, so every query can be scoped to it.
 */
export function signedInUser(ctx: RouteContext, message: string) {
  const userIds = new WeakMap<FastifyRequest, string>();
  return {
    preValidation: async (req: FastifyRequest) => {
      const session = await resolveSession(ctx.db, sessionToken(req), ctx.now());
      if (!session?.userId) throw new HttpError(401, 'unauthorized', message);
      userIds.set(req, session.userId);
    },
    userIdOf: (req: FastifyRequest) => userIds.get(req)!,
  };
}
