import type { FastifyInstance } from 'fastify';
import { __camel__ItemsQuery, __camel__ItemsResponse } from '@storefront/contracts';
import { withZod } from '@storefront/server-kit';
import { listItems } from '../../domain/list-items';
import type { RouteContext } from '../route-context';

/** GET /api/__kebab__/items.json: the newest items first. */
export function itemRoutes(app: FastifyInstance, ctx: RouteContext) {
  const r = withZod(app);
  r.get('/api/__kebab__/items.json', { schema: { querystring: __camel__ItemsQuery, response: { 200: __camel__ItemsResponse } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { items: await listItems(ctx.db, req.query.limit) };
  });
}
