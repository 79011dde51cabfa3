import type { FastifyInstance } from 'fastify';
import { rolesResponse } from '@storefront/contracts';
import { rolesOf } from '@storefront/db';
import { withZod } from '@storefront/server-kit';
import type { RouteContext } from '../route-context';
import { signedInUser } from '../signed-in-user';

/**
 * GET /api/users/roles.json: the signed-in user's roles (`shopper` first). Beside
 * /api/users/current.json rather than inside it: that answer is every sign-in's and sign-up's
 * `user` shape, which the header and the other areas parse.
 */
export function roleRoutes(app: FastifyInstance, ctx: RouteContext) {
  const r = withZod(app);
  const { preValidation, userIdOf } = signedInUser(ctx, 'Sign in to see your roles.');

  r.get('/api/users/roles.json', { preValidation, schema: { response: { 200: rolesResponse } } }, async (req, reply) => {
    // per user and changed by a revoke at any moment: never stored by a cache
    reply.header('cache-control', 'no-store');
    return { roles: await rolesOf(ctx.db, userIdOf(req)) };
  });
}
