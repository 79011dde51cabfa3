import type { FastifyInstance } from 'fastify';
import { menuResponse } from '@storefront/contracts';
import { withZod } from '@storefront/server-kit';
import { buildMenu } from '../../domain/build-menu';
import type { RouteContext } from '../route-context';
import { storeQuery } from '../store-query';

export function menuRoutes(app: FastifyInstance, ctx: RouteContext) {
  withZod(app).get('/menu', { schema: { querystring: storeQuery, response: { 200: menuResponse } } }, async (req, reply) => {
    // the same for every visitor and rarely changed: let browsers and the CDN keep it briefly
    reply.header('cache-control', 'public, max-age=300');
    return buildMenu(ctx.db, req.query.store);
  });
}
