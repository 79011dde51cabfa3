import type { FastifyInstance } from 'fastify';
import { homeResponse } from '@storefront/contracts';
import { withZod } from '@storefront/server-kit';
import { buildHome } from '../../domain/build-home';
import type { RouteContext } from '../route-context';
import { storeQuery } from '../store-query';

export function homeRoutes(app: FastifyInstance, ctx: RouteContext) {
  withZod(app).get('/home', { schema: { querystring: storeQuery, response: { 200: homeResponse } } }, async (req, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return buildHome(ctx.db, req.query.store, ctx.imageBaseUrl, ctx.now());
  });
}
