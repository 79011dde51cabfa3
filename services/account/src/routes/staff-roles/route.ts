import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { GRANTED_ROLES, ROLES } from '@storefront/contracts';
import { requireStaff, valueOrThrow, withZod } from '@storefront/server-kit';
import { grantRole } from '../../domain/roles/grant-role';
import type { RouteContext } from '../route-context';

const grantBody = z.object({ email: z.email('must be an email address').max(254), role: z.enum(GRANTED_ROLES, `must be one of ${GRANTED_ROLES.join(', ')}`) }).strict();
const grantResponse = z.object({ user_id: z.uuid(), email: z.string(), granted: z.boolean(), roles: z.array(z.enum(ROLES)) });

/**
 * PUT /api/staff/roles {email, role}: the operator grants a role over HTTP with the staff bearer
 * token (STAFF_API_TOKEN), the same grant as the `grant-role` command. A running site holds its
 * embedded database, so the command cannot open it then; this route can. Unset token: 404.
 */
export function staffRoleRoutes(app: FastifyInstance, ctx: RouteContext & { staffApiToken?: string }) {
  const r = withZod(app);
  r.put(
    '/api/staff/roles',
    {
      // a bearer token, which no other site can make a browser send, not a cookie: nothing to forge
      config: { csrf: false },
      onRequest: async (req) => requireStaff(req, ctx.staffApiToken),
      schema: { body: grantBody, response: { 200: grantResponse } },
    },
    async (req) => {
      const grant = valueOrThrow(await grantRole(ctx.db, req.body, ctx.now()));
      return { user_id: grant.userId, email: grant.email, granted: grant.granted, roles: grant.roles };
    },
  );
}
