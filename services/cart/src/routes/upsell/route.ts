import type { FastifyInstance } from 'fastify';
import { upsellQuery, upsellResponse } from '@storefront/contracts';
import { withZod } from '@storefront/server-kit';
import { upsellProducts } from '../../domain/upsell-products';
import type { RouteContext } from '../route-context';
import { currentOwner } from '../shopper';

/** §7 Cart: GET /api/v2/cart/upsell.json?catalog_number=&store= → `{products}` (listing cards). */
export function upsellRoutes(app: FastifyInstance, ctx: RouteContext) {
  const r = withZod(app);

  r.get('/api/v2/cart/upsell.json', { schema: { querystring: upsellQuery, response: { 200: upsellResponse } } }, async (req, reply) => {
    const owner = await currentOwner(ctx, req, reply);
    // private: it depends on what is in this shopper's cart
    reply.header('cache-control', 'private, no-store');
    return { products: await upsellProducts(ctx.db, owner, req.query.catalog_number, req.query.store, ctx.imageBaseUrl) };
  });
}
