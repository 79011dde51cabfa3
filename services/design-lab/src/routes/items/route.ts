import type { FastifyInstance } from 'fastify';
import { designLabItemsQuery, designLabItemsResponse } from '@storefront/contracts';
import { withZod } from '@storefront/server-kit';
import { listItems } from '../../domain/list-items';
import type { RouteContext } from '../route-context';

/** GET /api/design-lab/items.json: the newest items first. */
export function itemRoutes(app: FastifyInstance, ctx: RouteContext) {
  const r = withZod(app);
  r.get('/api/design-lab/items.json', { schema: { querystring: designLabItemsQuery, response: { 200: designLabItemsResponse } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { items: await listItems(ctx.db, req.query.limit) };
  });
}
