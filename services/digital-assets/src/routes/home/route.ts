import type { FastifyInstance } from 'fastify';
import { digitalHomeResponse, digitalStoreQuery } from '@storefront/contracts';
import { withZod } from '@storefront/server-kit';
import { digitalHome } from '../../domain/digital-home';
import type { RouteContext } from '../route-context';

/** Catalog answers for anyone: a minute in any cache, as the catalog's home page. */
export const PUBLIC_CACHE = 'public, max-age=60';

/** GET /api/digital-assets/home.json?store= — the area page: best sellers (carousel) and the newest (slider). */
export function homeRoutes(app: FastifyInstance, ctx: RouteContext): void {
  withZod(app).get('/api/digital-assets/home.json', { schema: { querystring: digitalStoreQuery, response: { 200: digitalHomeResponse } } }, async (req, reply) => {
    reply.header('cache-control', PUBLIC_CACHE);
    return digitalHome(ctx.db, req.query.store, ctx.imageBaseUrl);
  });
}
