import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { crafterApplicationBody, crafterApplicationResponse, crafterProfileResponse } from '@storefront/contracts';
import { crafterProfiles } from '@storefront/db';
import { notFound, roleGuard, valueOrThrow, withZod } from '@storefront/server-kit';
import { applyAsCrafter } from '../../domain/crafters/apply-as-crafter';
import { crafterProfileView } from '../../domain/crafters/crafter-profile-view';
import type { RouteContext } from '../route-context';
import { signedInUser } from '../signed-in-user';

/**
 * Becoming a crafter (issue 14): any signed-in shopper applies and, for the demo, is approved at
 * once; a crafter reads their own business details back (crafters only, through server-kit's
 * role guard, so a revoked crafter is refused at the next request). Writes carry the CSRF token.
 */
export function crafterRoutes(app: FastifyInstance, ctx: RouteContext) {
  const r = withZod(app);
  const applicant = signedInUser(ctx, 'Sign in to apply to become a crafter.');
  const crafter = roleGuard(ctx.db, 'crafter', ctx.now);

  r.post(
    '/api/users/crafter_application',
    { preValidation: applicant.preValidation, schema: { body: crafterApplicationBody, response: { 201: crafterApplicationResponse } } },
    async (req, reply) => {
      const approval = valueOrThrow(await applyAsCrafter(ctx.db, applicant.userIdOf(req), req.body, ctx.now()));
      return reply.code(201).send(approval);
    },
  );

  r.get('/api/users/crafter_profile.json', { preValidation: crafter.preValidation, schema: { response: { 200: crafterProfileResponse } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const [row] = await ctx.db.select().from(crafterProfiles).where(eq(crafterProfiles.userId, crafter.holderOf(req).userId));
    // the role without an application is never granted here (grant-role refuses it)
    if (!row) throw notFound('No crafter application on file.');
    return { crafter: crafterProfileView(row) };
  });
}
