import type { FastifyInstance } from 'fastify';
import { revokeCrafterParams, revokeCrafterResponse } from '@storefront/contracts';
import { roleGuard, valueOrThrow, withZod } from '@storefront/server-kit';
import { revokeCrafter } from '../../domain/crafters/revoke-crafter';
import type { RouteContext } from '../route-context';

/**
 * Admins' handling of crafters (issue 14): revoke. Admins only (server-kit's role guard: a guest
 * 401, anyone else 403), checked before the id is; CSRF-protected like every write.
 */
export function adminCrafterRoutes(app: FastifyInstance, ctx: RouteContext) {
  const r = withZod(app);
  const admin = roleGuard(ctx.db, 'admin', ctx.now);

  r.post(
    '/api/admin/crafters/:userId/revoke',
    { preValidation: admin.preValidation, schema: { params: revokeCrafterParams, response: { 200: revokeCrafterResponse } } },
    async (req) => {
      const { userId, roles, crafter } = valueOrThrow(await revokeCrafter(ctx.db, req.params.userId, admin.holderOf(req).userId, ctx.now()));
      return { user_id: userId, roles, crafter };
    },
  );
}
